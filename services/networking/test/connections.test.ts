import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { at, first, testUser } from '@app/service-kit/testing';
import type {
  ConnectionRequest,
  CreateConnectionResponse,
  MyConnection,
} from '@app/contracts/networking/http';
import {
  call,
  eventsAbout,
  linkProfile,
  registerPerson,
  snapshot,
  startHarness,
  userOf,
  type Harness,
} from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('nc');
});
afterAll(async () => {
  await h?.close();
});

/** Two researchers with profiles (A and B) and their signed-in users. */
async function pair(names = ['Ada Lovelace', 'Ben Okafor']) {
  const a = await linkProfile(h, snapshot({ name: names[0], institution: 'Deakin University' }));
  const b = await linkProfile(h, snapshot({ name: names[1] }));
  return { a, b, ua: userOf(a), ub: userOf(b) };
}

describe('the route catalogue', () => {
  it('serves every networking route it lists', () => {
    expect(h.app.unservedCatalogueRoutes()).toEqual([]);
  });

  it('refuses anonymous callers on signed-in routes', async () => {
    for (const [method, url] of [
      ['GET', '/api/academic-connections'],
      ['GET', '/api/academic-connections/requests'],
      ['GET', '/api/academic-connections/similar'],
      ['POST', '/api/academic-connections'],
      ['DELETE', '/api/academic-requests/clear'],
      ['GET', '/api/phd-supervisor-requests'],
      ['GET', '/api/researchers/network'],
    ] as const) {
      expect((await call(h, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('asking to connect', () => {
  it('creates a pending request by profile id, announced once with both names', async () => {
    const { a, b, ua } = await pair();
    const res = await call(h, 'POST', '/api/academic-connections', ua, {
      targetProfileId: b.profileId,
      message: 'Shall we talk about computational thinking?',
    });
    expect(res.statusCode).toBe(201);
    const conn = res.json() as CreateConnectionResponse;
    expect(conn).toMatchObject({
      fromUserId: a.userId,
      toUserId: b.userId,
      fromProfileId: a.profileId,
      toProfileId: b.profileId,
      connectionType: 'research_interest',
      status: 'pending',
      strength: 1,
      acceptedExistingRequest: false,
      message: 'Shall we talk about computational thinking?',
    });

    const events = await eventsAbout(h, conn.id);
    expect(events.map((e) => e.type)).toEqual(['networking.connection.requested']);
    expect(first(events).data).toMatchObject({
      fromName: 'Ada Lovelace',
      toName: 'Ben Okafor',
      toEmail: b.email,
      actorUserId: a.userId,
      status: 'pending',
    });
  });

  it('refuses a second request between the same two people, whoever asks first', async () => {
    const { b, ua } = await pair();
    const first = await call(h, 'POST', '/api/academic-connections', ua, { targetProfileId: b.profileId });
    expect(first.statusCode).toBe(201);
    const again = await call(h, 'POST', '/api/academic-connections', ua, { targetProfileId: b.profileId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DUPLICATE_REQUEST');
  });

  it('accepts the other person’s pending request instead of sending a reverse one', async () => {
    const { a, b, ua, ub } = await pair();
    const sent = (
      await call(h, 'POST', '/api/academic-connections', ua, { targetProfileId: b.profileId })
    ).json();
    const reverse = await call(h, 'POST', '/api/academic-connections', ub, { targetUserId: a.userId });
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json()).toMatchObject({ id: sent.id, status: 'accepted', acceptedExistingRequest: true });
    expect(
      await h.app.db('academicConnections').where({ fromUserId: b.userId, toUserId: a.userId }),
    ).toHaveLength(0);
    const events = await eventsAbout(h, sent.id);
    expect(events.map((e) => e.type)).toEqual([
      'networking.connection.requested',
      'networking.connection.accepted',
    ]);
    expect(at(events, 1).data.actorUserId).toBe(b.userId);

    const connected = await call(h, 'POST', '/api/academic-connections', ua, {
      targetProfileId: b.profileId,
    });
    expect(connected.statusCode).toBe(409);
    expect(connected.json().code).toBe('ALREADY_CONNECTED');
  });

  it('lets two simultaneous requests between the same people end as one connection', async () => {
    const { a, b, ua, ub } = await pair();
    const results = await Promise.all([
      call(h, 'POST', '/api/academic-connections', ua, { targetProfileId: b.profileId }),
      call(h, 'POST', '/api/academic-connections', ub, { targetProfileId: a.profileId }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const rows = await h.app
      .db('academicConnections')
      .whereIn('fromUserId', [a.userId, b.userId])
      .whereIn('toUserId', [a.userId, b.userId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('accepted');

    const c = await pair();
    const same = await Promise.all([
      call(h, 'POST', '/api/academic-connections', c.ua, { targetProfileId: c.b.profileId }),
      call(h, 'POST', '/api/academic-connections', c.ua, { targetProfileId: c.b.profileId }),
    ]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('connects by user id with a person who has not linked ORCID yet', async () => {
    const { ua } = await pair();
    const student = testUser({ firstName: 'Sam', lastName: 'Student' });
    await registerPerson(h, student);
    const res = await call(h, 'POST', '/api/academic-connections', ua, { targetUserId: student.userId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ toUserId: student.userId, toProfileId: null });
    const events = await eventsAbout(h, res.json().id);
    expect(first(events).data).toMatchObject({ toName: 'Sam Student', toEmail: student.email });
  });

  it('refuses oneself, unknown people and malformed bodies', async () => {
    const { a, ua } = await pair();
    const self = await call(h, 'POST', '/api/academic-connections', ua, { targetProfileId: a.profileId });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot connect with yourself.');
    const nobody = await call(h, 'POST', '/api/academic-connections', ua, { targetProfileId: randomUUID() });
    expect(nobody.statusCode).toBe(404);
    const nobodyByUser = await call(h, 'POST', '/api/academic-connections', ua, {
      targetUserId: randomUUID(),
    });
    expect(nobodyByUser.statusCode).toBe(404);
    const neither = await call(h, 'POST', '/api/academic-connections', ua, { message: 'hi' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toContain('Give either targetProfileId or targetUserId');
    const both = await call(h, 'POST', '/api/academic-connections', ua, {
      targetProfileId: randomUUID(),
      targetUserId: randomUUID(),
    });
    expect(both.statusCode).toBe(400);
    const bad = await call(h, 'POST', '/api/academic-connections', ua, { targetProfileId: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('answering a request', () => {
  async function pending() {
    const p = await pair();
    const conn = (
      await call(h, 'POST', '/api/academic-connections', p.ua, { targetProfileId: p.b.profileId })
    ).json();
    return { ...p, id: conn.id as string };
  }

  it('is for the addressee only: strangers are told there is no such connection', async () => {
    const { ua, id } = await pending();
    const stranger = await call(h, 'POST', `/api/academic-connections/${id}/accept`, testUser());
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Connection not found');
    const requester = await call(h, 'POST', `/api/academic-connections/${id}/accept`, ua);
    expect(requester.statusCode).toBe(403);
    const respond = await call(h, 'POST', `/api/academic-connections/${id}/respond`, ua, {
      response: 'accepted',
    });
    expect(respond.statusCode).toBe(403);
    expect((await h.app.db('academicConnections').where({ id }).first()).status).toBe('pending');
  });

  it('accepts through /respond and announces it once; a second answer is refused', async () => {
    const { ub, id } = await pending();
    const res = await call(h, 'POST', `/api/academic-connections/${id}/respond`, ub, {
      response: 'accepted',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'accepted' });
    expect(res.json().respondedAt).not.toBeNull();
    const again = await call(h, 'POST', `/api/academic-connections/${id}/decline`, ub);
    expect(again.statusCode).toBe(409);
    const events = await eventsAbout(h, id);
    expect(events.map((e) => e.type)).toEqual([
      'networking.connection.requested',
      'networking.connection.accepted',
    ]);
  });

  it('declines through /decline (stored as rejected) and /respond rejects', async () => {
    const first = await pending();
    const declined = await call(h, 'POST', `/api/academic-connections/${first.id}/decline`, first.ub);
    expect(declined.json().status).toBe('rejected');
    const second = await pending();
    const rejected = await call(h, 'POST', `/api/academic-connections/${second.id}/respond`, second.ub, {
      response: 'rejected',
    });
    expect(rejected.json().status).toBe('rejected');
    const events = await eventsAbout(h, first.id);
    expect(events.map((e) => e.type)).toEqual([
      'networking.connection.requested',
      'networking.connection.declined',
    ]);
    const bad = await call(h, 'POST', `/api/academic-connections/${second.id}/respond`, second.ub, {
      response: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await call(h, 'POST', `/api/academic-connections/${randomUUID()}/accept`, second.ub);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('asking again after a decline', () => {
  it('is refused for 30 days, even after the addressee cleared their requests, then allowed', async () => {
    const { b, ua, ub } = await pair(['Cara Repeat', 'Dev Declines']);
    const ask = () => call(h, 'POST', '/api/academic-connections', ua, { targetProfileId: b.profileId });
    const first = (await ask()).json() as CreateConnectionResponse;
    expect((await call(h, 'POST', `/api/academic-connections/${first.id}/decline`, ub)).statusCode).toBe(200);

    const again = await ask();
    expect(again.statusCode).toBe(409);
    // The sender is told neither of the decline nor of its date: only that it is not possible yet.
    expect(again.json()).toMatchObject({
      code: 'NOT_POSSIBLE_YET',
      message: 'A connection request to this researcher is not possible yet.',
    });
    // Nor does their list of requests show it; the one who declined still has it.
    const requests = async (u: typeof ua) =>
      (
        await call(h, 'GET', '/api/academic-connections/requests?type=research_interest', u)
      ).json() as ConnectionRequest[];
    expect((await requests(ua)).map((r) => r.id)).not.toContain(first.id);
    expect((await requests(ub)).map((r) => [r.id, r.status])).toContainEqual([first.id, 'rejected']);
    // Clearing the declined request from the dashboard does not reopen the door.
    expect((await call(h, 'DELETE', '/api/academic-requests/clear', ub)).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(409);
    // Nothing new was announced, so nobody was mailed again.
    const requested = (await eventsAbout(h, first.id)).filter(
      (e) => e.type === 'networking.connection.requested',
    );
    expect(requested).toHaveLength(1);

    // 31 days later they may ask again.
    await h.app
      .db('requestDeclines')
      .where({ fromUserId: ua.userId, toUserId: ub.userId })
      .update({ declinedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) });
    expect((await ask()).statusCode).toBe(201);
  });

  it('does not stop the addressee from asking the one they declined', async () => {
    const { a, b, ua, ub } = await pair(['Eli Sender', 'Fay Decliner']);
    const first = (
      await call(h, 'POST', '/api/academic-connections', ua, { targetProfileId: b.profileId })
    ).json() as CreateConnectionResponse;
    await call(h, 'POST', `/api/academic-connections/${first.id}/decline`, ub);
    const reverse = await call(h, 'POST', '/api/academic-connections', ub, { targetProfileId: a.profileId });
    expect(reverse.statusCode).toBe(201);
  });
});

describe('removing a connection', () => {
  it('either side removes an accepted connection; then it is not found', async () => {
    const { b, ua, ub } = await pair();
    const { id } = (
      await call(h, 'POST', '/api/academic-connections', ua, { targetProfileId: b.profileId })
    ).json();
    await call(h, 'POST', `/api/academic-connections/${id}/accept`, ub);
    expect((await call(h, 'DELETE', `/api/academic-connections/${id}`, testUser())).statusCode).toBe(404);
    const removed = await call(h, 'DELETE', `/api/academic-connections/${id}`, ub);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Connection removed' });
    const gone = await call(h, 'DELETE', `/api/academic-connections/${id}`, ua);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Connection not found');
    const events = await eventsAbout(h, id);
    expect(events.filter((e) => e.type === 'networking.connection.removed')).toHaveLength(1);
    expect(events.at(-1)!.data).toMatchObject({ actorUserId: b.userId, status: 'accepted' });
  });

  it('lets the sender withdraw a pending request, but not the addressee', async () => {
    const { b, ua, ub } = await pair();
    const { id } = (
      await call(h, 'POST', '/api/academic-connections', ua, { targetProfileId: b.profileId })
    ).json();
    expect((await call(h, 'DELETE', `/api/academic-connections/${id}`, ub)).statusCode).toBe(403);
    expect((await call(h, 'DELETE', `/api/academic-connections/${id}`, ua)).statusCode).toBe(200);
  });
});

describe('lists', () => {
  it('lists requests in both directions, newest first, with the requester fields', async () => {
    const me = await linkProfile(h, snapshot({ name: 'Mia Middle', institution: 'RMIT University' }));
    const asker = await linkProfile(h, snapshot({ name: 'Ari Asker', institution: 'Griffith University' }));
    const asked = await linkProfile(h, snapshot({ name: 'Tom Target' }));
    const um = userOf(me);
    const incoming = (
      await call(h, 'POST', '/api/academic-connections', userOf(asker), {
        targetProfileId: me.profileId,
        message: 'Hello Mia',
      })
    ).json();
    const outgoing = (
      await call(h, 'POST', '/api/academic-connections', um, { targetProfileId: asked.profileId })
    ).json();

    const res = await call(h, 'GET', '/api/academic-connections/requests', um);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json() as ConnectionRequest[];
    expect(list.map((r) => r.id)).toEqual([outgoing.id, incoming.id]);
    expect(list[1]).toMatchObject({
      isOutgoing: false,
      fromUserId: asker.userId,
      fromProfileId: asker.profileId,
      toUserId: me.userId,
      toProfile: { userId: me.userId, profileId: me.profileId, name: 'Mia Middle' },
      fromProfile: { name: 'Ari Asker', email: asker.email },
      requesterName: 'Ari Asker',
      fromName: 'Ari Asker',
      requesterEmail: asker.email,
      fromEmail: asker.email,
      requesterInstitution: 'Griffith University',
      fromInstitution: 'Griffith University',
      connectionType: 'research_interest',
      status: 'pending',
      message: 'Hello Mia',
      requestMessage: 'Hello Mia',
      metadata: { message: 'Hello Mia' },
    });
    expect(at(list, 1).requestedAt).toBe(at(list, 1).createdAt);
    expect(list[0]).toMatchObject({ isOutgoing: true, toProfile: { name: 'Tom Target' } });
  });

  it('lists my accepted connections with the other person’s profile', async () => {
    const { a, b, ua, ub } = await pair(['Cleo Connected', 'Dev Partner']);
    const { id } = (
      await call(h, 'POST', '/api/academic-connections', ua, { targetProfileId: b.profileId })
    ).json();
    expect((await call(h, 'GET', '/api/academic-connections', ua)).json()).toEqual([]);
    await call(h, 'POST', `/api/academic-connections/${id}/accept`, ub);
    const mine = (await call(h, 'GET', '/api/academic-connections', ua)).json() as MyConnection[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id,
      userId: b.userId,
      profileId: b.profileId,
      name: 'Dev Partner',
      position: 'Lecturer',
      institution: 'Monash University',
      department: 'School of Education',
      email: b.email,
      connectionType: 'research_interest',
    });
    const theirs = (await call(h, 'GET', '/api/academic-connections', ub)).json() as MyConnection[];
    expect(theirs[0]).toMatchObject({ id, userId: a.userId, name: 'Cleo Connected' });
  });

  it('clears the pending and declined requests addressed to me, and nothing else', async () => {
    const me = await linkProfile(h, snapshot({ name: 'Clara Cleaner' }));
    const um = userOf(me);
    const others = await Promise.all([1, 2, 3, 4].map(() => linkProfile(h, snapshot())));
    const ask = async (i: number) =>
      (
        await call(h, 'POST', '/api/academic-connections', userOf(at(others, i)), {
          targetProfileId: me.profileId,
        })
      ).json().id as string;
    const stillPending = await ask(0);
    const declined = await ask(1);
    await call(h, 'POST', `/api/academic-connections/${declined}/decline`, um);
    const accepted = await ask(2);
    await call(h, 'POST', `/api/academic-connections/${accepted}/accept`, um);
    const mineOutgoing = (
      await call(h, 'POST', '/api/academic-connections', um, { targetProfileId: at(others, 3).profileId })
    ).json().id as string;

    const res = await call(h, 'DELETE', '/api/academic-requests/clear', um);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, removed: 2 });
    const left = (
      await h.app.db('academicConnections').whereIn('id', [stillPending, declined, accepted, mineOutgoing])
    ).map((r) => r.id);
    expect(left.sort()).toEqual([accepted, mineOutgoing].sort());
    const events = await eventsAbout(h, stillPending);
    expect(events.filter((e) => e.type === 'networking.connection.removed')).toHaveLength(1);
  });
});
