import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConnectionRequest,
  MyConnection,
  OutgoingExaminerRequest,
  OutgoingSupervisorRequest,
} from '@app/contracts/networking/http';
import { call, linkProfile, snapshot, startHarness, userOf, type Harness } from './helpers';

/**
 * A well-known researcher's own lists are paged (issue 45): 121 connections, 120 examiner requests
 * to them and 120 supervisor requests of theirs are answered 50 at a time by default, newest
 * first, with the total in X-Total-Count, searchable by the other person's name.
 */
let h: Harness;
let me: Awaited<ReturnType<typeof linkProfile>>;
let ada: Awaited<ReturnType<typeof linkProfile>>;
const colleagues: { userId: string; name: string }[] = [];
const base = Date.parse('2026-01-01T00:00:00Z');
const minute = (i: number) => new Date(base + i * 60_000);
const label = (i: number) => `Colleague ${String(i).padStart(3, '0')}`;

beforeAll(async () => {
  h = await startHarness('pl');
  me = await linkProfile(h, snapshot({ name: 'Mira Mentor' }));
  ada = await linkProfile(h, snapshot({ name: 'Ada Lovelace' }));
  for (let i = 1; i <= 120; i++) {
    colleagues.push({ userId: randomUUID(), name: label(i) });
  }
  await h.app.db('people').insert(
    colleagues.map((c) => ({
      userId: c.userId,
      firstName: c.name.split(' ')[0],
      lastName: c.name.split(' ')[1],
      email: null,
      updatedAt: new Date(),
    })),
  );
  const row = (from: string, to: string, type: string, status: string, at: Date) => ({
    fromUserId: from,
    toUserId: to,
    fromProfileId: from === me.userId ? me.profileId : null,
    toProfileId: to === me.userId ? me.profileId : null,
    connectionType: type,
    status,
    createdAt: at,
    respondedAt: status === 'pending' ? null : at,
  });
  // Ada first (the oldest connection), then colleague i at minute i, either of us having asked.
  await h.app.db('academicConnections').insert({
    ...row(ada.userId, me.userId, 'research_interest', 'accepted', minute(0)),
    fromProfileId: ada.profileId,
  });
  await h.app.db('academicConnections').insert(
    colleagues.flatMap((c, n) => {
      const i = n + 1;
      const [from, to] = i % 2 ? [me.userId, c.userId] : [c.userId, me.userId];
      return [
        row(from, to, 'research_interest', 'accepted', minute(i)),
        row(c.userId, me.userId, 'examiner_request', 'pending', minute(200 + i)),
        row(me.userId, c.userId, 'supervisor_request', i === 3 ? 'rejected' : 'pending', minute(400 + i)),
      ];
    }),
  );
  await h.app
    .db('academicConnections')
    .insert(
      [1, 2, 3].map((i) =>
        row(me.userId, colleagues[i - 1]!.userId, 'examiner_request', 'pending', minute(600 + i)),
      ),
    );
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const get = (url: string) => call(h, 'GET', url, userOf(me));
const total = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-total-count']);

describe('my connections, paged', () => {
  it('answers the newest 50 of 121 by default, with the total', async () => {
    const res = await get('/api/academic-connections');
    expect(res.statusCode).toBe(200);
    const list = res.json() as MyConnection[];
    expect(list).toHaveLength(50);
    expect(total(res)).toBe(121);
    expect(list.map((c) => c.name).slice(0, 3)).toEqual([label(120), label(119), label(118)]);
    expect(list.at(-1)!.name).toBe(label(71));
  });

  it('pages on with offset, down to the oldest', async () => {
    const res = await get('/api/academic-connections?limit=100&offset=100');
    const list = res.json() as MyConnection[];
    expect(list.map((c) => c.name)).toEqual([
      ...Array.from({ length: 20 }, (_, k) => label(20 - k)),
      'Ada Lovelace',
    ]);
    expect(total(res)).toBe(121);
  });

  it('searches the other person’s name in any case, profile or not', async () => {
    const byProfile = await get('/api/academic-connections?search=lOVELACE');
    expect((byProfile.json() as MyConnection[]).map((c) => c.userId)).toEqual([ada.userId]);
    expect(total(byProfile)).toBe(1);

    const byAccount = await get(`/api/academic-connections?search=${encodeURIComponent('colleague 11')}`);
    expect((byAccount.json() as MyConnection[]).map((c) => c.name)).toEqual([
      ...Array.from({ length: 10 }, (_, k) => label(119 - k)),
    ]);
    expect(total(byAccount)).toBe(10);

    // A wildcard is only itself.
    const wild = await get(`/api/academic-connections?search=${encodeURIComponent('%')}`);
    expect(wild.json()).toEqual([]);
    expect(total(wild)).toBe(0);
  });

  it('narrows to one person, by user or profile id', async () => {
    const byUser = await get(`/api/academic-connections?people=${colleagues[4]!.userId}`);
    expect((byUser.json() as MyConnection[]).map((c) => c.name)).toEqual([label(5)]);
    const byProfile = await get(`/api/academic-connections?people=${ada.profileId}`);
    expect((byProfile.json() as MyConnection[]).map((c) => c.name)).toEqual(['Ada Lovelace']);
  });

  it('refuses a page over 100 and a bad person id, saying why', async () => {
    const big = await get('/api/academic-connections?limit=101');
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain('limit must be between 1 and 100');
    const bad = await get('/api/academic-connections?people=someone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('people must be user or profile ids');
  });
});

describe('requests, paged', () => {
  it('answers the newest 50 of every request involving me by default, with the total', async () => {
    const res = await get('/api/academic-connections/requests');
    expect(res.statusCode).toBe(200);
    const list = res.json() as ConnectionRequest[];
    expect(list).toHaveLength(50);
    // 121 connections, 120 examiner requests to me, 120 supervisor and 3 examiner requests of mine.
    expect(total(res)).toBe(364);
    expect(list[0]).toMatchObject({ connectionType: 'examiner_request', isOutgoing: true });
    const times = list.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('narrows to requests to me of one kind and status, searched by name', async () => {
    const res = await get(
      '/api/academic-connections/requests?direction=incoming&type=examiner_request&status=pending&limit=5&offset=5',
    );
    const list = res.json() as ConnectionRequest[];
    expect(list.map((r) => r.requesterName)).toEqual([115, 114, 113, 112, 111].map(label));
    expect(list.every((r) => !r.isOutgoing)).toBe(true);
    expect(total(res)).toBe(120);

    const searched = await get(
      '/api/academic-connections/requests?direction=incoming&search=COLLEAGUE%20008',
    );
    expect((searched.json() as ConnectionRequest[]).map((r) => [r.connectionType, r.requesterName])).toEqual([
      ['examiner_request', label(8)],
      ['research_interest', label(8)],
    ]);
    expect(total(searched)).toBe(2);

    const waiting = await get('/api/academic-connections/requests?status=pending&status=rejected&limit=1');
    expect(total(waiting)).toBe(120 + 119 + 1 + 3);

    const one = searched.json()[1] as ConnectionRequest;
    const byId = await get(`/api/academic-connections/requests?direction=incoming&id=${one.id}`);
    expect((byId.json() as ConnectionRequest[]).map((r) => r.id)).toEqual([one.id]);
    const notMine = await get(`/api/academic-connections/requests?direction=outgoing&id=${one.id}`);
    expect(notMine.json()).toEqual([]);
  });

  it('refuses a page over 100 and an unknown direction', async () => {
    const big = await get('/api/academic-connections/requests?limit=500');
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain('limit must be between 1 and 100');
    const bad = await get('/api/academic-connections/requests?direction=sideways');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("direction must be 'incoming' or 'outgoing'");
  });
});

describe('my supervisor and examiner requests, paged', () => {
  it('answers the newest 50 of 120 supervisor requests, then the rest', async () => {
    const res = await get('/api/phd-supervisor-requests');
    const list = res.json() as OutgoingSupervisorRequest[];
    expect(list).toHaveLength(50);
    expect(total(res)).toBe(120);
    expect(list[0]!.supervisorName).toBe(label(120));
    const rest = await get('/api/phd-supervisor-requests?offset=100');
    expect((rest.json() as OutgoingSupervisorRequest[]).map((r) => r.supervisorName).at(-1)).toBe(label(1));
  });

  it('narrows by status, by the people on screen and by name', async () => {
    const declined = await get('/api/phd-supervisor-requests?status=declined');
    expect((declined.json() as OutgoingSupervisorRequest[]).map((r) => r.supervisorName)).toEqual([label(3)]);

    const shown = colleagues.slice(0, 4).map((c) => `people=${c.userId}`);
    const onScreen = await get(`/api/phd-supervisor-requests?status=pending&${shown.join('&')}`);
    expect((onScreen.json() as OutgoingSupervisorRequest[]).map((r) => r.supervisorName)).toEqual(
      [4, 2, 1].map(label),
    );

    const examiners = await get('/api/phd-examiner-requests?search=colleague%20002');
    expect((examiners.json() as OutgoingExaminerRequest[]).map((r) => r.examinerName)).toEqual([label(2)]);
    expect(total(examiners)).toBe(1);
    expect(total(await get('/api/phd-examiner-requests'))).toBe(3);
  });

  it('refuses a page over 100 and an unknown status', async () => {
    const big = await get('/api/phd-examiner-requests?limit=101');
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain('limit must be between 1 and 100');
    const bad = await get('/api/phd-supervisor-requests?status=rejected');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("status must be 'pending', 'accepted' or 'declined'");
  });
});
