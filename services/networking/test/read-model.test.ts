import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { publishEvent, sleep, testUser, testUserSnapshot, waitFor } from '@app/service-kit/testing';
import {
  call,
  later,
  linkProfile,
  registerPerson,
  snapshot,
  startHarness,
  userOf,
  type Harness,
} from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('nr');
});
afterAll(async () => {
  await h?.close();
});

/** Waits until the consumer has processed an event (it records every event id it applied or skipped). */
const processed = (eventId: string) =>
  waitFor(() => h.app.db('processedEvents').where({ eventId }).first(), {
    what: `event ${eventId} processed`,
  });

describe('the researcher read model', () => {
  it('applies a snapshot only when it is newer than the one held', async () => {
    const s = await linkProfile(h, snapshot({ name: 'New Name' }));
    const stale = await publishEvent(h.ns, 'profile.profile.updated', {
      ...s,
      name: 'Old Name',
      updatedAt: new Date(Date.parse(s.updatedAt) - 60_000).toISOString(),
    });
    await processed(stale.id);
    expect((await h.app.db('researchers').where({ profileId: s.profileId }).first()).name).toBe('New Name');
  });

  it('keeps DOIs for the conflict rule and replaces them with each snapshot', async () => {
    const s = await linkProfile(h, snapshot({ publications: [{ doi: '10.1/A', year: 2020 }] }));
    expect(await h.app.db('researcherPublications').where({ profileId: s.profileId })).toEqual([
      { profileId: s.profileId, doi: '10.1/a', year: 2020, openalexAuthorIds: null },
    ]);
    await linkProfile(
      h,
      { ...s, publications: [{ doi: '10.1/b', year: 2021 }], updatedAt: later() },
      'updated',
    );
    expect(
      (await h.app.db('researcherPublications').where({ profileId: s.profileId })).map((r) => r.doi),
    ).toEqual(['10.1/b']);
  });

  it('removes a deleted profile and is not fooled by a late older snapshot', async () => {
    const s = await linkProfile(h, snapshot());
    const deleted = await publishEvent(h.ns, 'profile.profile.deleted', {
      profileId: s.profileId,
      userId: s.userId,
    });
    await processed(deleted.id);
    expect(await h.app.db('researchers').where({ profileId: s.profileId }).first()).toBeUndefined();
    const late = await publishEvent(h.ns, 'profile.profile.updated', s);
    await processed(late.id);
    expect(await h.app.db('researchers').where({ profileId: s.profileId }).first()).toBeUndefined();
  });

  it('replaces the old profile when a person links another ORCID iD, and fills in profile ids on connections', async () => {
    const person = testUser({ firstName: 'Lin', lastName: 'Later' });
    await registerPerson(h, person);
    const other = await linkProfile(h, snapshot());
    const { id } = (
      await call(h, 'POST', '/api/academic-connections', userOf(other), { targetUserId: person.userId })
    ).json();
    expect((await h.app.db('academicConnections').where({ id }).first()).toProfileId).toBeNull();

    const first = await linkProfile(h, snapshot({ userId: person.userId, name: 'Lin Later' }));
    expect((await h.app.db('academicConnections').where({ id }).first()).toProfileId).toBe(first.profileId);
    const second = await linkProfile(h, snapshot({ userId: person.userId, name: 'Lin Later' }));
    expect((await h.app.db('researchers').where({ userId: person.userId })).map((r) => r.profileId)).toEqual([
      second.profileId,
    ]);
    expect((await h.app.db('academicConnections').where({ id }).first()).toProfileId).toBe(second.profileId);
  });
});

describe('deleting an account', () => {
  it('purges the person, their connections and requests in both directions, and their memberships', async () => {
    const gone = await linkProfile(h, snapshot({ name: 'Gone Soon', availableForSupervision: true }));
    const stays = await linkProfile(h, snapshot({ name: 'Stays Here', availableForSupervision: true }));
    const ug = userOf(gone);
    const us = userOf(stays);
    await registerPerson(h, ug);
    await call(h, 'POST', '/api/academic-connections', ug, { targetProfileId: stays.profileId });
    await call(h, 'POST', '/api/phd-supervisor-requests', us, {
      supervisorId: gone.profileId,
      thesisTitle: 'T',
      researchArea: 'R',
      message: 'Please supervise me.',
    });
    const projectId = randomUUID();
    await publishEvent(h.ns, 'projects.project.created', {
      projectId,
      title: 'P',
      description: 'D',
      duration: null,
      status: 'in_progress',
      categories: [],
      isPublic: true,
      ownerUserId: stays.userId,
      ownerProfileId: stays.profileId,
      memberUserIds: [gone.userId],
      createdAt: new Date().toISOString(),
      updatedAt: later(),
    });
    await publishEvent(h.ns, 'groups.member.joined', {
      groupId: randomUUID(),
      groupName: 'G',
      userId: gone.userId,
      profileId: gone.profileId,
      memberName: 'Gone Soon',
      leaderUserIds: [],
      at: new Date().toISOString(),
    });
    await waitFor(() => h.app.db('groupMembers').where({ userId: gone.userId }).first(), {
      what: 'group member',
    });
    await waitFor(() => h.app.db('projectMembers').where({ userId: gone.userId }).first(), {
      what: 'project member',
    });

    const listed = async () =>
      ((await call(h, 'GET', '/api/phd-supervisors?limit=50')).json() as Array<{ name: string }>).map(
        (r) => r.name,
      );
    expect(await listed()).toContain('Gone Soon'); // (so the finders hold them before)

    const deleted = await publishEvent(h.ns, 'identity.user.deleted', {
      userId: gone.userId,
      email: gone.email,
      deletedBy: null,
    });
    await processed(deleted.id);
    const db = h.app.db;
    expect(await db('researchers').where({ userId: gone.userId })).toEqual([]);
    expect(await db('researcherPublications').where({ profileId: gone.profileId })).toEqual([]);
    expect(await db('people').where({ userId: gone.userId })).toEqual([]);
    expect(
      await db('academicConnections').where({ fromUserId: gone.userId }).orWhere({ toUserId: gone.userId }),
    ).toEqual([]);
    expect(await db('projectMembers').where({ userId: gone.userId })).toEqual([]);
    expect(await db('groupMembers').where({ userId: gone.userId })).toEqual([]);
    expect((await call(h, 'GET', '/api/academic-connections/requests', us)).json()).toEqual([]);
    expect(await listed()).not.toContain('Gone Soon');

    // Late events about the deleted person do not bring them back.
    const late = await publishEvent(h.ns, 'profile.profile.updated', { ...gone, updatedAt: later() });
    const lateName = await publishEvent(
      h.ns,
      'identity.user.updated',
      testUserSnapshot({ userId: gone.userId, email: gone.email, firstName: 'Gone', lastName: 'Soon' }),
    );
    await processed(late.id);
    await processed(lateName.id);
    await sleep(50);
    expect(await db('researchers').where({ userId: gone.userId })).toEqual([]);
    expect(await db('people').where({ userId: gone.userId })).toEqual([]);
  });
});
