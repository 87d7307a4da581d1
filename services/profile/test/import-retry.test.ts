import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventRecorder, asUser, publishEvent, testUserSnapshot } from '@app/service-kit/testing';
import {
  caller,
  connectWithOrcidOn,
  demoResearcher,
  ORCID_OAUTH_ENV,
  ORCID_OAUTH_STUB,
  startProfileService,
  stubOrcidIds,
  type TestProfileService,
} from './helpers';

/**
 * Issue 17 item 2: Carol signs in with a verified iD while ORCID does not answer. She is linked
 * at once, her profile says the import is pending, and the record arrives by itself: retried with
 * back-off from PostgreSQL, with nobody pressing "Resync ORCID".
 */

let svc: TestProfileService;
let recorder: EventRecorder;

beforeAll(async () => {
  svc = await startProfileService(
    // No in-call retries, so each try is one request to ORCID; quick back-off for the test.
    {
      ORCID_MAX_RETRIES: '0',
      ORCID_IMPORT_RETRY_BASE_MS: '200',
      ORCID_IMPORT_RETRY_POLL_MS: '100',
      ...ORCID_OAUTH_ENV,
    },
    // ORCID answers 503 to the first three requests for this iD: the link-time import and two retries.
    { flakyFailures: 3, ...ORCID_OAUTH_STUB },
  );
  recorder = await new EventRecorder(svc.ns).start();
});
afterAll(async () => {
  await recorder?.stop();
  await svc?.close();
});

describe('an ORCID import that failed at sign-in', () => {
  it('is linked at once, shown as pending, and imported by the retries without anyone pressing a button', async () => {
    const carol = testUserSnapshot({
      email: 'carol.retry@example.edu',
      firstName: 'Carol',
      lastName: 'Retry',
      verifiedOrcidId: stubOrcidIds.flaky,
    });
    const headers = await asUser({
      userId: carol.userId,
      role: 'academic',
      email: carol.email,
      firstName: carol.firstName,
      lastName: carol.lastName,
    });
    await publishEvent(svc.ns, 'identity.user.registered', carol);

    const linked = await recorder.waitFor('profile.profile.linked', (e) => e.data.userId === carol.userId);
    expect(linked.data).toMatchObject({
      orcidId: stubOrcidIds.flaky,
      orcidVerified: true,
      publicationCount: 0,
    });
    const pending = (await svc.app.inject({ method: 'GET', url: '/api/profile', headers })).json();
    expect(pending.profile).toMatchObject({ orcidImportPending: true, lastSynced: null });

    const imported = await recorder.waitFor(
      'profile.profile.updated',
      (e) => e.data.userId === carol.userId && e.data.publicationCount > 0,
      15_000,
    );
    expect(imported.data.orcidId).toBe(stubOrcidIds.flaky);
    const done = (await svc.app.inject({ method: 'GET', url: '/api/profile', headers })).json();
    expect(done.profile.orcidImportPending).toBe(false);
    expect(done.profile.lastSynced).not.toBeNull();
    expect(done.stats.publications).toBeGreaterThan(0);
    // It took the link-time try and at least two retries, all recorded in the row, none in memory.
    expect(svc.stub.recordRequests(stubOrcidIds.flaky)).toBeGreaterThanOrEqual(4);
    const row = await svc.app.db('orcidProfiles').where({ userId: carol.userId }).first();
    expect(row).toMatchObject({ importRetryAt: null, importAttempts: 0, importError: null });
  });

  it('also when the iD was proven with "Connect with ORCID": linked, not refused, and imported later', async () => {
    const who = await caller();
    const iD = demoResearcher(5).orcidId;
    svc.stub.outage(iD, 700);
    const res = await connectWithOrcidOn(svc, who, { orcid: iD });
    expect(res.headers.location).toBe('/research-profile?orcid=connected');
    const pending = (
      await svc.app.inject({ method: 'GET', url: '/api/profile', headers: who.headers })
    ).json();
    expect(pending.profile).toMatchObject({ orcidId: iD, orcidVerified: true, orcidImportPending: true });
    expect(pending.stats.publications).toBe(0);

    const done = await recorder.waitFor(
      'profile.profile.updated',
      (e) => e.data.userId === who.user.userId && e.data.publicationCount > 0,
      15_000,
    );
    expect(done.data.orcidId).toBe(iD);
    const after = (await svc.app.inject({ method: 'GET', url: '/api/profile', headers: who.headers })).json();
    expect(after.profile.orcidImportPending).toBe(false);
  });
});
