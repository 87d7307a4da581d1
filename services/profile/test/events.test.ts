import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSnapshot } from '@app/contracts/identity/events';
import {
  EventRecorder,
  asUser,
  first,
  publishEvent,
  sleep,
  testUserSnapshot,
  waitFor,
} from '@app/service-kit/testing';
import {
  caller,
  connect,
  demoResearcher,
  startProfileService,
  storedFilesOf,
  stubOrcidIds,
  type TestProfileService,
} from './helpers';
import { images } from './sample-images';

let svc: TestProfileService;
let recorder: EventRecorder;

beforeAll(async () => {
  svc = await startProfileService();
  recorder = await new EventRecorder(svc.ns).start();
});
afterAll(async () => {
  await recorder?.stop();
  await svc?.close();
});

function account(overrides: Partial<UserSnapshot> = {}): UserSnapshot {
  const tag = randomUUID().slice(0, 8);
  return testUserSnapshot({
    email: `someone.${tag}@example.edu`,
    firstName: 'Someone',
    lastName: 'Example',
    ...overrides,
  });
}

const headersOf = (a: UserSnapshot) =>
  asUser({
    userId: a.userId,
    role: 'academic',
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
  });

const profileOf = (userId: string) => svc.app.db('orcidProfiles').where({ userId }).first();

describe('snapshots', () => {
  it('linking publishes profile.profile.linked with the full snapshot', async () => {
    const carol = await caller({ firstName: 'Carol', lastName: 'Nguyen' });
    expect((await connect(svc.app, carol, stubOrcidIds.carolNguyen)).statusCode).toBe(200);
    const linked = await recorder.waitFor(
      'profile.profile.linked',
      (e) => e.data.userId === carol.user.userId,
    );
    expect(linked.data).toMatchObject({
      orcidId: stubOrcidIds.carolNguyen,
      orcidVerified: false,
      name: 'Carol Nguyen',
      email: carol.user.email,
      position: 'Associate Professor',
      institution: 'Deakin University',
      department: 'School of Education',
      publicationCount: 11,
      citationCount: 0,
      hIndex: 0,
      careerStartYear: 2003,
      acceptingCollaborations: true,
      researchInterests: [],
      forCodes: [],
    });
    expect(linked.data.recentPublications).toHaveLength(5);
    expect(first(linked.data.recentPublications).year).toBe(2024);
    expect(linked.data.publications).toContainEqual({ doi: '10.5555/cae.2019.0033', year: 2019 });
    expect(linked.data.publications).toHaveLength(7);
  });

  it('every edit publishes profile.profile.updated with a newer updatedAt', async () => {
    const who = await caller();
    await connect(svc.app, who, demoResearcher(12).orcidId);
    const linked = await recorder.waitFor('profile.profile.linked', (e) => e.data.userId === who.user.userId);
    const interest = (
      await svc.app.inject({
        method: 'POST',
        url: '/api/research-interests',
        headers: who.headers,
        payload: { name: 'Feedback practices' },
      })
    ).json();
    await svc.app.inject({
      method: 'POST',
      url: '/api/profile/research-interests',
      headers: who.headers,
      payload: { interestIds: [interest.id] },
    });
    await svc.app.inject({
      method: 'POST',
      url: '/api/profile/classification-codes',
      headers: who.headers,
      payload: { forCodes: ['390402'] },
    });
    await svc.app.inject({
      method: 'POST',
      url: '/api/profile/preferences',
      headers: who.headers,
      payload: { availableForExamination: true, emailVisibleToMembers: false },
    });
    const upload = (
      await svc.app.inject({ method: 'POST', url: '/api/profile/image/upload', headers: who.headers })
    ).json();
    await svc.app.inject({
      method: 'PUT',
      url: new URL(upload.uploadURL).pathname,
      headers: { 'content-type': 'image/png' },
      payload: images.png,
    });
    await svc.app.inject({
      method: 'PUT',
      url: '/api/profile/image',
      headers: who.headers,
      payload: { imageUrl: upload.uploadURL },
    });

    const last = await recorder.waitFor(
      'profile.profile.updated',
      (e) => e.data.userId === who.user.userId && e.data.profileImageUrl !== null,
    );
    expect(last.data).toMatchObject({
      researchInterests: ['Feedback practices'],
      forCodes: ['390402'],
      availableForExamination: true,
      // The address travels for mail; the flag tells readers not to show it.
      email: who.user.email,
      emailVisibleToMembers: false,
    });
    const updates = recorder.of('profile.profile.updated').filter((e) => e.data.userId === who.user.userId);
    expect(updates).toHaveLength(4);
    const stamps = [linked, ...updates].map((e) => Date.parse(e.data.updatedAt));
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
    expect(new Set(stamps).size).toBe(stamps.length);
  });
});

describe('identity events', () => {
  it('links an iD vouched for at sign-in as verified, importing the record', async () => {
    const a = account({
      firstName: 'Carol',
      lastName: 'Verified',
      verifiedOrcidId: demoResearcher(13).orcidId,
    });
    await publishEvent(svc.ns, 'identity.user.registered', a);
    const linked = await recorder.waitFor('profile.profile.linked', (e) => e.data.userId === a.userId);
    expect(linked.data).toMatchObject({
      orcidId: demoResearcher(13).orcidId,
      orcidVerified: true,
      email: a.email,
      name: 'Rajesh Iyer',
    });
    expect(linked.data.publicationCount).toBeGreaterThan(0);
    const status = await svc.app.inject({
      method: 'GET',
      url: '/api/orcid/status',
      headers: await headersOf(a),
    });
    expect(status.json()).toMatchObject({ linked: true, orcidVerified: true });

    // A typed iD cannot replace the one the sign-in proved.
    const typed = await svc.app.inject({
      method: 'POST',
      url: '/api/orcid/connect',
      headers: await headersOf(a),
      payload: { orcidId: demoResearcher(18).orcidId },
    });
    expect(typed.statusCode).toBe(409);
    expect(typed.json().code).toBe('ORCID_LINK_VERIFIED');
  });

  it('a verified iD takes over someone else’s typed claim, which keeps its own entries; a typed claim to a verified iD is refused', async () => {
    const typist = await caller();
    const iD = demoResearcher(14).orcidId;
    expect((await connect(svc.app, typist, iD)).statusCode).toBe(200);
    await svc.app.inject({
      method: 'POST',
      url: '/api/profile/preferences',
      headers: typist.headers,
      payload: { availableForSupervision: true, researchStatement: 'My own words.' },
    });
    await svc.app.inject({
      method: 'POST',
      url: '/api/profile/classification-codes',
      headers: typist.headers,
      payload: { forCodes: ['390405'] },
    });
    const typistProfile = await profileOf(typist.user.userId);

    const holder = account({ verifiedOrcidId: iD });
    await publishEvent(svc.ns, 'identity.user.registered', holder);
    await recorder.waitFor(
      'profile.profile.linked',
      (e) => e.data.userId === holder.userId && e.data.orcidVerified,
    );
    const takenOver = await recorder.waitFor(
      'profile.orcid_link.taken_over',
      (e) => e.data.fromUserId === typist.user.userId,
    );
    expect(takenOver.data).toEqual({
      orcidId: iD,
      fromUserId: typist.user.userId,
      fromProfileId: typistProfile.id,
      toUserId: holder.userId,
    });
    // The typist keeps their profile (same id) and what they entered; the link and ORCID's records go.
    const unlinked = await recorder.waitFor(
      'profile.profile.updated',
      (e) => e.data.userId === typist.user.userId && e.data.orcidId === null,
    );
    expect(unlinked.data).toMatchObject({
      profileId: typistProfile.id,
      orcidVerified: false,
      availableForSupervision: true,
      forCodes: ['390405'],
      publicationCount: 0,
    });
    expect(
      recorder.of('profile.profile.deleted').filter((e) => e.data.userId === typist.user.userId),
    ).toEqual([]);
    const own = (
      await svc.app.inject({ method: 'GET', url: '/api/profile', headers: typist.headers })
    ).json();
    expect(own.profile).toMatchObject({
      id: typistProfile.id,
      orcidId: null,
      researchStatement: 'My own words.',
    });
    expect(own.stats.publications).toBe(0);

    const latecomer = await caller();
    const refused = await connect(svc.app, latecomer, iD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORCID_VERIFIED_ELSEWHERE');
    expect(refused.json().message).toMatch(/verified by another account/);

    // The typist can link a different iD, and their entries are still there.
    expect((await connect(svc.app, typist, demoResearcher(19).orcidId)).statusCode).toBe(200);
    const relinked = (
      await svc.app.inject({ method: 'GET', url: '/api/profile', headers: typist.headers })
    ).json();
    expect(relinked.profile).toMatchObject({
      id: typistProfile.id,
      orcidId: demoResearcher(19).orcidId,
      researchStatement: 'My own words.',
    });
  });

  it('upgrades the user’s own typed link to verified when sign-in vouches for the same iD', async () => {
    const a = account();
    const headers = await headersOf(a);
    const iD = demoResearcher(15).orcidId;
    await svc.app.inject({ method: 'POST', url: '/api/orcid/connect', headers, payload: { orcidId: iD } });
    await publishEvent(svc.ns, 'identity.user.updated', { ...a, verifiedOrcidId: iD });
    const updated = await recorder.waitFor(
      'profile.profile.updated',
      (e) => e.data.userId === a.userId && e.data.orcidVerified,
    );
    expect(updated.data.orcidId).toBe(iD);
  });

  it('keeps the email and names current, ignoring events older than the last applied', async () => {
    const a = account({ firstName: 'Sam', lastName: 'Before' });
    await publishEvent(svc.ns, 'identity.user.registered', a);
    const headers = await headersOf(a);
    await svc.app.inject({
      method: 'POST',
      url: '/api/orcid/connect',
      headers,
      payload: { orcidId: stubOrcidIds.sparse },
    });
    await recorder.waitFor('profile.profile.linked', (e) => e.data.userId === a.userId);

    const newer = { ...a, email: `renamed.${a.email}`, firstName: 'Samantha', lastName: 'After' };
    await publishEvent(svc.ns, 'identity.user.updated', newer);
    const updated = await recorder.waitFor(
      'profile.profile.updated',
      (e) => e.data.userId === a.userId && e.data.email === newer.email,
    );
    // The sparse record has no name: it shows as such, not under the account's name.
    expect(updated.data.name).toBe('Unknown Researcher');

    // An event older than the last one applied (a late redelivery) must not undo the change: make
    // what we hold look newer than anything published now, then deliver the old details again.
    await svc.app
      .db('userAccounts')
      .where({ userId: a.userId })
      .update({ sourceEventAt: '2100-01-01T00:00:00.000Z' });
    const late = await publishEvent(svc.ns, 'identity.user.updated', a);
    await waitFor(
      async () => (await svc.app.db('processedEvents').where({ eventId: late.id }).first()) ?? false,
    );
    const row = await svc.app.db('userAccounts').where({ userId: a.userId }).first();
    expect(row).toMatchObject({ email: newer.email, firstName: 'Samantha', lastName: 'After' });
    const profile = (await svc.app.inject({ method: 'GET', url: '/api/profile', headers })).json();
    expect(profile.profile.email).toBe(newer.email);
  });

  it('a deleted account is purged entirely, image files included, and later events about it are ignored', async () => {
    const a = account();
    await publishEvent(svc.ns, 'identity.user.registered', a);
    const headers = await headersOf(a);
    await svc.app.inject({
      method: 'POST',
      url: '/api/orcid/connect',
      headers,
      payload: { orcidId: demoResearcher(16).orcidId },
    });
    const profile = await profileOf(a.userId);
    const interest = (
      await svc.app.inject({
        method: 'POST',
        url: '/api/research-interests',
        headers,
        payload: { name: 'Digital equity' },
      })
    ).json();
    await svc.app.inject({
      method: 'POST',
      url: '/api/profile/research-interests',
      headers,
      payload: { interestIds: [interest.id] },
    });
    await svc.app.inject({
      method: 'POST',
      url: '/api/profile/classification-codes',
      headers,
      payload: { forCodes: ['390407'], seoCodes: ['1601'] },
    });
    const upload = (
      await svc.app.inject({ method: 'POST', url: '/api/profile/image/upload', headers })
    ).json();
    const imageUrl = (
      await svc.app.inject({
        method: 'PUT',
        url: new URL(upload.uploadURL).pathname,
        headers: { 'content-type': 'image/png' },
        payload: images.png,
      })
    ).json().imageUrl as string;
    await svc.app.inject({ method: 'PUT', url: '/api/profile/image', headers, payload: { imageUrl } });
    const stored = () => storedFilesOf(svc.imageDir, imageUrl);
    expect(stored()).toHaveLength(3);

    await publishEvent(svc.ns, 'identity.user.deleted', {
      userId: a.userId,
      email: a.email,
      deletedBy: null,
    });
    const deleted = await recorder.waitFor('profile.profile.deleted', (e) => e.data.userId === a.userId);
    expect(deleted.data.profileId).toBe(profile.id);

    const db = svc.app.db;
    for (const table of [
      'publications',
      'affiliations',
      'education',
      'awards',
      'profileResearchInterests',
      'profileForCodes',
      'profileOtherCodes',
    ]) {
      expect(await db(table).where({ profileId: profile.id }), table).toHaveLength(0);
    }
    expect(await profileOf(a.userId)).toBeUndefined();
    expect(await db('profileImages').where({ userId: a.userId })).toHaveLength(0);
    expect(await db('userAccounts').where({ userId: a.userId })).toHaveLength(0);
    await waitFor(() => stored().length === 0, { what: 'the image files to be deleted' });
    // The shared vocabulary stays: other people may use the interest.
    expect(await db('researchInterests').where({ id: interest.id })).toHaveLength(1);

    const late = await publishEvent(svc.ns, 'identity.user.updated', {
      ...a,
      verifiedOrcidId: demoResearcher(17).orcidId,
    });
    await waitFor(async () => (await db('processedEvents').where({ eventId: late.id }).first()) ?? false);
    expect(await db('userAccounts').where({ userId: a.userId })).toHaveLength(0);
    expect(await profileOf(a.userId)).toBeUndefined();
  });

  it('a sign-in vouching for an iD ORCID cannot serve right now still links it, empty until the next sync', async () => {
    const a = account({ verifiedOrcidId: stubOrcidIds.missing });
    await publishEvent(svc.ns, 'identity.user.registered', a);
    const linked = await recorder.waitFor('profile.profile.linked', (e) => e.data.userId === a.userId);
    expect(linked.data).toMatchObject({
      orcidId: stubOrcidIds.missing,
      orcidVerified: true,
      publicationCount: 0,
    });
    await sleep(50);
    const row = await profileOf(a.userId);
    expect(row.lastSynced).toBeNull();
  });
});
