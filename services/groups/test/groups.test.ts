import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { researchCategoryValues } from '@app/contracts';
import { groupsRoutes } from '@app/contracts/groups/http';
import type {
  GroupMember,
  MyGroupsResponse,
  ResearchGroupListItem,
  ResearcherGroupsResponse,
} from '@app/contracts/groups/http';
import type { GroupsApp } from '../src/app';
import { at, type EventRecorder, publishEvent, testUser, waitFor } from '@app/service-kit/testing';
import { call, createGroup, researcher, startHarness, type Harness } from './helpers';

let h: Harness;
let app: GroupsApp;
let recorder: EventRecorder;
let ns: string;

beforeAll(async () => {
  h = await startHarness('gr');
  ({ app, recorder, ns } = h);
});
afterAll(async () => {
  await h?.close();
});

const listItem = async (who: Parameters<typeof call>[3], groupId: string) => {
  const res = await call(app, 'GET', '/api/research-groups-list', who);
  expect(res.statusCode).toBe(200);
  return (res.json() as ResearchGroupListItem[]).find((g) => g.id === groupId)!;
};

describe('the service', () => {
  it('serves every route of its catalogue', () => {
    expect(app.unservedCatalogueRoutes()).toEqual([]);
  });

  it('starts with at least one described group in every research category', async () => {
    const res = await call(app, 'GET', '/api/research-groups-list', testUser());
    const groups = res.json() as ResearchGroupListItem[];
    for (const category of researchCategoryValues) {
      expect(
        groups.some((g) => g.category === category),
        category,
      ).toBe(true);
    }
    expect(groups.length).toBeGreaterThanOrEqual(12);
    expect(groups.every((g) => g.description.length > 80)).toBe(true);
    expect(groups.find((g) => g.name === 'AI in Teacher Education')).toMatchObject({
      category: 'Emerging Technologies',
      membership: null,
      isMember: false,
    });
  });

  it('refuses every route to a signed-out caller', async () => {
    const groupId = await createGroup(app);
    for (const route of Object.values(groupsRoutes)) {
      const url = route.path.replace(':id', groupId).replace(':userId', randomUUID());
      const res = await app.inject({ method: route.method, url });
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers 400 for an id that is not a uuid and 404 for a group that does not exist', async () => {
    const ana = await researcher(app, ns);
    const bad = await call(app, 'POST', '/api/research-groups/not-a-uuid/join', ana);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/must be a UUID/);
    for (const [method, suffix] of [
      ['GET', 'members'],
      ['GET', 'projects'],
      ['POST', 'join'],
      ['POST', 'leave'],
      ['POST', 'toggle-leadership'],
      ['GET', 'member-emails'],
    ] as const) {
      const res = await call(app, method, `/api/research-groups/${randomUUID()}/${suffix}`, ana);
      expect(res.statusCode, suffix).toBe(404);
      expect(res.json().code).toBe('GROUP_NOT_FOUND');
    }
  });
});

describe('joining and leaving', () => {
  it('needs a research profile to join', async () => {
    const groupId = await createGroup(app);
    const res = await call(app, 'POST', `/api/research-groups/${groupId}/join`, testUser());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PROFILE_REQUIRED');
    expect((await listItem(testUser(), groupId)).memberCount).toBe(0);
  });

  it('lets a researcher join once, shows the membership and tells the leaders', async () => {
    const groupId = await createGroup(app);
    const lead = await researcher(app, ns);
    await call(app, 'POST', `/api/research-groups/${groupId}/join`, lead);
    await call(app, 'POST', `/api/research-groups/${groupId}/toggle-leadership`, lead);

    const ana = await researcher(app, ns, { name: 'Ana Lopez' });
    const joined = await call(app, 'POST', `/api/research-groups/${groupId}/join`, ana);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ success: true, membership: { isLeader: false } });

    const again = await call(app, 'POST', `/api/research-groups/${groupId}/join`, ana);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_MEMBER',
      message: 'You are already a member of this group.',
    });

    const item = await listItem(ana, groupId);
    expect(item).toMatchObject({ memberCount: 2, leaderCount: 1, isMember: true });
    expect(item.membership).toEqual(joined.json().membership);
    expect(await listItem(lead, groupId)).toMatchObject({ isMember: true, membership: { isLeader: true } });

    const event = await recorder.waitFor(
      'groups.member.joined',
      (e) => e.data.groupId === groupId && e.data.userId === ana.user.userId,
    );
    expect(event.data).toMatchObject({
      profileId: ana.profile.profileId,
      memberName: 'Ana Lopez',
      leaderUserIds: [lead.user.userId],
      at: joined.json().membership.joinedAt,
    });
    expect(
      recorder
        .of('groups.member.joined')
        .filter((e) => e.data.groupId === groupId && e.data.userId === ana.user.userId),
    ).toHaveLength(1);
  });

  it('lets only a member leave, and says who leads the group afterwards', async () => {
    const groupId = await createGroup(app);
    const ben = await researcher(app, ns);
    const stranger = await researcher(app, ns);

    const notMember = await call(app, 'POST', `/api/research-groups/${groupId}/leave`, stranger);
    expect(notMember.statusCode).toBe(409);
    expect(notMember.json()).toMatchObject({
      code: 'NOT_A_MEMBER',
      message: 'You are not a member of this group.',
    });

    await call(app, 'POST', `/api/research-groups/${groupId}/join`, ben);
    await call(app, 'POST', `/api/research-groups/${groupId}/toggle-leadership`, ben);
    const left = await call(app, 'POST', `/api/research-groups/${groupId}/leave`, ben);
    expect(left.statusCode).toBe(200);
    expect(left.json().success).toBe(true);
    expect(await listItem(ben, groupId)).toMatchObject({
      memberCount: 0,
      leaderCount: 0,
      membership: null,
      isMember: false,
    });

    const event = await recorder.waitFor(
      'groups.member.left',
      (e) => e.data.groupId === groupId && e.data.userId === ben.user.userId,
    );
    expect(event.data).toMatchObject({ profileId: ben.profile.profileId, leaderUserIds: [] });

    // Leaving is not for ever: a former member may join again.
    expect((await call(app, 'POST', `/api/research-groups/${groupId}/join`, ben)).statusCode).toBe(200);
  });

  it('keeps one membership when the same person joins twice at once', async () => {
    const groupId = await createGroup(app);
    const cai = await researcher(app, ns);
    const results = await Promise.all([
      call(app, 'POST', `/api/research-groups/${groupId}/join`, cai),
      call(app, 'POST', `/api/research-groups/${groupId}/join`, cai),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await listItem(cai, groupId)).memberCount).toBe(1);
  });
});

describe('leadership', () => {
  it('is for members only, toggles both ways and is announced', async () => {
    const groupId = await createGroup(app);
    const dee = await researcher(app, ns);
    const outsider = await researcher(app, ns);

    const refused = await call(app, 'POST', `/api/research-groups/${groupId}/toggle-leadership`, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_A_MEMBER');

    await call(app, 'POST', `/api/research-groups/${groupId}/join`, dee);
    const up = await call(app, 'POST', `/api/research-groups/${groupId}/toggle-leadership`, dee);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      message: 'Leadership status updated successfully',
      membership: { isLeader: true },
    });
    expect((await listItem(dee, groupId)).leaderCount).toBe(1);

    const down = await call(app, 'POST', `/api/research-groups/${groupId}/toggle-leadership`, dee);
    expect(down.json().membership.isLeader).toBe(false);
    expect((await listItem(dee, groupId)).leaderCount).toBe(0);

    await waitFor(
      () => recorder.of('groups.leadership.changed').filter((e) => e.data.groupId === groupId).length === 2,
      { what: 'two leadership events' },
    );
    expect(
      recorder
        .of('groups.leadership.changed')
        .filter((e) => e.data.groupId === groupId)
        .map((e) => [e.data.userId, e.data.profileId, e.data.isLeader]),
    ).toEqual([
      [dee.user.userId, dee.profile.profileId, true],
      [dee.user.userId, dee.profile.profileId, false],
    ]);
  });
});

describe('members', () => {
  it('lists leaders first, then by join date, with names, institutions and images kept current', async () => {
    const groupId = await createGroup(app);
    const first = await researcher(app, ns, { name: 'First Joiner', institution: 'Monash University' });
    const second = await researcher(app, ns, { name: 'Second Joiner', profileImageUrl: '/images/2.png' });
    const third = await researcher(app, ns, { name: 'Third Joiner', institution: null });
    for (const r of [first, second, third])
      await call(app, 'POST', `/api/research-groups/${groupId}/join`, r);
    await call(app, 'POST', `/api/research-groups/${groupId}/toggle-leadership`, third);

    const res = await call(app, 'GET', `/api/research-groups/${groupId}/members`, testUser());
    expect(res.statusCode).toBe(200);
    const members = res.json() as GroupMember[];
    expect(members.map((m) => m.name)).toEqual(['Third Joiner', 'First Joiner', 'Second Joiner']);
    expect(members[0]).toMatchObject({
      profileId: third.profile.profileId,
      userId: third.user.userId,
      isLeader: true,
      institution: null,
    });
    expect(members[1]).toMatchObject({ institution: 'Monash University', isLeader: false });
    expect(members[2]?.profileImageUrl).toBe('/images/2.png');
    expect(Date.parse(at(members, 1).joinedAt)).toBeLessThanOrEqual(Date.parse(at(members, 2).joinedAt));

    await publishEvent(ns, 'profile.profile.updated', {
      ...first.profile,
      name: 'First Renamed',
      updatedAt: new Date(Date.parse(first.profile.updatedAt) + 1000).toISOString(),
    });
    await waitFor(
      async () => {
        const again = (await call(app, 'GET', `/api/research-groups/${groupId}/members`, first)).json();
        return (again as GroupMember[])[1]?.name === 'First Renamed';
      },
      { what: 'the renamed member' },
    );

    // A snapshot older than the one held (a late redelivery) changes nothing.
    await publishEvent(ns, 'profile.profile.updated', { ...first.profile, name: 'Stale Name' });
    // The profile stream is consumed in order: once a later profile is in, the stale one was handled.
    await researcher(app, ns);
    const after = (
      await call(app, 'GET', `/api/research-groups/${groupId}/members`, first)
    ).json() as GroupMember[];
    expect(after[1]?.name).toBe('First Renamed');
  });
});

describe('member emails', () => {
  it('are for leaders only, and leave out the leader and members without an email', async () => {
    const groupId = await createGroup(app);
    const lead = await researcher(app, ns, { email: 'lead.profile@uni.edu' }, { email: 'lead@uni.edu' });
    const withEmail = await researcher(app, ns, { email: 'Member.One@uni.edu' });
    const withoutEmail = await researcher(app, ns, { email: null });
    const outsider = await researcher(app, ns);
    for (const r of [lead, withEmail, withoutEmail])
      await call(app, 'POST', `/api/research-groups/${groupId}/join`, r);
    const url = `/api/research-groups/${groupId}/member-emails`;

    for (const who of [withEmail, outsider]) {
      const refused = await call(app, 'GET', url, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only group leaders can email members');
    }

    await call(app, 'POST', `/api/research-groups/${groupId}/toggle-leadership`, lead);
    const res = await call(app, 'GET', url, lead);
    expect(res.statusCode).toBe(200);
    const name = (await listItem(lead, groupId)).name;
    expect(res.json()).toEqual({
      groupName: name,
      emails: ['Member.One@uni.edu'],
      memberCount: 1,
      notListedCount: 0,
      otherMemberCount: 2,
      hiddenCount: 0,
    });
  });
});

describe('a researcher’s groups', () => {
  it('are found by user id or profile id, and are the caller’s own on /api/my-groups', async () => {
    const groupA = await createGroup(app, 'Equity and Inclusion');
    const groupB = await createGroup(app, 'Assessment and Feedback');
    const eve = await researcher(app, ns);
    await call(app, 'POST', `/api/research-groups/${groupA}/join`, eve);
    await call(app, 'POST', `/api/research-groups/${groupB}/join`, eve);
    await call(app, 'POST', `/api/research-groups/${groupB}/toggle-leadership`, eve);

    const mine = (await call(app, 'GET', '/api/my-groups', eve)).json() as MyGroupsResponse;
    expect(mine.map((e) => [e.group.id, e.membership.isLeader]).sort()).toEqual(
      [
        [groupA, false],
        [groupB, true],
      ].sort(),
    );
    expect(mine.find((e) => e.group.id === groupA)?.group).toMatchObject({
      category: 'Equity and Inclusion',
      description: 'A group made by a test.',
    });

    const viewer = testUser();
    const byUser = await call(app, 'GET', `/api/researcher/${eve.user.userId}/groups`, viewer);
    const byProfile = await call(app, 'GET', `/api/researcher/${eve.profile.profileId}/groups`, viewer);
    expect(byUser.statusCode).toBe(200);
    expect(byUser.json()).toEqual(mine);
    expect(byProfile.json()).toEqual(mine);

    const nobody = await call(app, 'GET', `/api/researcher/${randomUUID()}/groups`, viewer);
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json() as ResearcherGroupsResponse).toEqual([]);
    expect((await call(app, 'GET', '/api/my-groups', viewer)).json()).toEqual([]);

    const bad = await call(app, 'GET', '/api/researcher/0000-0002-1825-0097/groups', viewer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});
