import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, EventRecorder, publishEvent, testUser } from '@app/service-kit/testing';
import {
  connectionEvent,
  insertNotification,
  memberJoined,
  person,
  rowsOf,
  startService,
  waitForRows,
  type Harness,
  type Person,
} from './helpers';

/**
 * What notifications tells others about the bell (issue 43: live updates rings it from these):
 * each notification written, read or cleared, by id, published through the outbox of the
 * transaction that wrote it, so that whoever hears of it finds the row there.
 */
let h: Harness;
let recorder: EventRecorder;

beforeAll(async () => {
  h = await startService({ MAIL_WORKER_ENABLED: 'false' });
  recorder = await new EventRecorder(h.ns).start();
});
afterAll(async () => {
  await recorder?.stop();
  await h?.close();
});

const headersOf = (p: Person) => asUser(testUser({ userId: p.userId, email: p.email }));

describe('the bell’s events', () => {
  it('announces a notification made from a request once its row is written, by id only', async () => {
    const [asker, asked] = [person('Ada'), person('Bo')];
    const data = connectionEvent(asker, asked);
    await publishEvent(h.ns, 'networking.connection.requested', data);
    const event = await recorder.waitFor(
      'notifications.notification.created',
      (e) => e.data.userId === asked.userId,
    );
    // Published only after the transaction committed: the row is there when the event is heard.
    const [row] = await rowsOf(h.app, asked.userId);
    expect(event.data).toEqual({ userId: asked.userId, notificationId: row.id, type: 'connection_request' });
    expect(JSON.stringify(event.data)).not.toContain(asker.name);
  });

  it('announces the addressee’s notification read when the request is answered', async () => {
    const [asker, asked] = [person('Cy'), person('Di')];
    const data = connectionEvent(asker, asked);
    await publishEvent(h.ns, 'networking.connection.requested', data);
    const [row] = await waitForRows(h.app, asked.userId, 1);
    await publishEvent(h.ns, 'networking.connection.accepted', { ...data, status: 'accepted' });
    const read = await recorder.waitFor(
      'notifications.notification.read',
      (e) => e.data.userId === asked.userId,
    );
    expect(read.data).toEqual({ userId: asked.userId, notificationId: row.id, type: 'connection_request' });
    // And the asker's new notification (accepted) is announced to the asker.
    await recorder.waitFor(
      'notifications.notification.created',
      (e) => e.data.userId === asker.userId && e.data.type === 'connection_accepted',
    );
  });

  it('announces notifications made from other services’ events too (a project member joined)', async () => {
    const [owner, member] = [person('Ed'), person('Flo')];
    await publishEvent(h.ns, 'projects.member.joined', memberJoined(owner, member));
    const [row] = await waitForRows(h.app, owner.userId, 1);
    const event = await recorder.waitFor(
      'notifications.notification.created',
      (e) => e.data.userId === owner.userId,
    );
    expect(event.data).toEqual({
      userId: owner.userId,
      notificationId: row.id,
      type: 'project_member_joined',
    });
  });

  it('announces one read by its addressee, and a clear, to that person only', async () => {
    const me = person('Gil');
    const row = await insertNotification(h.app, me.userId);
    const read = await h.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${row.id}/read`,
      headers: await headersOf(me),
    });
    expect(read.statusCode).toBe(200);
    const event = await recorder.waitFor(
      'notifications.notification.read',
      (e) => e.data.notificationId === row.id,
    );
    expect(event.data).toEqual({ userId: me.userId, notificationId: row.id, type: 'connection_request' });

    const refused = await h.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${row.id}/read`,
      headers: await headersOf(person('Hana')),
    });
    expect(refused.statusCode).toBe(404);

    const cleared = await h.app.inject({
      method: 'DELETE',
      url: '/api/notifications/clear',
      headers: await headersOf(me),
    });
    expect(cleared.json()).toMatchObject({ deleted: 1 });
    await recorder.waitFor('notifications.notification.cleared', (e) => e.data.userId === me.userId);
    expect(
      recorder.of('notifications.notification.read').filter((e) => e.data.notificationId === row.id),
    ).toHaveLength(1);
  });
});
