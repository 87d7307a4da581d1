import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, publishEvent, sleep, testUser, waitFor } from '@app/service-kit/testing';
import { startDevInbox, type DevInbox } from '../../../infra/dev-inbox/src/app';
import type { StoredMessage } from '../../../infra/dev-inbox/src/message-store';
import { digestSchedulers } from '../src/mail/jobs';
import {
  PUBLIC_URL,
  connectionEvent,
  insertNotification,
  groupJoined,
  memberJoined,
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
  h = await startService({
    SMTP_URL: inbox.smtpUrl,
    DIGEST_DAILY_CRON: '0 8 * * *',
    DIGEST_WEEKLY_CRON: '0 8 * * 1',
    DIGEST_TZ: 'Australia/Sydney',
  });
});
afterAll(async () => {
  await h?.close();
  await inbox?.close();
});

const mailTo = (p: Person) => inbox.store.list().filter((m) => m.to.includes(p.email));
const waitForMail = (p: Person, match: (m: StoredMessage) => boolean = () => true) =>
  inbox.waitForMessage((m) => m.to.includes(p.email) && match(m));

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

/** Waits until every mail job has finished (the schedulers' next runs aside). */
async function mailQueueSettled() {
  const q = h.app.mail.queue.queue;
  await waitFor(
    async () => {
      const c = await q.getJobCounts('waiting', 'active', 'prioritized');
      const delayed = (await q.getDelayed()).filter((j) => !j.repeatJobKey);
      return delayed.length === 0 && Object.values(c).every((n) => n === 0);
    },
    { what: 'the mail queue to settle' },
  );
}

/** The SMTP server has the mail a moment before the sending transaction commits. */
const emailSent = (id: string) =>
  waitFor(async () => (await h.app.db('notifications').where({ id }).first()).emailSent === true, {
    what: `notification ${id} marked as mailed`,
  });

function unsubscribeUrlOf(m: StoredMessage): string {
  const header = m.headers['list-unsubscribe'];
  expect(header).toMatch(/^<.+>$/);
  return header!.slice(1, -1);
}

describe('immediate emails', () => {
  it('mails a request at once with a text and an HTML part and the unsubscribe headers', async () => {
    const asked = await newPerson('Ada');
    const asker = person('Bo <b>Bold</b>');
    const event = connectionEvent(asker, asked, { message: 'Loved your paper on "TPACK" & robots' });
    await publishEvent(h.ns, 'networking.connection.requested', event);

    const mail = await waitForMail(asked);
    expect(mail.subject).toBe(`Connection request from ${asker.name}`);
    expect(mail.from).toBe('no-reply@research-connect.local');
    expect(mail.text).toContain(`Hi Ada,`);
    expect(mail.text).toContain(`${asker.name} would like to connect with you on Research Connect.`);
    expect(mail.text).toContain(`Review the request: ${PUBLIC_URL}/`);
    expect(mail.html).toContain('Research Connect');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/"`);
    // Everything the requester wrote is escaped in the HTML.
    expect(mail.html).toContain('Bo &lt;b&gt;Bold&lt;/b&gt;');
    expect(mail.html).toContain('&quot;TPACK&quot; &amp; robots');
    expect(mail.html).not.toContain('<b>Bold</b>');

    const unsubscribe = unsubscribeUrlOf(mail);
    expect(unsubscribe).toMatch(new RegExp(`^${PUBLIC_URL}/api/notifications/unsubscribe\\?token=`));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain(unsubscribe.replace(/&/g, '&amp;'));
    expect(mail.text).toContain(unsubscribe);
    expect(mail.text).toContain('Requests are emailed straight away; other news comes in your daily digest.');
    expect(mail.messageId).toMatch(/^<notification\.[0-9a-f-]+@research-connect\.local>$/);

    const [row] = await rowsOf(h.app, asked.userId);
    await emailSent(row.id);
    expect((await rowsOf(h.app, asked.userId))[0].emailedAt).not.toBeNull();
  });

  it('keeps other news for the digest, mails everything to immediate users, and nothing when off', async () => {
    const [daily, eager, quiet] = [
      await newPerson('Cy'),
      await newPerson('Dee', 'immediate'),
      await newPerson('Eli', 'off'),
    ];
    const joiner = person('Fay');
    await publishEvent(h.ns, 'projects.member.joined', memberJoined(daily, joiner));
    await publishEvent(h.ns, 'projects.member.joined', memberJoined(eager, joiner));
    await publishEvent(h.ns, 'networking.connection.requested', connectionEvent(joiner, quiet));
    await waitForRows(h.app, daily.userId, 1);
    await waitForRows(h.app, quiet.userId, 1);

    const mail = await waitForMail(eager);
    expect(mail.subject).toBe(`${joiner.name} joined your project`);
    expect(mail.text).toContain('you asked Research Connect to email you about each notification');
    await mailQueueSettled();
    expect(mailTo(daily)).toEqual([]);
    expect(mailTo(quiet)).toEqual([]);
  });

  it('always mails an administrator’s message, even to someone who turned emails off', async () => {
    const p = await newPerson('Gus', 'off');
    await publishEvent(h.ns, 'admin.email.requested', {
      emailId: randomUUID(),
      toUserId: p.userId,
      toEmail: p.email,
      toName: p.name,
      subject: 'About your account',
      message: 'Line one <script>\nLine two',
      fromAdminUserId: randomUUID(),
      fromAdminName: 'Site admin',
    });
    const mail = await waitForMail(p);
    expect(mail.subject).toBe('About your account');
    expect(mail.text).toContain('Line one <script>\nLine two');
    expect(mail.html).toContain('Line one &lt;script&gt;<br>Line two');
    expect(mail.text).toContain(
      'Messages from administrators are emailed even when notification emails are turned off.',
    );
    expect(mail.headers['list-unsubscribe']).toBeDefined();
  });

  it('tells, by notification and by email, someone whose typed ORCID iD another account proved', async () => {
    const p = await newPerson('Iris', 'off');
    await publishEvent(h.ns, 'profile.orcid_link.taken_over', {
      orcidId: '0000-0004-2010-1079',
      fromUserId: p.userId,
      fromProfileId: randomUUID(),
      toUserId: randomUUID(),
    });
    const mail = await waitForMail(p);
    expect(mail.subject).toBe('Your ORCID iD 0000-0004-2010-1079 is now linked to another account');
    expect(mail.text).toContain('proved through ORCID');
    expect(mail.text).toContain('Everything you entered yourself is kept');
    expect(mail.text).toContain('To link a different iD');
    const [row] = await rowsOf(h.app, p.userId);
    expect(row).toMatchObject({ type: 'orcid_link_taken_over', isRead: false, link: '/' });
  });

  it('queues an immediate email that missed the queue when the sweeper runs', async () => {
    const p = await newPerson('Hal', 'immediate');
    // As if Redis had been down when the notification was written: a row with no job.
    const row = await insertNotification(h.app, p.userId, {
      type: 'group_member_joined',
      title: 'Kim joined TPACK research group',
      message: 'Kim is now a member of TPACK research group, a research group you lead.',
      link: '/research-groups',
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(await h.app.mail.sweeper.sweep()).toBe(1);
    const mail = await waitForMail(p);
    expect(mail.subject).toBe('Kim joined TPACK research group');
    await emailSent(row.id);
    expect(await h.app.mail.sweeper.sweep()).toBe(0);
  });
});

describe('digests', () => {
  it('are started by job schedulers on the configured crons in the configured time zone', async () => {
    const queue = h.app.mail.queue.queue;
    const daily = await waitFor(() => queue.getJobScheduler(digestSchedulers.daily));
    const weekly = await waitFor(() => queue.getJobScheduler(digestSchedulers.weekly));
    expect(daily).toMatchObject({ pattern: '0 8 * * *', tz: 'Australia/Sydney' });
    expect(weekly).toMatchObject({ pattern: '0 8 * * 1', tz: 'Australia/Sydney' });
  });

  it('gather several notifications into one email, and never send them again', async () => {
    const me = await newPerson('Ivy');
    const [a, b, c] = [person('Jo'), person('Kai'), person('Lee')];
    await publishEvent(h.ns, 'projects.member.joined', memberJoined(me, a));
    await publishEvent(h.ns, 'groups.member.joined', groupJoined(b, [me]));
    await publishEvent(h.ns, 'networking.connection.accepted', {
      ...connectionEvent(me, c),
      status: 'accepted',
      actorUserId: c.userId,
    });
    await waitForRows(h.app, me.userId, 3);

    const day1 = new Date('2030-03-04T21:00:00Z'); // 8 am on 5 March in Sydney
    await h.app.mail.queue.runDigests('daily', day1);
    const digest = await waitForMail(me);
    expect(digest.subject).toBe('Your daily Research Connect digest: 3 new notifications');
    for (const title of [`${a.name} joined your project`, `${b.name} joined TPACK research group`]) {
      expect(digest.text).toContain(title);
      expect(digest.html).toContain(title);
    }
    expect(digest.text).toContain(`${c.name} accepted your connection request`);
    expect(digest.text!.indexOf('ANSWERS TO YOUR REQUESTS')).toBeLessThan(
      digest.text!.indexOf('YOUR PROJECTS'),
    );
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(digest.messageId).toContain('daily-2030-03-05');
    for (const r of await rowsOf(h.app, me.userId)) await emailSent(r.id);

    // The same run again, and the next day's run with nothing new: no more email.
    await h.app.mail.queue.runDigests('daily', day1);
    await h.app.mail.queue.runDigests('daily', new Date('2030-03-05T21:00:00Z'));
    await mailQueueSettled();
    expect(mailTo(me)).toHaveLength(1);

    // Something new: the next digest lists only that.
    const d = person('Max');
    await publishEvent(h.ns, 'projects.member.joined', memberJoined(me, d));
    await waitForRows(h.app, me.userId, 4);
    await h.app.mail.queue.runDigests('daily', new Date('2030-03-06T21:00:00Z'));
    const next = await waitForMail(me, (m) => m.id !== digest.id);
    expect(next.subject).toBe('Your daily Research Connect digest: 1 new notification');
    expect(next.text).toContain(`${d.name} joined your project`);
    expect(next.text).not.toContain(a.name);
  });

  it('go only to people on that period, and leave out what they have read', async () => {
    const [weeklyPerson, reader] = [await newPerson('Ned', 'weekly'), await newPerson('Oli')];
    await publishEvent(h.ns, 'projects.member.joined', memberJoined(weeklyPerson, person('Pia')));
    await publishEvent(h.ns, 'projects.member.joined', memberJoined(reader, person('Quin')));
    await waitForRows(h.app, weeklyPerson.userId, 1);
    const [read] = await waitForRows(h.app, reader.userId, 1);
    await h.app.db('notifications').where({ id: read.id }).update({ isRead: true });

    await h.app.mail.queue.runDigests('daily', new Date('2031-01-01T00:00:00Z'));
    await mailQueueSettled();
    expect(mailTo(weeklyPerson)).toEqual([]);
    expect(mailTo(reader)).toEqual([]);

    await h.app.mail.queue.runDigests('weekly', new Date('2031-01-05T21:00:00Z'));
    const weekly = await waitForMail(weeklyPerson);
    expect(weekly.subject).toBe('Your weekly Research Connect digest: 1 new notification');
  });
});

describe('unsubscribe', () => {
  async function unsubscribeLink(p: Person): Promise<string> {
    await publishEvent(h.ns, 'networking.connection.requested', connectionEvent(person('Ray'), p));
    const mail = await waitForMail(p);
    const url = new URL(unsubscribeUrlOf(mail));
    return `${url.pathname}${url.search}`;
  }
  const preferenceOf = async (p: Person) =>
    (await h.app.db('notificationPreferences').where({ userId: p.userId }).first())?.email ?? 'daily';

  it('shows a confirmation page on GET that changes nothing, and turns emails off on one-click POST', async () => {
    const p = await newPerson('Sam');
    const path = await unsubscribeLink(p);

    const page = await h.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post" action="?token=');
    expect(page.body).toContain('Unsubscribe</button>');
    expect(await preferenceOf(p)).toBe('daily');

    // What a mail client sends for RFC 8058 one-click unsubscribe: no cookie, no login.
    const oneClick = await h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({
      success: true,
      message: 'You are unsubscribed from notification emails.',
    });
    expect(await preferenceOf(p)).toBe('off');

    // A request addressed to them is no longer mailed.
    await publishEvent(h.ns, 'networking.connection.requested', connectionEvent(person('Tia'), p));
    await waitForRows(h.app, p.userId, 2);
    await mailQueueSettled();
    expect(mailTo(p)).toHaveLength(1);
  });

  it('answers the confirmation form with a page', async () => {
    const p = await newPerson('Uma');
    const path = await unsubscribeLink(p);
    const res = await h.app.inject({
      method: 'POST',
      url: path,
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('You are unsubscribed');
    expect(await preferenceOf(p)).toBe('off');
  });

  it('refuses a tampered or missing token and changes nothing', async () => {
    const p = await newPerson('Val');
    const path = await unsubscribeLink(p);
    const last = path.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${path.slice(0, -1)}${last}`;
    const otherUser = path.replace(p.userId, randomUUID());

    for (const url of [
      tampered,
      otherUser,
      '/api/notifications/unsubscribe',
      '/api/notifications/unsubscribe?token=x',
    ]) {
      const page = await h.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(400);
      expect(page.body).toContain('This unsubscribe link is not valid');

      const post = await h.app.inject({ method: 'POST', url });
      expect(post.statusCode, url).toBe(400);
      expect(post.json()).toMatchObject({
        code: 'INVALID_UNSUBSCRIBE_TOKEN',
        message: 'This unsubscribe link is not valid.',
      });
    }
    expect(await preferenceOf(p)).toBe('daily');
  });
});

describe('the same email is never sent twice', () => {
  it('even when its job runs again after it was sent', async () => {
    const p = await newPerson('Wes');
    await publishEvent(h.ns, 'networking.connection.requested', connectionEvent(person('Xia'), p));
    const [row] = await waitForRows(h.app, p.userId, 1);
    await waitForMail(p);
    // A retried or duplicated job (say the worker died before acknowledging it) re-checks the row.
    expect(await h.app.mail.delivery.sendNotification(row.id)).toBe('already-sent');
    await Promise.all([
      h.app.mail.delivery.sendNotification(row.id),
      h.app.mail.delivery.sendNotification(row.id),
    ]);
    await sleep(200);
    expect(mailTo(p)).toHaveLength(1);
  });

  it('even when two workers race for a notification not mailed yet', async () => {
    const p = await newPerson('Yan');
    const row = await insertNotification(h.app, p.userId, { mailQueuedAt: new Date().toISOString() });
    const outcomes = await Promise.all([1, 2, 3].map(() => h.app.mail.delivery.sendNotification(row.id)));
    expect(outcomes.sort()).toEqual(['already-sent', 'already-sent', 'sent']);
    await waitForMail(p);
    await sleep(200);
    expect(mailTo(p)).toHaveLength(1);
  });
});
