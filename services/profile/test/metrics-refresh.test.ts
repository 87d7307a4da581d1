import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@app/service-kit/testing';
import type { ProfileResponse } from '@app/contracts/profile/http';
import type { Json } from '../../../infra/orcid-stub/src/orcid-json';
import { caller, connect, demoResearcher, startProfileService, type TestProfileService } from './helpers';

/**
 * Issue 18: a linked record and its citation figures are refreshed by the schedule (a repeatable
 * BullMQ job), with nobody pressing "Resync ORCID"; an unchanged record is not imported again.
 */

const PERIOD_MS = 1500;
let svc: TestProfileService;

beforeAll(async () => {
  svc = await startProfileService({
    METRICS_REFRESH: 'true',
    METRICS_REFRESH_TICK_MS: '150',
    METRICS_REFRESH_PERIOD_MS: String(PERIOD_MS),
    ORCID_SYNC_RATE: '12',
  });
});
afterAll(async () => {
  await svc?.close();
});

const own = async (headers: Record<string, string>) =>
  (await svc.app.inject({ method: 'GET', url: '/api/profile', headers })).json() as ProfileResponse;

describe('the scheduled refresh', () => {
  it('fills citation figures, skips an unchanged record, and re-syncs a changed one by itself', async () => {
    const alice = demoResearcher(0);
    const who = await caller({ email: 'alice.refresh@example.edu' });
    expect((await connect(svc.app, who, alice.orcidId)).statusCode).toBe(200);
    const linked = await own(who.headers);
    expect(linked.stats.citationMetrics).toBeNull();

    // The figures arrive from OpenAlex without a request waiting on them.
    const withFigures = await waitFor(
      async () => {
        const p = await own(who.headers);
        return p.stats.citationMetrics ? p : null;
      },
      { what: 'citation figures' },
    );
    expect(withFigures.stats.citationMetrics).toMatchObject({ source: 'OpenAlex' });
    expect(withFigures.stats.citationMetrics!.citations).toBeGreaterThan(0);
    expect(withFigures.publications.some((p) => typeof p.citations === 'number')).toBe(true);
    expect(withFigures.publications.filter((p) => !p.doi).every((p) => p.citations === null)).toBe(true);

    // Next period: ORCID is asked again, but an unchanged record is not imported again.
    const asked = svc.stub.recordRequests(alice.orcidId);
    const unchanged = await waitFor(
      async () => {
        const p = await own(who.headers);
        return Date.parse(p.profile.lastSynced!) > Date.parse(withFigures.profile.lastSynced!) ? p : null;
      },
      { what: 'a second refresh', timeoutMs: PERIOD_MS * 4 },
    );
    expect(svc.stub.recordRequests(alice.orcidId)).toBeGreaterThan(asked);
    expect(unchanged.publications.map((p) => p.id)).toEqual(withFigures.publications.map((p) => p.id));

    // Alice edits her biography on orcid.org; the schedule brings it in.
    svc.stub.editRecord(alice.orcidId, (record) => {
      (record as { person: { biography: { content: string } } }).person.biography.content =
        'Rewritten on orcid.org.' satisfies Json;
    });
    const resynced = await waitFor(
      async () => {
        const p = await own(who.headers);
        return p.profile.biography === 'Rewritten on orcid.org.' ? p : null;
      },
      { what: 'the changed record', timeoutMs: PERIOD_MS * 4 },
    );
    expect(resynced.stats.citationMetrics).not.toBeNull();
    // Citations stay with their works across the re-import.
    expect(resynced.stats.citationMetrics!.citations).toBe(withFigures.stats.citationMetrics!.citations);
  });
});
