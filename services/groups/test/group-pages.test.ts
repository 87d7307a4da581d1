import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupMember, GroupProject, MemberEmailsResponse } from '@app/contracts/groups/http';
import { TOTAL_COUNT_HEADER } from '@app/contracts/networking/headers';
import { testUser } from '@app/service-kit/testing';
import type { GroupsApp } from '../src/app';
import { call, createGroup, startHarness, type Harness } from './helpers';

/**
 * Issue 45: a national group has thousands of members; its members, projects and member emails
 * are answered a page (or a bounded list) at a time, with the true total.
 */
let h: Harness;
let app: GroupsApp;

beforeAll(async () => {
  h = await startHarness('gpg');
  ({ app } = h);
});
afterAll(async () => {
  await h?.close();
});

const viewer = testUser();
const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes)).toISOString();

/** `n` members straight into the tables (joining through the API one by one would take minutes). */
async function addMembers(
  groupId: string,
  n: number,
  { leaders = [] as number[], from = 0 } = {},
): Promise<Array<{ profileId: string; userId: string; i: number }>> {
  const people = Array.from({ length: n }, (_, i) => ({
    profileId: randomUUID(),
    userId: randomUUID(),
    i: from + i,
  }));
  await app.db('profiles').insert(
    people.map((p) => ({
      profileId: p.profileId,
      userId: p.userId,
      name: `Member ${p.i}`,
      email: `member${p.i}@uni.edu`,
      emailVisibleToMembers: true,
      institution: 'University of Newcastle',
      updatedAt: at(0),
    })),
  );
  await app.db('research_group_memberships').insert(
    people.map((p) => ({
      groupId,
      profileId: p.profileId,
      userId: p.userId,
      isLeader: leaders.includes(p.i),
      joinedAt: at(p.i),
    })),
  );
  return people;
}

const get = (url: string, who = viewer) => call(app, 'GET', url, who);

describe('a group’s members', () => {
  it('come 50 at a time, leaders first, then by join date, with the total in X-Total-Count', async () => {
    const groupId = await createGroup(app);
    const people = await addMembers(groupId, 120, { leaders: [30, 7] });
    const url = `/api/research-groups/${groupId}/members`;

    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('120');
    const page = first.json() as GroupMember[];
    expect(page).toHaveLength(50);
    expect(page.slice(0, 3).map((m) => [m.name, m.isLeader])).toEqual([
      ['Member 7', true],
      ['Member 30', true],
      ['Member 0', false],
    ]);
    expect(page[49]!.name).toBe('Member 49');

    const last = await get(`${url}?offset=100&limit=100`);
    expect(last.headers[TOTAL_COUNT_HEADER]).toBe('120');
    const rest = last.json() as GroupMember[];
    expect(rest.map((m) => m.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Member ${i + 100}`));

    // Every member once across the pages, none twice.
    const pages = await Promise.all([0, 40, 80].map((o) => get(`${url}?offset=${o}&limit=40`)));
    const seen = pages.flatMap((r) => (r.json() as GroupMember[]).map((m) => m.profileId));
    expect(new Set(seen).size).toBe(120);
    expect(new Set(seen)).toEqual(new Set(people.map((p) => p.profileId)));
  });

  it('refuses a limit over 100, under 1, or an offset below 0, with a clear 400', async () => {
    const groupId = await createGroup(app);
    for (const [query, message] of [
      ['limit=101', 'limit must be between 1 and 100'],
      ['limit=0', 'limit must be between 1 and 100'],
      ['limit=ten', 'limit must be between 1 and 100'],
      ['offset=-1', 'offset must be a whole number, 0 or more'],
    ] as const) {
      for (const list of ['members', 'projects']) {
        const res = await get(`/api/research-groups/${groupId}/${list}?${query}`);
        expect(res.statusCode, `${list} ${query}`).toBe(400);
        expect(res.json().message, `${list} ${query}`).toContain(message);
      }
    }
  });
});

describe('a group’s projects', () => {
  it('come a page at a time, ongoing ones first, newest first, with the total', async () => {
    const groupId = await createGroup(app, 'Assessment and Feedback');
    const category = 'Assessment and Feedback';
    // Projects of a category no other test file's group uses, in this test's own database.
    await app.db('projects').insert(
      Array.from({ length: 60 }, (_, i) => ({
        projectId: randomUUID(),
        title: `Project ${i}`,
        description: 'A project made by a test.',
        status: i % 3 === 0 ? 'completed' : 'seeking_collaborators',
        categories: [category],
        isPublic: true,
        createdAt: at(i),
        updatedAt: at(i),
      })),
    );
    const url = `/api/research-groups/${groupId}/projects`;
    const first = await get(url);
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('60');
    const page = first.json() as GroupProject[];
    expect(page).toHaveLength(50);
    expect(page.slice(0, 2).map((p) => p.title)).toEqual(['Project 59', 'Project 58']);
    expect(page[39]!.status).toBe('seeking_collaborators');
    expect(page[40]).toMatchObject({ title: 'Project 57', status: 'completed' });

    const rest = (await get(`${url}?offset=50`)).json() as GroupProject[];
    expect(rest.map((p) => p.title)).toEqual([27, 24, 21, 18, 15, 12, 9, 6, 3, 0].map((i) => `Project ${i}`));
  });
});

describe('a group’s member emails', () => {
  it('lists at most 100 addresses, the first in the members’ order, and counts the rest', async () => {
    const groupId = await createGroup(app);
    const [lead] = await addMembers(groupId, 1, { leaders: [0] });
    await addMembers(groupId, 130, { from: 1 });
    const leader = testUser({ userId: lead!.userId, email: 'member0@uni.edu' });
    const res = await get(`/api/research-groups/${groupId}/member-emails`, leader);
    expect(res.statusCode).toBe(200);
    const body = res.json() as MemberEmailsResponse;
    expect(body.emails).toHaveLength(100);
    expect([body.emails[0], body.emails.at(-1)]).toEqual(['member1@uni.edu', 'member100@uni.edu']);
    expect(body).toMatchObject({
      memberCount: 100,
      notListedCount: 30,
      otherMemberCount: 130,
      hiddenCount: 0,
    });
  });
});
