import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@app/service-kit/testing';
import type { NetworkEdge, NetworkNode, NetworkStatistics } from '@app/contracts/networking/http';
import { NetworkCounts } from '../src/network';
import { call, linkProfile, later, snapshot, startHarness, userOf, type Harness } from './helpers';

/**
 * The network page at any size: answers hold at most `limit` researchers, chosen over the whole
 * network (best-connected first, or by search, filter and focus), with the edges among them; the
 * statistics and each researcher's totals come from the read model, whoever is shown.
 *
 * The network: a hub with accepted connections to 12 people (a chain runs on from the last of
 * them), one examination, a project of three and a group of four; and 10 loners.
 */
let h: Harness;
type Person = Awaited<ReturnType<typeof linkProfile>>;
let hub: Person;
let spokes: Person[];
let chain: Person[];
let loners: Person[];
let examiner: Person;

async function person(name: string, extra: Parameters<typeof snapshot>[0] = {}): Promise<Person> {
  return linkProfile(h, snapshot({ name, ...extra }));
}

/** An accepted link of the given kind, as the connections service stores it. */
async function accepted(from: Person, to: Person, connectionType = 'research_interest') {
  await h.app.db('academicConnections').insert({
    fromUserId: from.userId,
    toUserId: to.userId,
    fromProfileId: from.profileId,
    toProfileId: to.profileId,
    connectionType,
    status: 'accepted',
    respondedAt: new Date(),
  });
}

beforeAll(async () => {
  h = await startHarness('nb');
  hub = await person('Hana Hub', { institution: 'University of Tasmania', publicationCount: 40 });
  examiner = await person('Eddie Examiner');
  spokes = [];
  for (let i = 0; i < 12; i++) spokes.push(await person(`Spoke ${i}`));
  chain = [];
  for (let i = 0; i < 3; i++) chain.push(await person(`Chain ${i}`));
  loners = [];
  for (let i = 0; i < 10; i++)
    loners.push(
      await person(
        `Loner ${i}`,
        i === 0 ? { researchInterests: ['Maker spaces', 'TPACK', 'Robotics', 'Quantum Pedagogy'] } : {},
      ),
    );
  for (const s of spokes) await accepted(hub, s);
  await accepted(hub, examiner, 'examiner_request');
  await accepted(spokes[11]!, chain[0]!);
  await accepted(chain[0]!, chain[1]!);
  await accepted(chain[1]!, chain[2]!);
  const projectId = randomUUID();
  await h.app.db('projects').insert({ projectId, updatedAt: new Date() });
  await h.app
    .db('projectMembers')
    .insert([hub, spokes[0]!, spokes[1]!].map((p) => ({ projectId, userId: p.userId })));
  const groupId = randomUUID();
  await h.app
    .db('groupMembers')
    .insert([hub, spokes[0]!, loners[1]!, loners[2]!].map((p) => ({ groupId, userId: p.userId })));
  // The read model has counted them once the hub's links all show.
  await waitFor(async () => (await nodes('?limit=1'))[0]?.connections.total === 13 + 2 + 3, {
    what: 'the read model to count the links',
  });
});
afterAll(async () => {
  await h?.close();
});

async function nodes(query = ''): Promise<NetworkNode[]> {
  const res = await call(h, 'GET', `/api/researchers/network${query}`, userOf(hub));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function edges(query = ''): Promise<NetworkEdge[]> {
  const res = await call(h, 'GET', `/api/researchers/network/connections${query}`, userOf(hub));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = (list: NetworkNode[]) => list.map((n) => n.name);

describe('the network page at any size', () => {
  it('answers at most `limit` researchers, the best-connected first, with only the edges among them', async () => {
    const top = await nodes('?limit=3');
    // Loner 1, Loner 2 and Spoke 1 have 3 links each: any of them may come third.
    expect(names(top)).toEqual(['Hana Hub', 'Spoke 0', expect.stringMatching(/^(Loner 1|Loner 2|Spoke 1)$/)]);
    const shown = new Set(top.map((n) => n.id));
    const among = await edges('?limit=3');
    expect(among.length).toBeGreaterThan(0);
    expect(among.every((e) => shown.has(e.source) && shown.has(e.target))).toBe(true);
    // Without a limit: 2,000 at most; everyone here.
    expect(await nodes()).toHaveLength(27);
  });

  it('refuses a limit above 5,000 and unknown connection types with a clear message', async () => {
    const big = await call(h, 'GET', '/api/researchers/network?limit=5001', userOf(hub));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain('limit must be at most 5000');
    const odd = await call(h, 'GET', '/api/researchers/network?types=friendship', userOf(hub));
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toContain('Unknown connection type: friendship');
  });

  it("gives each researcher's true totals per type, adding up, even when their neighbours are not shown", async () => {
    const [first] = await nodes('?limit=1');
    expect(first!.name).toBe('Hana Hub');
    expect(first!.connections).toEqual({
      total: 18,
      collaboration: 12,
      examination: 1,
      project_collaboration: 2,
      research_group: 3,
    });
  });

  it('searches the whole network by name, institution or research area, case-insensitively', async () => {
    const [loner] = await nodes('?limit=1&search=quantum%20PEDAGOGY');
    expect(loner!.name).toBe('Loner 0');
    // The first three research areas (what Node Details shows) and how many there are.
    expect(loner!.researchInterests).toEqual(['Maker spaces', 'TPACK', 'Robotics']);
    expect(loner!.researchInterestCount).toBe(4);
    expect(names(await nodes('?search=tasmania'))).toEqual(['Hana Hub']);
    expect(names(await nodes('?search=chain%202'))).toEqual(['Chain 2']);
    // % and _ are letters to the search box, not wildcards.
    expect(await nodes('?search=%25')).toEqual([]);
  });

  it('filters by the spec thresholds: more than 10 connections, more than 25 publications', async () => {
    expect(names(await nodes('?filter=high-connections'))).toEqual(['Hana Hub']);
    // Counting only examinations, nobody has more than 10.
    expect(await nodes('?filter=high-connections&types=examination')).toEqual([]);
    expect(names(await nodes('?filter=prolific'))).toEqual(['Hana Hub']);
  });

  it("shows a person's network one or two links out, themselves first", async () => {
    const one = await nodes(`?focus=${chain[0]!.profileId}&depth=1`);
    expect(names(one)[0]).toBe('Chain 0');
    expect(names(one).slice(1).sort()).toEqual(['Chain 1', 'Spoke 11']);
    const two = await nodes(`?focus=${chain[0]!.profileId}&depth=2`);
    expect(names(two)[0]).toBe('Chain 0');
    expect(names(two).slice(1, 3).sort()).toEqual(['Chain 1', 'Spoke 11']);
    expect(names(two).slice(3).sort()).toEqual(['Chain 2', 'Hana Hub']);
    const focusEdges = await edges(`?focus=${chain[0]!.profileId}&depth=1`);
    expect(focusEdges).toHaveLength(2);
    // Only the chosen types link people into the focus.
    expect(names(await nodes(`?focus=${hub.profileId}&types=examination`)).sort()).toEqual([
      'Eddie Examiner',
      'Hana Hub',
    ]);
  });

  it('gives the whole network statistics by the spec formulas, from one call', async () => {
    const res = await call(h, 'GET', '/api/researchers/network/statistics', userOf(hub));
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json() as NetworkStatistics;
    // 16 connections, 3 project pairs, 6 group pairs.
    expect(stats).toMatchObject({
      researchers: 27,
      connections: 25,
      averageConnections: 1.9,
      byType: { collaboration: 15, examination: 1, project_collaboration: 3, research_group: 6 },
    });
    expect(stats.density).toBeCloseTo((25 / ((27 * 26) / 2)) * 100, 6);
    expect((await call(h, 'GET', '/api/researchers/network/statistics')).statusCode).toBe(401);
  });

  it('follows changes: a new accepted connection is counted within moments', async () => {
    await accepted(loners[5]!, loners[6]!);
    await waitFor(async () => (await nodes(`?search=Loner%205`))[0]?.connections.collaboration === 1, {
      what: 'the new connection to be counted',
    });
  });
});

describe('connection links follow at once', () => {
  let quiet: Harness;
  beforeAll(async () => {
    // The background recount waits ten minutes here: only the change itself can count the link.
    quiet = await startHarness('nl', { NETWORK_COUNT_MS: '600000' });
  });
  afterAll(async () => {
    await quiet?.close();
  });

  it('an accepted connection counts for both at once, and a removed one stops counting', async () => {
    const [ann, bo] = [snapshot({ name: 'Ann Live' }), snapshot({ name: 'Bo Live' })];
    for (const s of [ann, bo]) await linkProfile(quiet, s);
    const links = async (who: typeof ann) => {
      const res = await call(
        quiet,
        'GET',
        `/api/researchers/network?search=${encodeURIComponent(who.name)}`,
        userOf(ann),
      );
      return (res.json() as NetworkNode[])[0]!.connections;
    };
    const request = (
      await call(quiet, 'POST', '/api/academic-connections', userOf(ann), { targetProfileId: bo.profileId })
    ).json();
    expect((await links(bo)).collaboration).toBe(0);
    await call(quiet, 'POST', `/api/academic-connections/${request.id}/accept`, userOf(bo));
    expect(await links(ann)).toMatchObject({ collaboration: 1, total: 1 });
    expect(await links(bo)).toMatchObject({ collaboration: 1, total: 1 });
    const removed = await call(quiet, 'DELETE', `/api/academic-connections/${request.id}`, userOf(ann));
    expect(removed.statusCode).toBe(200);
    expect((await links(bo)).collaboration).toBe(0);
    const stats = (await call(quiet, 'GET', '/api/researchers/network/statistics', userOf(ann))).json();
    expect(stats.connections).toBe(0);
  });
  it('leaves the recount of everyone due only after a change that can move a link count', async () => {
    const db = quiet.app.db;
    const changes = async () =>
      Number((await db.raw('SELECT last_value FROM network_changes')).rows[0].lastValue);
    const due = async (action: () => Promise<unknown>) => {
      const before = await changes();
      await action();
      return (await changes()) > before;
    };
    const [cy, di] = [snapshot({ name: 'Cy Due' }), snapshot({ name: 'Di Due' })];
    // Someone joining moves their partners' and co-members' counts.
    expect(await due(() => linkProfile(quiet, cy))).toBe(true);
    expect(await due(() => linkProfile(quiet, di))).toBe(true);
    // Saving a profile again, or a refreshed publication count, moves none.
    expect(
      await due(() =>
        linkProfile(quiet, { ...cy, institution: 'Deakin University', updatedAt: later() }, 'updated'),
      ),
    ).toBe(false);
    expect(
      await due(() => db('researchers').where({ profileId: cy.profileId }).update({ publicationCount: 99 })),
    ).toBe(false);
    // A connection asked for and accepted: both people's links follow at once.
    expect(
      await due(async () => {
        const request = (
          await call(quiet, 'POST', '/api/academic-connections', userOf(cy), {
            targetProfileId: di.profileId,
          })
        ).json();
        await call(quiet, 'POST', `/api/academic-connections/${request.id}/accept`, userOf(di));
      }),
    ).toBe(false);
    // Joining a project moves every member's count; so does a profile passing to another user.
    const projectId = randomUUID();
    expect(
      await due(async () => {
        await db('projects').insert({ projectId, updatedAt: new Date() });
        await db('projectMembers').insert({ projectId, userId: cy.userId });
      }),
    ).toBe(true);
    expect(
      await due(() => db('researchers').where({ profileId: di.profileId }).update({ userId: randomUUID() })),
    ).toBe(true);
  });

  it('counts a partner who left out of the links once the recount has run', async () => {
    const [eve, fay] = [snapshot({ name: 'Eve Leaving' }), snapshot({ name: 'Fay Staying' })];
    for (const s of [eve, fay]) await linkProfile(quiet, s);
    const request = (
      await call(quiet, 'POST', '/api/academic-connections', userOf(fay), { targetProfileId: eve.profileId })
    ).json();
    await call(quiet, 'POST', `/api/academic-connections/${request.id}/accept`, userOf(eve));
    const links = async () =>
      (await quiet.app.db('networkNodes').where({ profileId: fay.profileId }).first()).collaboration;
    expect(await links()).toBe(1);
    await quiet.app.db('researchers').where({ profileId: eve.profileId }).delete();
    const counts = new NetworkCounts(quiet.app.db, 600_000, quiet.app.log);
    expect(await counts.countIfChanged()).toBe(true);
    expect(await links()).toBe(0);
    expect(await counts.countIfChanged()).toBe(false); // (nothing changed since)
  });
});
