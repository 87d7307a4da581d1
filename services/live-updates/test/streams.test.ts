import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { UserContext } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveUpdatesInternalRoutes } from '@app/contracts/live-updates/http';
import { signServiceToken } from '@app/service-kit';
import {
  TEST_SECRET,
  asUser,
  publishEvent,
  sleep,
  testConnectionEvent,
  testUrls,
  waitFor,
} from '@app/service-kit/testing';
import { listening, openStream, person, startReplicas, type Harness, type TestStream } from './helpers';
import { compareStreamIds } from '../src/shared';

/**
 * Two replicas of the service on one NATS namespace and Redis prefix, as two processes behind the
 * gateway would be; each test opens streams on either and publishes events as networking, admin
 * and identity would.
 */
let h: Harness;
const open: TestStream[] = [];
const WINDOW = 5;

const url = (i: number) => h.replicas[i]!.url;
async function stream(...args: Parameters<typeof openStream>): Promise<TestStream> {
  const s = await openStream(...args);
  open.push(s);
  if (s.status === 200) await listening(s);
  return s;
}

/**
 * Waits until `user`'s window holds the `request.created` of each connection (the last message an
 * event makes for the person asked): those events were all turned into messages.
 */
async function madeInto(user: UserContext, connectionIds: string[]): Promise<void> {
  const redis = new Redis(testUrls.redis, { keyPrefix: `${h.ns}:` });
  try {
    await waitFor(
      async () => {
        const entries = await redis.xrange(`live:${user.userId}`, '-', '+');
        const made = entries.map(
          ([, fields]) => JSON.parse(fields[1]!) as { kind: string; connectionId?: string },
        );
        return connectionIds.every((id) =>
          made.some((m) => m.kind === 'request.created' && m.connectionId === id),
        );
      },
      { what: 'the events to be turned into messages' },
    );
  } finally {
    redis.disconnect();
  }
}

beforeAll(async () => {
  h = await startReplicas(2, { LIVE_WINDOW_SIZE: String(WINDOW), LIVE_STREAMS_PER_PERSON: '3' });
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  await h?.close();
});

describe('who may listen', () => {
  it('refuses a stream signed out', async () => {
    const s = await stream(url(0), null);
    expect(s.status).toBe(401);
    expect(JSON.parse(s.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("sends a person nothing of another's: only the two parties hear of a request", async () => {
    const alice = person();
    const bob = person();
    const carol = person();
    const aliceStream = await stream(url(0), alice.user);
    const bobStream = await stream(url(1), bob.user);

    const between = testConnectionEvent(bob.party, carol.party);
    await publishEvent(h.ns, 'networking.connection.requested', between);
    await bobStream.next((m) => m.kind === 'request.created');
    // Then one for Alice: once it is in, anything of Bob and Carol's would have come before it.
    const hers = testConnectionEvent(carol.party, alice.party);
    await publishEvent(h.ns, 'networking.connection.requested', hers);
    await aliceStream.next((m) => m.kind === 'request.created');

    const aboutOthers = aliceStream.received.filter(
      (r) => 'connectionId' in r.message && r.message.connectionId === between.connectionId,
    );
    expect(aboutOthers).toEqual([]);
    expect(aliceStream.received.map((r) => r.message.kind)).toEqual(['request.created']);
  });

  it("rings only the addressee's bell, with the notification's id", async () => {
    const alice = person();
    const bob = person();
    const aliceStream = await stream(url(0), alice.user);
    const bobStream = await stream(url(1), bob.user);
    const notificationId = randomUUID();
    await publishEvent(h.ns, 'notifications.notification.created', {
      userId: alice.user.userId,
      notificationId,
      type: 'project_member_joined',
    });
    const bell = await aliceStream.next((m) => m.kind === 'notification.created', 1000);
    expect(bell.message).toEqual({
      kind: 'notification.created',
      notificationId,
      notificationType: 'project_member_joined',
    });
    await sleep(200);
    expect(bobStream.received).toEqual([]);
  });
});

describe('delivery', () => {
  it('brings a request to the person asked within a second, and to the asker as a request only', async () => {
    const alice = person();
    const bob = person();
    const aliceStream = await stream(url(0), alice.user);
    const bobStream = await stream(url(0), bob.user);

    const event = testConnectionEvent(bob.party, alice.party, { connectionType: 'research_interest' });
    const sentAt = Date.now();
    await publishEvent(h.ns, 'networking.connection.requested', event);
    const hers = await aliceStream.next((m) => m.kind === 'request.created', 1000);
    expect(hers.at - sentAt).toBeLessThan(1000);
    // Notifications, having written the notification of it, says so.
    const notificationId = randomUUID();
    await publishEvent(h.ns, 'notifications.notification.created', {
      userId: alice.user.userId,
      notificationId,
      type: 'connection_request',
    });
    const bell = await aliceStream.next((m) => m.kind === 'notification.created', 1000);
    expect(bell.message).toEqual({
      kind: 'notification.created',
      notificationId,
      notificationType: 'connection_request',
    });
    const bobs = await bobStream.next((m) => m.kind === 'request.created', 1000);
    expect(bobs.message).toEqual({
      kind: 'request.created',
      connectionId: event.connectionId,
      connectionType: 'research_interest',
    });
    await sleep(200);
    expect(bobStream.received.map((r) => r.message.kind)).toEqual(['request.created']);
  });

  it('tells both parties of an accepted request', async () => {
    const alice = person();
    const bob = person();
    const aliceStream = await stream(url(0), alice.user);
    const bobStream = await stream(url(1), bob.user);
    const event = testConnectionEvent(bob.party, alice.party, {
      status: 'accepted',
      actorUserId: alice.user.userId,
    });
    await publishEvent(h.ns, 'networking.connection.accepted', event);

    await bobStream.next((m) => m.kind === 'connection.changed');
    await aliceStream.next((m) => m.kind === 'connection.changed');
    await sleep(200);
    expect(bobStream.received.map((r) => r.message.kind).sort()).toEqual([
      'connection.changed',
      'request.answered',
    ]);
    expect(aliceStream.received.map((r) => r.message.kind).sort()).toEqual([
      'connection.changed',
      'request.answered',
    ]);
  });

  it("reaches a person's tabs on both replicas, under one id", async () => {
    const alice = person();
    const bob = person();
    const onFirst = await stream(url(0), alice.user);
    const onSecond = await stream(url(1), alice.user);
    const notificationId = randomUUID();
    await publishEvent(h.ns, 'notifications.notification.read', {
      userId: alice.user.userId,
      notificationId,
      type: 'admin_message',
    });
    const first = await onFirst.next((m) => m.kind === 'notification.read', 1000);
    const second = await onSecond.next((m) => m.kind === 'notification.read', 1000);
    expect(first.id).not.toBeNull();
    expect(second.id).toBe(first.id);
    expect(first.message).toEqual({ kind: 'notification.read', notificationId });
    expect(bob.user.userId).not.toBe(alice.user.userId);
  });
});

describe('resuming with Last-Event-ID', () => {
  it('sends what came while the tab was away, once, in order, on another replica', async () => {
    const alice = person();
    const bob = person();
    const first = await stream(url(0), alice.user);
    const e1 = testConnectionEvent(bob.party, alice.party);
    await publishEvent(h.ns, 'networking.connection.requested', e1);
    await first.next((m) => m.kind === 'request.created');
    await waitFor(() => first.received.length === 1);
    const seen = first.lastId!;
    first.close();

    const e2 = testConnectionEvent(bob.party, alice.party);
    const e3 = testConnectionEvent(bob.party, alice.party);
    await publishEvent(h.ns, 'networking.connection.requested', e2);
    await publishEvent(h.ns, 'networking.connection.requested', e3);
    await madeInto(alice.user, [e2.connectionId, e3.connectionId]);

    const again = await stream(url(1), alice.user, { lastEventId: seen });
    await waitFor(() => again.received.length >= 2, { what: 'the two missed messages' });
    await sleep(200);
    const ids = again.received
      .map((r) => r.message)
      .map((m) => ('connectionId' in m ? m.connectionId : null));
    expect(ids.filter((id) => id === e1.connectionId)).toEqual([]);
    expect(ids.filter((id) => id === e2.connectionId)).toHaveLength(1);
    expect(ids.filter((id) => id === e3.connectionId)).toHaveLength(1);
    // In the window's order, which is the order the events were made into messages: two replicas
    // consume with concurrency, so that need not be the order they were published in.
    const positions = again.received.map((r) => r.id!);
    expect([...positions].sort(compareStreamIds)).toEqual(positions);
    expect(new Set(positions).size).toBe(positions.length);
    expect(again.received.every((r) => r.message.kind !== 'refetch')).toBe(true);
  });

  it('takes the position from the query as well (a new EventSource)', async () => {
    const alice = person();
    const bob = person();
    const first = await stream(url(0), alice.user);
    await publishEvent(h.ns, 'networking.connection.requested', testConnectionEvent(bob.party, alice.party));
    await waitFor(() => first.received.length === 1);
    const seen = first.lastId!;
    first.close();
    const e2 = testConnectionEvent(bob.party, alice.party);
    await publishEvent(h.ns, 'networking.connection.requested', e2);
    await madeInto(alice.user, [e2.connectionId]);
    const again = await stream(url(0), alice.user, { query: `?lastEventId=${encodeURIComponent(seen)}` });
    const got = await again.next((m) => m.kind === 'request.created');
    expect(got.message).toMatchObject({ connectionId: e2.connectionId });
  });

  it('asks for a refetch when what was missed is no longer in the window', async () => {
    const alice = person();
    const bob = person();
    const first = await stream(url(0), alice.user);
    await publishEvent(h.ns, 'networking.connection.requested', testConnectionEvent(bob.party, alice.party));
    await waitFor(() => first.received.length === 1);
    const seen = first.lastId!;
    first.close();
    // Six requests make six messages: more than the window keeps after `seen`.
    const missed = [1, 2, 3, 4, 5, 6].map(() => testConnectionEvent(bob.party, alice.party));
    for (const event of missed) await publishEvent(h.ns, 'networking.connection.requested', event);
    // (The window keeps the newest WINDOW of them.)
    await madeInto(
      alice.user,
      missed.slice(-WINDOW).map((e) => e.connectionId),
    );

    const again = await stream(url(1), alice.user, { lastEventId: seen });
    const refetch = await again.next();
    expect(refetch.message).toEqual({ kind: 'refetch', reason: 'outside-window' });
    await sleep(200);
    expect(again.received).toHaveLength(1);
    // And the refetch's id is a position the window knows: resuming from it owes nothing.
    again.close();
    const third = await stream(url(0), alice.user, { lastEventId: refetch.id! });
    await sleep(200);
    expect(third.received).toEqual([]);
  });

  it('asks for a refetch when the position is not one it knows', async () => {
    const alice = person();
    const s = await stream(url(0), alice.user, { lastEventId: 'not-a-position' });
    expect((await s.next()).message).toEqual({ kind: 'refetch', reason: 'unknown-position' });
  });
});

describe('ending streams', () => {
  it("ends a person's streams on every replica at the internal end call, and no one else's", async () => {
    const alice = person();
    const bob = person();
    const a0 = await stream(url(0), alice.user);
    const a1 = await stream(url(1), alice.user);
    const b0 = await stream(url(0), bob.user);

    const asAlice = await fetch(`${url(1)}${liveUpdatesInternalRoutes.endStreams.path}`, {
      method: 'POST',
      headers: { ...(await asUser(alice.user)), 'content-type': 'application/json' },
      body: JSON.stringify({ userId: bob.user.userId }),
    });
    expect(asAlice.status).toBe(401);

    const res = await fetch(`${url(1)}${liveUpdatesInternalRoutes.endStreams.path}`, {
      method: 'POST',
      headers: {
        'x-user-context': await signServiceToken('gateway', TEST_SECRET),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ userId: alice.user.userId }),
    });
    expect(res.status).toBe(200);
    for (const s of [a0, a1]) {
      expect((await s.next()).message).toEqual({ kind: 'stream.ended', reason: 'signed-out' });
      await waitFor(() => s.ended, { what: 'the stream to end' });
    }
    await sleep(200);
    expect(b0.ended).toBe(false);
  });

  it('ends them at account deletion, and refuses a new one', async () => {
    const alice = person();
    const a0 = await stream(url(0), alice.user);
    const a1 = await stream(url(1), alice.user);
    await publishEvent(h.ns, 'identity.user.deleted', {
      userId: alice.user.userId,
      email: alice.user.email,
      deletedBy: null,
    });
    for (const s of [a0, a1]) {
      expect((await s.next()).message).toEqual({ kind: 'stream.ended', reason: 'account-deleted' });
      await waitFor(() => s.ended, { what: 'the stream to end' });
    }
    const after = await stream(url(1), alice.user);
    expect(after.status).toBe(401);
  });
});

describe("a person's data", () => {
  it('answers what it holds of a person to a service only: the window and the open streams', async () => {
    const alice = person();
    const bob = person();
    await stream(url(0), alice.user);
    const event = testConnectionEvent(bob.party, alice.party);
    await publishEvent(h.ns, 'networking.connection.requested', event);
    await madeInto(alice.user, [event.connectionId]);
    const path = `/internal/personal-data/${alice.user.userId}`;
    const asUserAnswer = await fetch(`${url(1)}${path}`, { headers: await asUser(alice.user) });
    expect(asUserAnswer.status).toBe(401);
    const res = await fetch(`${url(1)}${path}`, {
      headers: { 'x-user-context': await signServiceToken('gateway', TEST_SECRET) },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { recentMessages: Array<{ kind: string }>; openStreams: number };
    expect(body.openStreams).toBe(1);
    expect(body.recentMessages.map((m) => m.kind)).toEqual(['request.created']);
  });
});

describe('bounds', () => {
  it('holds a person to their number of streams over both replicas: the oldest gives way', async () => {
    const alice = person();
    const oldest = await stream(url(0), alice.user);
    const others = [await stream(url(1), alice.user), await stream(url(0), alice.user)];
    await sleep(100);
    expect(oldest.ended).toBe(false);
    const newest = await stream(url(1), alice.user);
    expect((await oldest.next()).message).toEqual({ kind: 'stream.ended', reason: 'replaced' });
    await waitFor(() => oldest.ended, { what: 'the oldest stream to end' });
    await sleep(200);
    expect([...others, newest].map((s) => s.ended)).toEqual([false, false, false]);
    // Another person is not counted with her.
    const bob = person();
    const bobs = await stream(url(0), bob.user);
    await sleep(200);
    expect(bobs.ended).toBe(false);
    expect(others[0]!.ended).toBe(false);
  });

  it('writes the reconnect delay first', async () => {
    const s = await stream(url(0), person().user);
    expect(s.retryMs).toBe(3000);
  });
});

describe('one replica full', () => {
  // Its own replica: the streams of the next block end after 1.5 s, which on a loaded machine can
  // free a place before the third stream is asked for.
  let full: Harness;
  beforeAll(async () => {
    full = await startReplicas(1, { LIVE_STREAMS_MAX: '2' });
  });
  afterAll(async () => {
    await full?.close();
  });

  it('refuses a stream beyond its total with 503, and takes one again once one closed', async () => {
    const base = full.replicas[0]!.url;
    const first = await stream(base, person().user);
    const second = await stream(base, person().user);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await stream(base, person().user);
    expect(third.status).toBe(503);
    first.close();
    await waitFor(
      async () => {
        const again = await stream(base, person().user);
        if (again.status !== 200) again.close();
        return again.status === 200;
      },
      { what: 'a stream taken once one closed' },
    );
  });
});

describe('one replica at its limit', () => {
  let small: Harness;
  beforeAll(async () => {
    small = await startReplicas(1, {
      LIVE_STREAMS_MAX: '2',
      LIVE_HEARTBEAT_MS: '200',
      LIVE_STREAM_MAX_AGE_MS: '1500',
    });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('writes a heartbeat on an idle stream', async () => {
    const s = await stream(small.replicas[0]!.url, person().user);
    await waitFor(() => s.heartbeats >= 2, { what: 'two heartbeats', timeoutMs: 3000 });
  });

  it('ends a stream after its age, without a reason, so that the browser reconnects through the gateway', async () => {
    const s = await stream(small.replicas[0]!.url, person().user);
    await sleep(800);
    expect(s.ended).toBe(false);
    await waitFor(() => s.ended, { what: 'the stream to end', timeoutMs: 3000 });
    expect(s.received).toEqual([]);
  });

  it('counts its open streams in its metrics', async () => {
    const base = small.replicas[0]!.url;
    const openNow = async () =>
      Number(/^live_streams_open\{[^}]*\} (\d+)$/m.exec(await (await fetch(`${base}/metrics`)).text())?.[1]);
    await waitFor(async () => (await openNow()) === 0, { what: 'no stream open' });
    await stream(base, person().user);
    expect(await openNow()).toBe(1);
  });
});

describe('a replica that stops', () => {
  let stopping: Harness;
  beforeAll(async () => {
    stopping = await startReplicas(1);
  });
  afterAll(async () => {
    await stopping?.close();
  });

  it('ends the streams it holds, without a reason, so that the browsers reconnect to another', async () => {
    const s = await stream(stopping.replicas[0]!.url, person().user);
    expect(s.status).toBe(200);
    const started = Date.now();
    // A stream left open would hold the server's close until the browser went away.
    await stopping.replicas[0]!.app.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await waitFor(() => s.ended, { what: 'the stream to end', timeoutMs: 3000 });
    expect(s.received).toEqual([]);
  });
});
