import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@app/contracts/events';
import { asUser, publishEvent, testUser, waitFor } from '@app/service-kit/testing';
import { startDevInbox, type DevInbox } from '../../../infra/dev-inbox/src/app';
import {
  person,
  register,
  rowsOf,
  startService,
  waitForRecipient,
  waitForRows,
  type Harness,
  type Person,
} from './helpers';

let inbox: DevInbox;
let h: Harness;

beforeAll(async () => {
  inbox = await startDevInbox({ smtpPort: 0, httpPort: 0 });
  h = await startService({ SMTP_URL: inbox.smtpUrl });
});
afterAll(async () => {
  await h?.close();
  await inbox?.close();
});

const mailTo = (p: Person) => inbox.store.list().filter((m) => m.to.includes(p.email));

async function newPerson(first: string, preference?: 'immediate' | 'daily' | 'weekly' | 'off') {
  const p = person(first);
  await register(h.ns, p);
  await waitForRecipient(h.app, p.userId);
  if (preference) {
    await h.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: await asUser(testUser({ userId: p.userId })),
      payload: { email: preference },
    });
  }
  return p;
}

describe("a leader's message sent through Research Connect", () => {
  it('is mailed at once to each other member, without showing an address, and only once', async () => {
    const leader = await newPerson('Alice');
    const [bob, carol] = [await newPerson('Bob'), await newPerson('Carol', 'weekly')];
    const message = {
      emailId: randomUUID(),
      groupId: randomUUID(),
      groupName: 'TPACK research group',
      fromUserId: leader.userId,
      fromName: 'Alice Leader',
      recipientUserIds: [bob.userId, carol.userId],
      subject: 'Friday reading group',
      message: 'We meet at 3 pm <b>sharp</b>.',
      at: new Date().toISOString(),
    } satisfies EventData<'groups.members.emailed'>;
    await publishEvent(h.ns, 'groups.members.emailed', message);
    // The same message again (a redelivery, a replayed stream): nobody gets it twice.
    await publishEvent(h.ns, 'groups.members.emailed', message);

    for (const p of [bob, carol]) {
      const mail = await inbox.waitForMessage((m) => m.to.includes(p.email));
      expect(mail.subject).toBe('Friday reading group');
      expect(mail.text).toContain(
        "Alice Leader, a leader of TPACK research group, wrote to the group's members:",
      );
      expect(mail.text).toContain('We meet at 3 pm <b>sharp</b>.');
      expect(mail.html).toContain('We meet at 3 pm &lt;b&gt;sharp&lt;/b&gt;.');
      expect(mail.text).toContain('Your email address was not shown to them.');
      expect(mail.text).not.toContain(leader.email);
      const [row] = await waitForRows(h.app, p.userId, 1);
      expect(row).toMatchObject({
        type: 'group_message',
        title: 'Friday reading group',
        delivery: 'immediate',
      });
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(mailTo(bob)).toHaveLength(1);
    expect(mailTo(carol)).toHaveLength(1);
    expect(await rowsOf(h.app, bob.userId)).toHaveLength(1);
    expect(mailTo(leader)).toEqual([]);
    expect(await rowsOf(h.app, leader.userId)).toEqual([]);
  });

  it('reaches someone who turned emails off in the app only', async () => {
    const quiet = await newPerson('Quinn', 'off');
    await publishEvent(h.ns, 'groups.members.emailed', {
      emailId: randomUUID(),
      groupId: randomUUID(),
      groupName: 'Robotics',
      fromUserId: randomUUID(),
      fromName: 'Rae Leader',
      recipientUserIds: [quiet.userId],
      subject: 'Hello',
      message: 'Welcome.',
      at: new Date().toISOString(),
    });
    const [row] = await waitForRows(h.app, quiet.userId, 1);
    expect(row).toMatchObject({ type: 'group_message', delivery: 'none' });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailTo(quiet)).toEqual([]);
  });
});

describe('someone becoming a leader', () => {
  it('is told to the group’s other leaders, and stopping to lead tells nobody', async () => {
    const [lead1, lead2, newcomer] = [await newPerson('Lee'), await newPerson('Mo'), await newPerson('Ned')];
    const change = (isLeader: boolean) =>
      ({
        groupId: randomUUID(),
        groupName: 'Equity in STEM',
        userId: newcomer.userId,
        profileId: newcomer.profileId,
        isLeader,
        memberName: 'Ned Newcomer',
        otherLeaderUserIds: [lead1.userId, lead2.userId, newcomer.userId],
        at: new Date().toISOString(),
      }) satisfies EventData<'groups.leadership.changed'>;
    await publishEvent(h.ns, 'groups.leadership.changed', change(false));
    await publishEvent(h.ns, 'groups.leadership.changed', change(true));
    for (const l of [lead1, lead2]) {
      const rows = await waitForRows(h.app, l.userId, 1);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'group_leader_added',
        title: 'Ned Newcomer became a leader of Equity in STEM',
        link: '/research-groups',
      });
      expect(rows[0].message).toContain('Leaders can email the group');
    }
    await waitFor(async () => (await rowsOf(h.app, lead1.userId)).length === 1);
    expect(await rowsOf(h.app, newcomer.userId)).toEqual([]);
  });
});
