import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  createTestDatabase,
  deleteStreams,
  randomUUID,
  testEnv,
  testUser,
  uniqueName,
  type TestDatabase,
} from '@app/service-kit/testing';
import type { AuditEntry } from '@app/contracts/admin/http';
import type { ResearchInterest } from '@app/contracts/profile/http';
import {
  caller,
  connect,
  demoResearcher,
  startProfileService,
  type Caller,
  type TestProfileService,
} from '../../profile/test/helpers';
import { buildApp, type AdminApp } from '../src/app';
import { loadAdminConfig } from '../src/config';

let db: TestDatabase;
let profile: TestProfileService;
let app: AdminApp;
const ns = uniqueName('ai');
const admin = testUser({ role: 'admin', email: 'ines.admin@example.edu' });

beforeAll(async () => {
  profile = await startProfileService();
  await profile.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = profile.app.server.address() as AddressInfo;
  db = await createTestDatabase();
  app = await buildApp(loadAdminConfig(testEnv(db, ns, { PROFILE_URL: `http://127.0.0.1:${port}` })));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await profile?.close();
  await db?.drop();
  await deleteStreams(ns);
});

const call = async (
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  who = admin,
) => app.inject({ method, url, headers: await asUser(who), ...(payload ? { payload } : {}) });

let demo = 0;
/** A researcher on the profile service holding these interests (added to the shared list as needed). */
async function researcherWith(...names: string[]): Promise<{ who: Caller; ids: string[] }> {
  const who = await caller();
  expect((await connect(profile.app, who, demoResearcher(demo++).orcidId)).statusCode).toBe(200);
  const ids: string[] = [];
  for (const name of names) {
    const res = await profile.app.inject({
      method: 'POST',
      url: '/api/research-interests',
      headers: who.headers,
      payload: { name },
    });
    ids.push((res.json() as ResearchInterest).id);
  }
  await profile.app.inject({
    method: 'POST',
    url: '/api/profile/research-interests',
    headers: who.headers,
    payload: { interestIds: ids },
  });
  return { who, ids };
}

const interestsOf = async (who: Caller) =>
  (
    (await profile.app.inject({ method: 'GET', url: '/api/profile', headers: who.headers })).json().profile
      .researchInterests as ResearchInterest[]
  ).map((i) => i.name);

async function latestAudit(): Promise<AuditEntry[]> {
  return (await call('GET', '/api/admin/audit?pageSize=5')).json().entries as AuditEntry[];
}

describe('research interests on /admin', () => {
  it('are for administrators only', async () => {
    const academic = testUser({ role: 'academic' });
    expect((await call('GET', '/api/admin/research-interests', undefined, academic)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/research-interests' })).statusCode).toBe(401);
    const id = '6f1c1a55-8a7c-4a51-9a47-1f2f8b2c1d00';
    expect(
      (await call('DELETE', `/api/admin/research-interests/${id}`, undefined, academic)).statusCode,
    ).toBe(403);
  });

  it('lists interests with how many people hold each', async () => {
    await researcherWith('Admin list tpack', 'Admin list maker');
    await researcherWith('Admin list tpack');
    const res = await call('GET', '/api/admin/research-interests?search=admin%20list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 2,
      interests: [
        { name: 'Admin list maker', holderCount: 1 },
        { name: 'Admin list tpack', holderCount: 2 },
      ],
    });
  });

  it('renames an interest for every holder and records it; a taken name is 409 and not recorded', async () => {
    const { who, ids } = await researcherWith('Admin rename old', 'Admin rename other');
    const res = await call('PATCH', `/api/admin/research-interests/${ids[0]}`, { name: 'Admin rename new' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Research interest renamed',
      change: {
        before: { name: 'Admin rename old' },
        after: { name: 'Admin rename new' },
        holdersChanged: 1,
      },
    });
    expect(await interestsOf(who)).toEqual(['Admin rename new', 'Admin rename other']);
    expect((await latestAudit())[0]).toMatchObject({
      actorUserId: admin.userId,
      actorEmail: 'ines.admin@example.edu',
      action: 'rename_research_interest',
      outcome: 'succeeded',
      targetUserId: null,
      details: { interestId: ids[0], name: 'Admin rename old', newName: 'Admin rename new', holderCount: 1 },
    });

    const taken = await call('PATCH', `/api/admin/research-interests/${ids[0]}`, {
      name: 'admin RENAME other',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('RESEARCH_INTEREST_EXISTS');
    const bad = await call('PATCH', `/api/admin/research-interests/${ids[0]}`, { name: '<script>' });
    expect(bad.statusCode).toBe(400);
    expect((await latestAudit())[0]!.details.newName).toBe('Admin rename new');
  });

  it('merges one interest into another, moving every holder, and records it', async () => {
    const { who, ids } = await researchedMerge();
    const res = await call('POST', `/api/admin/research-interests/${ids.gone}/merge`, { intoId: ids.kept });
    expect(res.statusCode).toBe(200);
    expect(res.json().change).toMatchObject({ after: { id: ids.kept, holderCount: 3 }, holdersChanged: 2 });
    for (const person of who) expect(await interestsOf(person)).toContain('Admin merge kept');
    expect((await latestAudit())[0]).toMatchObject({
      action: 'merge_research_interests',
      details: {
        interestId: ids.gone,
        name: 'Admin merge gone',
        intoId: ids.kept,
        intoName: 'Admin merge kept',
      },
    });
  });

  it('removes an interest from every holder, saying how many held it, and records it', async () => {
    const first = await researcherWith('Admin remove me', 'Admin remove stays');
    await researcherWith('Admin remove me');
    const res = await call('DELETE', `/api/admin/research-interests/${first.ids[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Research interest removed', change: { holdersChanged: 2 } });
    expect(await interestsOf(first.who)).toEqual(['Admin remove stays']);
    expect((await latestAudit())[0]).toMatchObject({
      action: 'remove_research_interest',
      details: { interestId: first.ids[0], name: 'Admin remove me', holderCount: 2 },
    });
    const again = await call('DELETE', `/api/admin/research-interests/${first.ids[0]}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('a profile service slow to answer', () => {
  it('is waited for past the usual 5 s: a popular interest republishes many profiles', async () => {
    const interest = {
      id: randomUUID(),
      name: 'Popular',
      holderCount: 3000,
      createdAt: new Date().toISOString(),
    };
    const slow = createServer((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ before: interest, after: null, holdersChanged: 3000 }));
      }, 5_500);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const slowDb = await createTestDatabase();
    const slowAdmin = await buildApp(
      loadAdminConfig(
        testEnv(slowDb, uniqueName('as'), {
          PROFILE_URL: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
        }),
      ),
    );
    try {
      await slowAdmin.ready();
      const res = await slowAdmin.inject({
        method: 'DELETE',
        url: `/api/admin/research-interests/${interest.id}`,
        headers: await asUser(admin),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().change.holdersChanged).toBe(3000);
    } finally {
      await slowAdmin.close();
      slow.close();
      await slowDb.drop();
    }
  }, 20_000);
});

async function researchedMerge() {
  const a = await researcherWith('Admin merge kept');
  const b = await researcherWith('Admin merge gone');
  const c = await researcherWith('Admin merge gone');
  return { who: [b.who, c.who, a.who], ids: { kept: a.ids[0]!, gone: b.ids[0]! } };
}
