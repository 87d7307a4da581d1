import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberEmailsResponse } from '@app/contracts/groups/http';
import type { ProfileSnapshot } from '@app/contracts/profile/events';
import { signServiceToken } from '@app/service-kit';
import { asUser, type EventRecorder, publishEvent, TEST_SECRET, waitFor } from '@app/service-kit/testing';
import type { GroupsApp } from '../src/app';
import { GROUP_EMAIL_LIMIT } from '../src/group-email/member-emails';
import { call, createGroup, researcher, startHarness, type Harness, type Researcher } from './helpers';

let h: Harness;
let app: GroupsApp;
let recorder: EventRecorder;
let ns: string;

beforeAll(async () => {
  h = await startHarness('grpriv');
  ({ app, recorder, ns } = h);
});
afterAll(async () => {
  await h?.close();
});

const join = (groupId: string, r: Researcher) => call(app, 'POST', `/api/research-groups/${groupId}/join`, r);
const toggle = (groupId: string, r: Researcher) =>
  call(app, 'POST', `/api/research-groups/${groupId}/toggle-leadership`, r);
const emailsOf = async (groupId: string, r: Researcher): Promise<MemberEmailsResponse> => {
  const res = await call(app, 'GET', `/api/research-groups/${groupId}/member-emails`, r);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MemberEmailsResponse;
};
const send = async (groupId: string, r: Researcher, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/research-groups/${groupId}/email-members`,
    headers: await asUser(r.user),
    payload: body as Record<string, unknown>,
  });

/** A profile update the read model has applied (the preference changed, for instance). */
async function update(r: Researcher, changes: Partial<ProfileSnapshot>): Promise<void> {
  const updatedAt = new Date(Date.parse(r.profile.updatedAt) + 1000).toISOString();
  r.profile = { ...r.profile, ...changes, updatedAt };
  await publishEvent(ns, 'profile.profile.updated', r.profile);
  await waitFor(
    async () => {
      const row = await app.db('profiles').where({ profileId: r.profile.profileId }).first();
      return row && new Date(row.updatedAt).toISOString() === updatedAt;
    },
    { what: 'the updated profile in the read model' },
  );
}

describe('a member who hides their address', () => {
  it('is never given to a leader, whatever their role, and is counted instead', async () => {
    const groupId = await createGroup(app);
    const alice = await researcher(app, ns, { name: 'Alice Leader', email: 'alice@example.edu' });
    const bob = await researcher(app, ns, {
      name: 'Bob Hidden',
      email: 'bob@example.edu',
      emailVisibleToMembers: false,
    });
    const carol = await researcher(app, ns, { name: 'Carol Shown', email: 'carol@example.edu' });
    for (const r of [alice, bob, carol]) await join(groupId, r);
    await toggle(groupId, alice);

    const asAlice = await emailsOf(groupId, alice);
    expect(asAlice).toEqual({
      groupName: asAlice.groupName,
      emails: ['carol@example.edu'],
      memberCount: 1,
      notListedCount: 0,
      otherMemberCount: 2,
      hiddenCount: 1,
    });
    expect(JSON.stringify(asAlice)).not.toContain('bob@example.edu');

    // Bob leading too changes nothing for his address; Carol leading reads it no more than Alice.
    await toggle(groupId, bob);
    await toggle(groupId, carol);
    expect((await emailsOf(groupId, carol)).emails).toEqual(['alice@example.edu']);
    expect(JSON.stringify(await emailsOf(groupId, alice))).not.toContain('bob@example.edu');

    // Shown again, it is listed; hidden again, it is gone at once.
    await update(bob, { emailVisibleToMembers: true });
    expect((await emailsOf(groupId, alice)).emails).toEqual(['bob@example.edu', 'carol@example.edu']);
    await update(bob, { emailVisibleToMembers: false });
    expect(await emailsOf(groupId, alice)).toMatchObject({ emails: ['carol@example.edu'], hiddenCount: 1 });
  });
});

describe('becoming a leader', () => {
  it('tells the existing leaders, and the new leader’s first read of the addresses is announced once', async () => {
    const groupId = await createGroup(app);
    const lead = await researcher(app, ns, { name: 'First Leader' });
    const newcomer = await researcher(app, ns, { name: 'New Leader' });
    const hidden = await researcher(app, ns, { email: 'quiet@example.edu', emailVisibleToMembers: false });
    for (const r of [lead, newcomer, hidden]) await join(groupId, r);
    await toggle(groupId, lead);
    await toggle(groupId, newcomer);

    const changes = await waitFor(
      () => {
        const seen = recorder.of('groups.leadership.changed').filter((e) => e.data.groupId === groupId);
        return seen.length === 2 ? seen : undefined;
      },
      { what: 'two leadership events' },
    );
    expect(changes.map((e) => [e.data.userId, e.data.memberName, e.data.otherLeaderUserIds])).toEqual([
      [lead.user.userId, 'First Leader', []],
      [newcomer.user.userId, 'New Leader', [lead.user.userId]],
    ]);

    const reads = () => recorder.of('groups.member_emails.read').filter((e) => e.data.groupId === groupId);
    await emailsOf(groupId, newcomer);
    await emailsOf(groupId, newcomer);
    await waitFor(() => reads().length === 1, { what: 'the first read announced' });
    expect(reads()[0]!.data).toMatchObject({
      leaderUserId: newcomer.user.userId,
      leaderName: 'New Leader',
      shownCount: 1,
      hiddenCount: 1,
    });
    expect(JSON.stringify(reads()[0]!.data)).not.toContain('@');

    // Stopping and leading again is a new leadership: its first read is announced again.
    await toggle(groupId, newcomer);
    await toggle(groupId, newcomer);
    await emailsOf(groupId, newcomer);
    await waitFor(() => reads().length === 2, { what: 'the second leadership’s first read' });
    await new Promise((r) => setTimeout(r, 300));
    expect(reads()).toHaveLength(2);
  });
});

describe('sending through Research Connect', () => {
  it('reaches every other member, hidden ones included, without any address', async () => {
    const groupId = await createGroup(app);
    const alice = await researcher(app, ns, { name: 'Alice Leader' });
    const bob = await researcher(app, ns, { email: 'bob@example.edu', emailVisibleToMembers: false });
    const carol = await researcher(app, ns, { email: 'carol@example.edu' });
    for (const r of [alice, bob, carol]) await join(groupId, r);

    const notLeader = await send(groupId, alice, { message: 'Hello' });
    expect(notLeader.statusCode).toBe(403);
    expect(notLeader.json().message).toBe('Only group leaders can email members');
    await toggle(groupId, alice);

    const blank = await send(groupId, alice, { subject: 'Hi', message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch('Please write a message to the group');

    const sent = await send(groupId, alice, { subject: '  ', message: 'We meet on Friday.' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: 'Research Connect is emailing your message to 2 members.',
      recipientCount: 2,
    });
    const [event] = await waitFor(
      () => {
        const seen = recorder.of('groups.members.emailed').filter((e) => e.data.groupId === groupId);
        return seen.length ? seen : undefined;
      },
      { what: 'the message event' },
    );
    const groupName = (await emailsOf(groupId, alice)).groupName;
    expect(event!.data).toMatchObject({
      fromUserId: alice.user.userId,
      fromName: 'Alice Leader',
      groupName,
      subject: `Message from ${groupName}`,
      message: 'We meet on Friday.',
    });
    expect([...event!.data.recipientUserIds].sort()).toEqual([bob.user.userId, carol.user.userId].sort());
    expect(JSON.stringify(event!.data)).not.toContain('@');

    // "Download my data" gives the leader the messages they sent (and the purge removes the same).
    const data = await app.inject({
      method: 'GET',
      url: `/internal/personal-data/${alice.user.userId}`,
      headers: { 'x-user-context': await signServiceToken('gateway', TEST_SECRET) },
    });
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json().messagesSent).toEqual([
      expect.objectContaining({ id: event!.data.emailId, groupId, groupName, recipientCount: 2 }),
    ]);
  });

  it('is limited per leader, across their groups', async () => {
    const [g1, g2] = [await createGroup(app), await createGroup(app)];
    const lead = await researcher(app, ns);
    const member = await researcher(app, ns);
    for (const g of [g1, g2]) {
      await join(g, lead);
      await join(g, member);
      await toggle(g, lead);
    }
    // Sent at once: the count holds under concurrency.
    const answers = await Promise.all(
      Array.from({ length: GROUP_EMAIL_LIMIT.max + 2 }, (_, i) =>
        send(i % 2 ? g1 : g2, lead, { message: `Note ${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(GROUP_EMAIL_LIMIT.max);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json()).toMatchObject({ code: 'TOO_MANY_GROUP_EMAILS' });
    expect(refused[0]!.json().message).toMatch(/Try again in 60 minutes/);

    // Another leader is not held back by it.
    const other = await researcher(app, ns);
    await join(g1, other);
    await toggle(g1, other);
    expect((await send(g1, other, { message: 'Mine' })).statusCode).toBe(200);
  });

  it('says so when the leader is the only member', async () => {
    const groupId = await createGroup(app);
    const alone = await researcher(app, ns);
    await join(groupId, alone);
    await toggle(groupId, alone);
    const res = await send(groupId, alone, { message: 'Anyone?' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NO_OTHER_MEMBERS',
      message: 'You are the only member of this group.',
    });
    expect(await app.db('member_emails_sent').where({ groupId })).toEqual([]);
  });

  it('answers 404 for a group that does not exist', async () => {
    const r = await researcher(app, ns);
    expect((await send(randomUUID(), r, { message: 'x' })).statusCode).toBe(404);
  });
});
