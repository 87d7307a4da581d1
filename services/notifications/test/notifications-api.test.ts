import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationResponse } from '@app/contracts/notifications/http';
import {
  asUser,
  at,
  deliverEvent,
  publishEvent,
  testUser,
  testUserSnapshot,
  uniqueName,
  waitFor,
} from '@app/service-kit/testing';
import {
  connectionEvent,
  insertNotification,
  groupJoined,
  memberJoined,
  person,
  rowsOf,
  startService,
  waitForConsumerIdle,
  waitForRows,
  type Harness,
  type Person,
} from './helpers';

let h: Harness;

beforeAll(async () => {
  // No SMTP server is needed here: mail jobs simply wait in the queue.
  h = await startService({ MAIL_WORKER_ENABLED: 'false' });
});
afterAll(async () => {
  await h?.close();
});

const headersOf = (p: Person) => asUser(testUser({ userId: p.userId, email: p.email }));

async function get(p: Person, url: string) {
  return h.app.inject({ method: 'GET', url, headers: await headersOf(p) });
}

describe('the service', () => {
  it('serves every route of its catalogue and is ready', async () => {
    expect(h.app.unservedCatalogueRoutes()).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('notifications from events', () => {
  it('creates exactly one notification for an event delivered twice', async () => {
    const [asker, asked] = [person('Ada'), person('Bo')];
    const data = connectionEvent(asker, asked);
    const eventId = randomUUID();
    await publishEvent(h.ns, 'networking.connection.requested', data, { id: eventId });
    await publishEvent(h.ns, 'networking.connection.requested', data, { id: eventId });
    await waitForRows(h.app, asked.userId, 1);
    await waitForConsumerIdle(h.app, h.ns, 'networking');

    const rows = await rowsOf(h.app, asked.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'connection_request',
      relatedConnectionId: data.connectionId,
      relatedProjectId: null,
      title: `Connection request from ${asker.name}`,
      delivery: 'immediate',
    });
    expect(await rowsOf(h.app, asker.userId)).toHaveLength(0);
  });

  it('marks a request’s notification read once it is answered, wherever it was answered', async () => {
    for (const [asked, answer, type] of [
      ['networking.connection.requested', 'networking.connection.accepted', 'connection_request'],
      ['networking.connection.requested', 'networking.connection.declined', 'connection_request'],
      [
        'networking.supervisor_request.created',
        'networking.supervisor_request.declined',
        'supervisor_request',
      ],
    ] as const) {
      const [asker, addressee] = [person('Cy'), person('Di')];
      const data = connectionEvent(asker, addressee);
      await publishEvent(h.ns, asked, data);
      const [row] = await waitForRows(h.app, addressee.userId, 1);
      expect(row).toMatchObject({ type, isRead: false });
      await publishEvent(h.ns, answer, data);
      await waitFor(async () => (await rowsOf(h.app, addressee.userId))[0]?.isRead === true, {
        what: `${type} marked read after ${answer}`,
      });
      const count = await h.app.inject({
        method: 'GET',
        url: '/api/notifications/count',
        headers: await asUser(testUser({ userId: addressee.userId })),
      });
      expect(count.json().count).toBe(0);
    }
  });

  it('writes the notifications of events that arrived together in shared transactions, each once', async () => {
    // Published before the service starts, so they arrive together; the same people recur.
    const ns = uniqueName('nt');
    const asker = person('Di');
    const asked = [person('Ed'), person('Flo'), person('Gus')];
    const events = Array.from({ length: 30 }, (_, i) => connectionEvent(asker, at(asked, i % asked.length)));
    const eventIds: string[] = [];
    for (const data of events)
      eventIds.push((await publishEvent(ns, 'networking.connection.requested', data)).id);
    const late = await startService({ MAIL_WORKER_ENABLED: 'false' }, ns);
    try {
      for (const p of asked) await waitForRows(late.app, p.userId, 10);
      await waitForConsumerIdle(late.app, ns, 'networking');
      const notified: Array<{ relatedConnectionId: string }> = await late.app.db('notifications');
      expect(notified.map((r) => r.relatedConnectionId).sort()).toEqual(
        events.map((e) => e.connectionId).sort(),
      );
      // Each event is recorded as processed in the transaction that applied it (rows never updated).
      const processed: Array<{ tx: string }> = await late.app
        .db('processed_events')
        .whereIn('eventId', eventIds)
        .select(late.app.db.raw('xmin::text AS tx'));
      expect(processed).toHaveLength(events.length);
      expect(new Set(processed.map((r) => r.tx)).size).toBeLessThan(events.length);
      const recipient = await late.app.db('recipients').where({ userId: asker.userId }).first();
      expect(recipient).toMatchObject({ email: asker.email, displayName: asker.name });
    } finally {
      await late.close();
    }
  });

  it('mails one admin message once even if admin publishes the same email twice', async () => {
    const to = person('Cy');
    const data = {
      emailId: randomUUID(),
      toUserId: to.userId,
      toEmail: to.email,
      toName: to.name,
      subject: 'Your account',
      message: 'Welcome aboard.\nThe admin team',
      fromAdminUserId: randomUUID(),
      fromAdminName: 'Admin',
    };
    await publishEvent(h.ns, 'admin.email.requested', data);
    await publishEvent(h.ns, 'admin.email.requested', data);
    await waitForRows(h.app, to.userId, 1);
    await waitForConsumerIdle(h.app, h.ns, 'admin');
    const rows = await rowsOf(h.app, to.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'admin_message',
      title: 'Your account',
      message: 'Welcome aboard.\nThe admin team',
    });
  });

  it('tells the person asked about a request, and the person who asked about the answer', async () => {
    const [student, supervisor] = [person('Dee'), person('Eli')];
    const asked = connectionEvent(student, supervisor, {
      connectionType: 'supervisor_request',
      thesisTitle: 'Teachers and robots',
      researchArea: 'STEM education',
    });
    await publishEvent(h.ns, 'networking.supervisor_request.created', asked);
    const [request] = await waitForRows(h.app, supervisor.userId, 1);
    expect(request).toMatchObject({ type: 'supervisor_request', relatedConnectionId: asked.connectionId });
    expect(request.message).toContain('“Teachers and robots” in STEM education');

    await publishEvent(h.ns, 'networking.supervisor_request.accepted', {
      ...asked,
      status: 'accepted',
      actorUserId: supervisor.userId,
    });
    const [answer] = await waitForRows(h.app, student.userId, 1);
    expect(answer).toMatchObject({
      type: 'supervisor_request_accepted',
      relatedConnectionId: asked.connectionId,
      title: `${supervisor.name} agreed to supervise your thesis`,
      delivery: 'digest',
    });
  });

  it("tells a project's owner who joined, and its members that it is complete", async () => {
    const [owner, member, other] = [person('Fay'), person('Gus'), person('Hal')];
    const joined = memberJoined(owner, member);
    await publishEvent(h.ns, 'projects.member.joined', joined);
    const [n] = await waitForRows(h.app, owner.userId, 1);
    expect(n).toMatchObject({
      type: 'project_member_joined',
      relatedProjectId: joined.projectId,
      link: `/research-projects/${joined.projectId}`,
    });

    const now = new Date().toISOString();
    await publishEvent(h.ns, 'projects.project.completed', {
      projectId: joined.projectId,
      title: joined.projectTitle,
      description: 'd',
      duration: null,
      status: 'completed',
      categories: [],
      isPublic: true,
      ownerUserId: owner.userId,
      ownerProfileId: owner.profileId,
      memberUserIds: [member.userId, other.userId],
      createdAt: now,
      updatedAt: now,
    });
    await waitForRows(h.app, member.userId, 1);
    const [done] = await waitForRows(h.app, other.userId, 1);
    expect(done).toMatchObject({ type: 'project_completed', relatedProjectId: joined.projectId });
    await waitForConsumerIdle(h.app, h.ns, 'projects');
    // The owner completed it: they hear only about the member who joined.
    expect((await rowsOf(h.app, owner.userId)).map((r) => r.type)).toEqual(['project_member_joined']);
  });

  it('tells the leaders of a group who joined, not the person joining', async () => {
    const [leader1, leader2, joiner] = [person('Ivy'), person('Jo'), person('Kai')];
    await publishEvent(h.ns, 'groups.member.joined', groupJoined(joiner, [leader1, leader2, joiner]));
    const [n] = await waitForRows(h.app, leader1.userId, 1);
    expect(n).toMatchObject({
      type: 'group_member_joined',
      title: `${joiner.name} joined TPACK research group`,
    });
    await waitForRows(h.app, leader2.userId, 1);
    await waitForConsumerIdle(h.app, h.ns, 'groups');
    expect(await rowsOf(h.app, joiner.userId)).toHaveLength(0);
  });
});

describe('GET /api/notifications, count, read and clear', () => {
  async function seedThree(p: Person): Promise<NotificationResponse[]> {
    for (const from of [person('Lee'), person('Max'), person('Ned')]) {
      await publishEvent(h.ns, 'networking.connection.requested', connectionEvent(from, p));
    }
    await waitForRows(h.app, p.userId, 3);
    return (await get(p, '/api/notifications')).json();
  }

  it('lists the signed-in person’s notifications newest first, and counts the unread', async () => {
    const me = person('Oli');
    const list = await seedThree(me);
    expect(list).toHaveLength(3);
    const times = list.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list[0]).toEqual({
      id: expect.any(String),
      type: 'connection_request',
      title: expect.stringContaining('Connection request from'),
      message: expect.any(String),
      createdAt: expect.any(String),
      isRead: false,
      relatedConnectionId: expect.any(String),
      relatedProjectId: null,
      link: '/',
    });
    expect((await get(me, '/api/notifications?limit=2')).json()).toHaveLength(2);
    expect((await get(me, '/api/notifications/count')).json()).toEqual({ count: 3 });
    expect((await get(person('Pia'), '/api/notifications/count')).json()).toEqual({ count: 0 });
  });

  it('marks one’s own notification read, and refuses anyone else’s', async () => {
    const me = person('Quin');
    const [first] = await seedThree(me);
    const stranger = person('Ray');
    const refused = await h.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${first!.id}/read`,
      headers: await headersOf(stranger),
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await get(me, '/api/notifications/count')).json()).toEqual({ count: 3 });

    const read = await h.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${first!.id}/read`,
      headers: await headersOf(me),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first!.id, isRead: true });
    expect((await get(me, '/api/notifications/count')).json()).toEqual({ count: 2 });
  });

  it('clears only the signed-in person’s notifications', async () => {
    const [me, other] = [person('Sam'), person('Tia')];
    await seedThree(me);
    await publishEvent(h.ns, 'networking.connection.requested', connectionEvent(person('Uma'), other));
    await waitForRows(h.app, other.userId, 1);

    const res = await h.app.inject({
      method: 'DELETE',
      url: '/api/notifications/clear',
      headers: await headersOf(me),
    });
    expect(res.json()).toEqual({ success: true, message: 'Notifications cleared', deleted: 3 });
    expect((await get(me, '/api/notifications')).json()).toEqual([]);
    expect((await get(other, '/api/notifications')).json()).toHaveLength(1);
  });

  it('refuses callers who are not signed in, and bad ids or limits', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/count'],
      ['PATCH', `/api/notifications/${randomUUID()}/read`],
      ['DELETE', '/api/notifications/clear'],
      ['GET', '/api/notifications/preferences'],
      ['PUT', '/api/notifications/preferences'],
    ] as const) {
      expect((await h.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    const me = person('Val');
    const badId = await h.app.inject({
      method: 'PATCH',
      url: '/api/notifications/not-a-uuid/read',
      headers: await headersOf(me),
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('The id must be a UUID');
    const badLimit = await get(me, '/api/notifications?limit=0');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toBe('Limit must be at least 1');
  });
});

describe('email preferences', () => {
  it('default to a daily digest and can be changed', async () => {
    const me = person('Wes');
    expect((await get(me, '/api/notifications/preferences')).json()).toEqual({ email: 'daily' });
    const put = await h.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: await headersOf(me),
      payload: { email: 'weekly' },
    });
    expect(put.json()).toEqual({ email: 'weekly' });
    expect((await get(me, '/api/notifications/preferences')).json()).toEqual({ email: 'weekly' });
    expect((await get(person('Xia'), '/api/notifications/preferences')).json()).toEqual({ email: 'daily' });
  });

  it('refuses a value that is not one of the four', async () => {
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: await headersOf(person('Yan')),
      payload: { email: 'hourly' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Email preference must be one of immediate, daily, weekly or off');
  });

  it('decide how new notifications are mailed', async () => {
    const [offUser, immediateUser] = [person('Zed'), person('Abe')];
    for (const [p, email] of [
      [offUser, 'off'],
      [immediateUser, 'immediate'],
    ] as const) {
      await h.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: await headersOf(p),
        payload: { email },
      });
    }
    const owner = person('Bea');
    await publishEvent(h.ns, 'networking.connection.requested', connectionEvent(owner, offUser));
    await publishEvent(h.ns, 'projects.member.joined', memberJoined(immediateUser, owner));
    const [off] = await waitForRows(h.app, offUser.userId, 1);
    const [immediate] = await waitForRows(h.app, immediateUser.userId, 1);
    expect(off.delivery).toBe('none');
    expect(immediate.delivery).toBe('immediate');
    // The immediate one was queued after its transaction committed.
    await waitFor(
      async () => (await h.app.db('notifications').where({ id: immediate.id }).first()).mailQueuedAt,
    );
    expect(await h.app.mail.queue.queue.getJob(`notification-${immediate.id}`)).toBeDefined();
    expect(await h.app.mail.queue.queue.getJob(`notification-${off.id}`)).toBeUndefined();
  });
});

describe('the recipients read model and account deletion', () => {
  const snapshot = (p: Person, firstName: string) =>
    testUserSnapshot({ userId: p.userId, email: p.email, firstName, lastName: 'Researcher' });

  it('applies a user snapshot only when it is newer than the one held', async () => {
    const p = person('Cal');
    const newer = await publishEvent(h.ns, 'identity.user.updated', snapshot(p, 'Newer'));
    await waitFor(() => h.app.db('recipients').where({ userId: p.userId, firstName: 'Newer' }).first());
    // A late redelivery of an older snapshot.
    const older = {
      ...newer,
      id: randomUUID(),
      type: 'identity.user.registered',
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
      data: snapshot(p, 'Older'),
    };
    await h.app.nc.jetstream().publish(`${h.ns}.identity.user.registered`, JSON.stringify(older));
    await waitForConsumerIdle(h.app, h.ns, 'identity');
    expect((await h.app.db('recipients').where({ userId: p.userId }).first()).firstName).toBe('Newer');
  });

  it('purges everything about a deleted person, and a late event brings nothing back', async () => {
    const p = person('Dan');
    await h.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: await headersOf(p),
      payload: { email: 'immediate' },
    });
    await publishEvent(h.ns, 'identity.user.registered', snapshot(p, 'Dan'));
    await publishEvent(h.ns, 'networking.connection.requested', connectionEvent(person('Eve'), p));
    const [n] = await waitForRows(h.app, p.userId, 1);
    await waitFor(() => h.app.mail.queue.queue.getJob(`notification-${n.id}`));

    await publishEvent(h.ns, 'identity.user.deleted', { userId: p.userId, email: p.email, deletedBy: null });
    await waitFor(async () => (await rowsOf(h.app, p.userId)).length === 0);
    await waitForConsumerIdle(h.app, h.ns, 'identity');
    expect(await h.app.db('notificationPreferences').where({ userId: p.userId })).toEqual([]);
    expect(await h.app.db('recipients').where({ userId: p.userId })).toEqual([]);
    // The queued email is withdrawn, and a job that still ran would find nothing to send.
    await waitFor(async () => !(await h.app.mail.queue.queue.getJob(`notification-${n.id}`)));
    expect(await h.app.mail.delivery.sendNotification(n.id)).toBe('gone');

    await publishEvent(h.ns, 'networking.connection.requested', connectionEvent(person('Fox'), p));
    await waitForConsumerIdle(h.app, h.ns, 'networking');
    expect(await rowsOf(h.app, p.userId)).toHaveLength(0);
    expect(await h.app.db('recipients').where({ userId: p.userId })).toEqual([]);
  });

  it('never brings a deleted person back with an identity snapshot that arrives after the deletion', async () => {
    const p = person('Ida');
    await deliverEvent(h.app.db, h.ns, 'identity.user.registered', snapshot(p, 'Ida'));
    await deliverEvent(h.app.db, h.ns, 'identity.user.deleted', {
      userId: p.userId,
      email: p.email,
      deletedBy: null,
    });
    await deliverEvent(h.app.db, h.ns, 'identity.user.updated', snapshot(p, 'Returned'));
    expect(await h.app.db('recipients').where({ userId: p.userId })).toEqual([]);
  });

  it('never mails, and soon removes, what an event racing the deletion left behind', async () => {
    const p = person('Gil');
    // As if a notification's transaction committed just after the deletion was applied.
    await h.app.db('deletedUsers').insert({ userId: p.userId });
    await h.app.db('recipients').insert({ userId: p.userId, email: p.email, displayName: p.name });
    const row = await insertNotification(h.app, p.userId, {
      title: 'Connection request from Hana',
      message: 'Hana would like to connect with you on Research Connect.',
    });
    expect(await h.app.mail.delivery.sendNotification(row.id)).toBe('gone');
    expect(await h.app.mail.delivery.sendDigest(p.userId, 'daily', 'daily-2030-01-01')).toBe('gone');

    await h.app.mail.sweeper.sweep();
    expect(await rowsOf(h.app, p.userId)).toHaveLength(0);
    expect(await h.app.db('recipients').where({ userId: p.userId })).toEqual([]);
  });
});
