import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@app/service-kit/testing';
import type { ProfileResponse } from '@app/contracts/profile/http';
import type { Json } from '../../../infra/orcid-stub/src/orcid-json';
import { caller, connect, demoResearcher, startProfileService, type TestProfileService } from './helpers';

/**
 * Issue 18: "Resync ORCID" imports the ORCID record at once, but its OpenAlex part keeps to the
 * schedule's "at most once a day": pressing it again and again asks OpenAlex nothing more.
 */

let svc: TestProfileService;

beforeAll(async () => {
  svc = await startProfileService({
    METRICS_REFRESH: 'true',
    METRICS_REFRESH_TICK_MS: '100',
    // A day, as in production: within this test nobody is due a second time.
    METRICS_REFRESH_PERIOD_MS: '86400000',
    ORCID_SYNC_RATE: '12',
  });
});
afterAll(async () => {
  await svc?.close();
});

const own = async (headers: Record<string, string>) =>
  (await svc.app.inject({ method: 'GET', url: '/api/profile', headers })).json() as ProfileResponse;

/** How often OpenAlex was asked for this iD's author. */
const authorLookUps = (orcidId: string) =>
  svc.openAlex.requests.filter((r) => r.path === `/authors/orcid:${orcidId}`).length;

async function figuresOf(headers: Record<string, string>): Promise<ProfileResponse> {
  return waitFor(
    async () => {
      const p = await own(headers);
      return p.stats.citationMetrics ? p : null;
    },
    { what: 'citation figures' },
  );
}

describe('"Resync ORCID" and OpenAlex', () => {
  it('re-imports the record at once each time, and asks OpenAlex at most once a day', async () => {
    const alice = demoResearcher(0);
    const who = await caller({ email: 'alice.resync@example.edu' });
    expect((await connect(svc.app, who, alice.orcidId)).statusCode).toBe(200);
    const first = await figuresOf(who.headers);
    expect(authorLookUps(alice.orcidId)).toBe(1);

    // Alice edits her record at orcid.org and presses "Resync ORCID" three times.
    svc.stub.editRecord(alice.orcidId, (record) => {
      (record as { person: { biography: { content: string } } }).person.biography.content =
        'Rewritten on orcid.org.' satisfies Json;
    });
    for (let i = 0; i < 3; i++) {
      const res = await svc.app.inject({ method: 'POST', url: '/api/profile/sync', headers: who.headers });
      expect(res.statusCode).toBe(200);
      // The ORCID part is not held back: the change is there in the answer.
      expect((res.json() as ProfileResponse).profile.biography).toBe('Rewritten on orcid.org.');
    }

    // A witness linked after the presses: once the schedule has given them figures, it has passed
    // over Alice too (it takes the earliest due first), had her presses made her due again.
    const witness = await caller({ email: 'witness.resync@example.edu' });
    expect((await connect(svc.app, witness, demoResearcher(3).orcidId)).statusCode).toBe(200);
    await figuresOf(witness.headers);

    expect(authorLookUps(alice.orcidId)).toBe(1);
    const after = await own(who.headers);
    expect(after.stats.citationMetrics).toEqual(first.stats.citationMetrics);
  });
});
