import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GroupMember, ResearchGroupListItem } from '@app/contracts/groups/http';
import type { GroupsApp } from '../src/app';
import {
  deliverEvent,
  type EventRecorder,
  publishEvent,
  sleep,
  testUser,
  waitFor,
} from '@app/service-kit/testing';
import { call, createGroup, researcher, startHarness, type Harness } from './helpers';

let h: Harness;
let app: GroupsApp;
let recorder: EventRecorder;
let ns: string;

beforeAll(async () => {
  h = await startHarness('gd');
  ({ app, recorder, ns } = h);
});
afterAll(async () => {
  await h?.close();
});

const viewer = testUser();
const members = async (groupId: string) =>
  (await call(app, 'GET', `/api/research-groups/${groupId}/members`, viewer)).json() as GroupMember[];

it('forgets a deleted user: memberships, profile data, and late snapshots of them', async () => {
  const groupId = await createGroup(app);
  const fay = await researcher(app, ns, { name: 'Fay Deleted', email: 'fay@uni.edu' });
  const gus = await researcher(app, ns, { name: 'Gus Stays' });
  await call(app, 'POST', `/api/research-groups/${groupId}/join`, fay);
  await call(app, 'POST', `/api/research-groups/${groupId}/toggle-leadership`, fay);
  await call(app, 'POST', `/api/research-groups/${groupId}/join`, gus);
  expect((await members(groupId)).map((m) => m.name)).toEqual(['Fay Deleted', 'Gus Stays']);

  await publishEvent(ns, 'identity.user.deleted', {
    userId: fay.user.userId,
    email: 'fay@uni.edu',
    deletedBy: null,
  });
  await waitFor(async () => (await members(groupId)).length === 1, { what: 'the purge' });
  expect((await members(groupId)).map((m) => m.name)).toEqual(['Gus Stays']);
  const list = (
    await call(app, 'GET', '/api/research-groups-list', viewer)
  ).json() as ResearchGroupListItem[];
  expect(list.find((g) => g.id === groupId)).toMatchObject({ memberCount: 1, leaderCount: 0 });
  expect((await call(app, 'GET', `/api/researcher/${fay.profile.profileId}/groups`, viewer)).json()).toEqual(
    [],
  );
  expect(await app.db('profiles').where({ userId: fay.user.userId }).first()).toMatchObject({
    name: null,
    email: null,
    institution: null,
    profileImageUrl: null,
  });

  // A snapshot of Fay's profile from before the deletion arrives late: it must not bring her back.
  await publishEvent(ns, 'profile.profile.updated', fay.profile);
  await researcher(app, ns); // the profile stream is consumed in order
  expect((await app.db('profiles').where({ userId: fay.user.userId }).first()).name).toBeNull();
  const rejoin = await call(app, 'POST', `/api/research-groups/${groupId}/join`, fay);
  expect(rejoin.statusCode).toBe(403);
  expect(rejoin.json().code).toBe('PROFILE_REQUIRED');

  // Her membership ended as a departure does: the group is told once, with her name.
  const left = await recorder.waitFor('groups.member.left', (e) => e.data.userId === fay.user.userId);
  expect(left.data).toMatchObject({
    groupId,
    profileId: fay.profile.profileId,
    memberName: 'Fay Deleted',
    leaderUserIds: [],
  });
  await sleep(500);
  expect(recorder.of('groups.member.left').filter((e) => e.data.userId === fay.user.userId)).toHaveLength(1);
});

it('never takes a deleted person back, even with a snapshot newer than the deletion', async () => {
  const ivy = await researcher(app, ns, { name: 'Ivy Late' });
  const { userId, email } = ivy.user;
  await deliverEvent(app.db, ns, 'identity.user.deleted', { userId, email, deletedBy: null });
  await deliverEvent(app.db, ns, 'profile.profile.updated', {
    ...ivy.profile,
    name: 'Ivy Returned',
    updatedAt: new Date(Date.now() + 60_000).toISOString(),
  });
  expect(await app.db('profiles').where({ userId }).first()).toMatchObject({ name: null, email: null });
  const join = await call(app, 'POST', `/api/research-groups/${await createGroup(app)}/join`, ivy);
  expect(join.json().code).toBe('PROFILE_REQUIRED');
});

it('drops the memberships of a deleted profile', async () => {
  const groupId = await createGroup(app);
  const hal = await researcher(app, ns, { name: 'Hal Unlinked' });
  await call(app, 'POST', `/api/research-groups/${groupId}/join`, hal);
  expect(await members(groupId)).toHaveLength(1);

  await publishEvent(ns, 'profile.profile.deleted', {
    profileId: hal.profile.profileId,
    userId: hal.user.userId,
  });
  await waitFor(async () => (await members(groupId)).length === 0, { what: 'the membership to go' });
  expect((await call(app, 'GET', '/api/my-groups', hal)).json()).toEqual([]);
  expect(await app.db('profiles').where({ profileId: hal.profile.profileId }).first()).toMatchObject({
    name: null,
    email: null,
  });

  // A profile linked afresh later (a newer snapshot) is taken in again.
  await publishEvent(ns, 'profile.profile.linked', {
    ...hal.profile,
    updatedAt: new Date(Date.now() + 60_000).toISOString(),
  });
  await waitFor(
    async () => (await app.db('profiles').where({ profileId: hal.profile.profileId }).first()).name,
    {
      what: 'the relinked profile',
    },
  );
  expect((await call(app, 'POST', `/api/research-groups/${groupId}/join`, hal)).statusCode).toBe(200);
});
