import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { publishEvent, waitFor } from '@app/service-kit/testing';
import type { NetworkEdge, NetworkNode } from '@app/contracts/networking/http';
import type { ProjectSnapshot } from '@app/contracts/projects/events';
import { call, later, linkProfile, snapshot, startHarness, userOf, type Harness } from './helpers';

let h: Harness;
let a: Awaited<ReturnType<typeof linkProfile>>;
let b: typeof a;
let c: typeof a;
let d: typeof a;

beforeAll(async () => {
  h = await startHarness('ng');
  a = await linkProfile(h, snapshot({ name: 'Ann', researchInterests: ['STEM'], publicationCount: 12 }));
  b = await linkProfile(h, snapshot({ name: 'Bo', institution: null }));
  c = await linkProfile(h, snapshot({ name: 'Cy', availableForSupervision: true }));
  d = await linkProfile(h, snapshot({ name: 'Di', availableForExamination: true }));
});
afterAll(async () => {
  await h?.close();
});

const edges = async () => {
  const res = await call(h, 'GET', '/api/researchers/network/connections', userOf(a));
  expect(res.statusCode).toBe(200);
  return res.json() as NetworkEdge[];
};
const pair = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);
const edge = (
  x: { profileId: string },
  y: { profileId: string },
  type: NetworkEdge['type'],
  strength = 1,
) => {
  const [source, target] = pair(x.profileId, y.profileId);
  return { source, target, type, strength };
};
const sorted = (list: NetworkEdge[]) =>
  [...list].sort((p, q) =>
    `${p.source}${p.target}${p.type}`.localeCompare(`${q.source}${q.target}${q.type}`),
  );

async function waitForEdges(expected: NetworkEdge[]) {
  await waitFor(async () => JSON.stringify(sorted(await edges())) === JSON.stringify(sorted(expected)), {
    what: 'graph edges',
  });
  expect(sorted(await edges())).toEqual(sorted(expected));
}

function project(owner: typeof a, members: Array<typeof a>, projectId = randomUUID()): ProjectSnapshot {
  return {
    projectId,
    title: 'Robotics in rural schools',
    description: 'A project',
    duration: null,
    status: 'in_progress',
    categories: [],
    isPublic: true,
    ownerUserId: owner.userId,
    ownerProfileId: owner.profileId,
    memberUserIds: members.map((m) => m.userId),
    createdAt: new Date().toISOString(),
    updatedAt: later(),
  };
}

describe('the network graph', () => {
  it('is for signed-in users, with a node per researcher and a default institution', async () => {
    expect((await call(h, 'GET', '/api/researchers/network')).statusCode).toBe(401);
    expect((await call(h, 'GET', '/api/researchers/network/connections')).statusCode).toBe(401);
    const nodes = (await call(h, 'GET', '/api/researchers/network', userOf(a))).json() as NetworkNode[];
    expect(nodes).toHaveLength(4);
    expect(nodes.find((n) => n.id === a.profileId)).toEqual({
      id: a.profileId,
      userId: a.userId,
      name: 'Ann',
      institution: 'Monash University',
      researchInterests: ['STEM'],
      researchInterestCount: 1,
      publicationCount: 12,
      profileImageUrl: null,
      connections: {
        total: 0,
        collaboration: 0,
        project_collaboration: 0,
        examination: 0,
        research_group: 0,
      },
    });
    expect(nodes.find((n) => n.id === b.profileId)!.institution).toBe('Unknown Institution');
  });

  it('draws accepted connections: collaboration and supervision as collaboration, examination apart', async () => {
    const ua = userOf(a);
    const connect = (
      await call(h, 'POST', '/api/academic-connections', ua, { targetProfileId: b.profileId })
    ).json();
    await call(h, 'POST', `/api/academic-connections/${connect.id}/accept`, userOf(b));
    const supervision = (
      await call(h, 'POST', '/api/phd-supervisor-requests', ua, {
        supervisorId: c.profileId,
        thesisTitle: 'T',
        researchArea: 'R',
        message: 'Please supervise me.',
      })
    ).json();
    await call(h, 'POST', `/api/academic-connections/${supervision.id}/accept`, userOf(c));
    const exam = (
      await call(h, 'POST', '/api/phd-examiner-requests', ua, {
        examinerId: d.profileId,
        thesisTitle: 'T',
        researchArea: 'R',
        message: 'M',
      })
    ).json();
    await call(h, 'POST', `/api/academic-connections/${exam.id}/accept`, userOf(d));
    // A pending request draws nothing.
    await call(h, 'POST', '/api/academic-connections', userOf(c), { targetProfileId: d.profileId });
    await waitForEdges([edge(a, b, 'collaboration'), edge(a, c, 'collaboration'), edge(a, d, 'examination')]);
  });

  it('adds project and group edges from their events, strength = how many are shared', async () => {
    const base = await edges();
    const p1 = project(a, [b]);
    await publishEvent(h.ns, 'projects.project.created', p1);
    const p2 = project(a, []);
    await publishEvent(h.ns, 'projects.project.created', p2);
    for (const m of [b, c]) {
      await publishEvent(h.ns, 'projects.member.joined', {
        projectId: p2.projectId,
        projectTitle: p2.title,
        ownerUserId: a.userId,
        ownerProfileId: a.profileId,
        memberUserId: m.userId,
        memberProfileId: m.profileId,
        memberName: m.name,
        role: 'collaborator',
        at: new Date().toISOString(),
      });
    }
    const groupId = randomUUID();
    for (const m of [c, d]) {
      await publishEvent(h.ns, 'groups.member.joined', {
        groupId,
        groupName: 'Digital Literacy and Computational Thinking',
        userId: m.userId,
        profileId: m.profileId,
        memberName: m.name,
        leaderUserIds: [],
        at: new Date().toISOString(),
      });
    }
    await waitForEdges([
      ...base,
      edge(a, b, 'project_collaboration', 2),
      edge(a, c, 'project_collaboration'),
      edge(b, c, 'project_collaboration'),
      edge(c, d, 'research_group'),
    ]);

    // Leaving and deleting take the edges away again.
    await publishEvent(h.ns, 'projects.member.left', {
      projectId: p2.projectId,
      projectTitle: p2.title,
      ownerUserId: a.userId,
      ownerProfileId: a.profileId,
      memberUserId: c.userId,
      memberProfileId: c.profileId,
      memberName: c.name,
      role: 'collaborator',
      at: new Date().toISOString(),
    });
    await publishEvent(h.ns, 'projects.project.deleted', {
      projectId: p1.projectId,
      title: p1.title,
      ownerUserId: a.userId,
      memberUserIds: [b.userId],
    });
    await publishEvent(h.ns, 'groups.member.left', {
      groupId,
      groupName: 'Digital Literacy and Computational Thinking',
      userId: d.userId,
      profileId: d.profileId,
      memberName: d.name,
      leaderUserIds: [],
      at: new Date().toISOString(),
    });
    await waitForEdges([...base, edge(a, b, 'project_collaboration', 1)]);
  });

  it('ignores an older project snapshot than the one held', async () => {
    const fresh = project(a, [d]);
    await publishEvent(h.ns, 'projects.project.updated', fresh);
    await waitFor(
      () => h.app.db('projectMembers').where({ projectId: fresh.projectId, userId: d.userId }).first(),
      {
        what: 'project members',
      },
    );
    await publishEvent(h.ns, 'projects.project.updated', {
      ...fresh,
      memberUserIds: [],
      updatedAt: '2001-01-01T00:00:00.000Z',
    });
    await publishEvent(h.ns, 'projects.project.completed', {
      ...fresh,
      status: 'completed',
      updatedAt: later(),
    });
    await waitFor(
      async () =>
        (await h.app.db('projects').where({ projectId: fresh.projectId }).first())?.updatedAt !==
        fresh.updatedAt,
      {
        what: 'completed snapshot',
      },
    );
    expect(
      (await h.app.db('projectMembers').where({ projectId: fresh.projectId })).map((r) => r.userId).sort(),
    ).toEqual([a.userId, d.userId].sort());
  });
});
