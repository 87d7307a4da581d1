import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileResponse, ResearcherResponse } from '@app/contracts/profile/http';
import { caller, connect, demoResearcher, startProfileService, type TestProfileService } from './helpers';

/** Metrics are extra: with OpenAlex down, pages and syncs work, and the refresh is retried later. */
let svc: TestProfileService;

beforeAll(async () => {
  svc = await startProfileService({
    // Nothing listens there: every OpenAlex call fails.
    OPENALEX_API_URL: 'http://127.0.0.1:9',
    OPENALEX_MAX_RETRIES: '0',
    METRICS_REFRESH_RETRY_BASE_MS: '60000',
  });
});
afterAll(async () => {
  await svc?.close();
});

describe('while OpenAlex is down', () => {
  it('links, syncs and shows profiles with "no citation data", and keeps the refresh due for later', async () => {
    const who = await caller({ email: 'bob.down@example.edu' });
    expect((await connect(svc.app, who, demoResearcher(2).orcidId)).statusCode).toBe(200);
    const profile = (
      await svc.app.inject({ method: 'GET', url: '/api/profile', headers: who.headers })
    ).json() as ProfileResponse;

    expect(await svc.app.profileRefresh.refresh(profile.profile.id)).toBe('failed');
    const row = await svc.app.db('orcidProfiles').where({ id: profile.profile.id }).first();
    expect(row.refreshAttempts).toBe(1);
    expect(row.refreshError).toMatch(/^OpenAlex: unreachable/);
    expect(Date.parse(row.refreshDueAt) - Date.now()).toBeGreaterThan(50_000);

    const page = await svc.app.inject({ method: 'GET', url: '/api/profile', headers: who.headers });
    expect(page.statusCode).toBe(200);
    const body = page.json() as ProfileResponse;
    expect(body.stats.citationMetrics).toBeNull();
    expect(body.publications.every((p) => p.citations === null)).toBe(true);
    expect(body.profile.lastSynced).not.toBeNull();

    const other = await caller();
    const publicPage = await svc.app.inject({
      method: 'GET',
      url: `/api/researcher/${who.user.userId}`,
      headers: other.headers,
    });
    expect(publicPage.statusCode).toBe(200);
    expect((publicPage.json() as ResearcherResponse).stats.citationMetrics).toBeNull();

    const sync = await svc.app.inject({ method: 'POST', url: '/api/profile/sync', headers: who.headers });
    expect(sync.statusCode).toBe(200);
  });
});
