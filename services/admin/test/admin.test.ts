import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EventRecorder,
  asUser,
  at,
  createTestDatabase,
  deleteStreams,
  publishEvent,
  randomUUID,
  sleep,
  testEnv,
  testUser,
  testUserSnapshot,
  uniqueName,
  waitFor,
  type TestDatabase,
} from '@app/service-kit/testing';
import type { UserContext } from '@app/contracts';
import { adminRoutes, type AdminUser, type AuditEntry } from '@app/contracts/admin/http';
import type { InternalUser, OidcLoginBody } from '@app/contracts/identity/http';
import { buildApp as buildIdentityApp, type IdentityApp } from '../../identity/src/app';
import { loadIdentityConfig } from '../../identity/src/config';
import { asService, claims, signIn as identitySignIn } from '../../identity/test/helpers';
import { buildApp, type AdminApp } from '../src/app';
import { loadAdminConfig } from '../src/config';

const ROOT_EMAIL = 'root.admin@example.edu';

let db: TestDatabase;
let identity: IdentityApp;
let app: AdminApp;
let recorder: EventRecorder;
let root: InternalUser;
const ns = uniqueName('ad');

beforeAll(async () => {
  db = await createTestDatabase();
  identity = await buildIdentityApp(loadIdentityConfig(testEnv(db, ns, { ADMIN_EMAILS: ROOT_EMAIL })));
  await identity.listen({ port: 0, host: '127.0.0.1' });
  const { port } = identity.server.address() as AddressInfo;
  app = await buildApp(loadAdminConfig(testEnv(db, ns, { IDENTITY_URL: `http://127.0.0.1:${port}` })));
  await app.ready();
  recorder = await new EventRecorder(ns).start();
  root = await signIn({ email: ROOT_EMAIL, firstName: 'Rita', lastName: 'Root' });
  expect(root.role).toBe('admin');
  await appears(root);
});
afterAll(async () => {
  await recorder?.stop();
  await app?.close();
  await identity?.close();
  await db?.drop();
  await deleteStreams(ns);
});

// ---- helpers ----

async function signIn(overrides: Partial<OidcLoginBody> = {}): Promise<InternalUser> {
  const res = await identitySignIn(identity, claims(overrides));
  expect(res.statusCode).toBe(200);
  return res.json() as InternalUser;
}

/** Signs the same person in again (same issuer and subject). */
async function signInAgain(c: OidcLoginBody): Promise<void> {
  expect((await identitySignIn(identity, c)).statusCode).toBe(200);
}

const ctx = (u: InternalUser, role = u.role): UserContext => ({
  userId: u.id,
  role,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
});

async function as(u: InternalUser | UserContext, role?: UserContext['role']) {
  return asUser('userId' in u ? (role ? { ...u, role } : u) : ctx(u, role));
}

async function listUsers(query = '', by: InternalUser = root) {
  const res = await app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: await as(by) });
  expect(res.statusCode).toBe(200);
  return res.json() as { users: AdminUser[]; total: number; page: number; pageSize: number };
}

async function listed(id: string): Promise<AdminUser | undefined> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/users?pageSize=200`,
    headers: await as(root),
  });
  return (res.json() as { users: AdminUser[] }).users.find((u) => u.id === id);
}

/** Waits until admin's read model holds the user (identity's events arrive asynchronously). */
async function appears(u: InternalUser, match: (a: AdminUser) => boolean = () => true): Promise<AdminUser> {
  return waitFor(
    async () => {
      const found = await listUsers(`?search=${encodeURIComponent(u.email ?? u.id)}`);
      return found.users.find((x) => x.id === u.id && match(x));
    },
    { what: `user ${u.id} in the admin list` },
  );
}

async function audit(): Promise<AuditEntry[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/audit?pageSize=200',
    headers: await as(root),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { entries: AuditEntry[] }).entries;
}

async function post(url: string, by: InternalUser | UserContext, payload?: unknown) {
  return app.inject({ method: 'POST', url, headers: await as(by), ...(payload ? { payload } : {}) });
}

async function identityRole(id: string): Promise<string> {
  const res = await identity.inject({
    method: 'GET',
    url: `/internal/users/${id}`,
    headers: await asService(),
  });
  return (res.json() as InternalUser).role;
}

// ---- tests ----

describe('access', () => {
  it('serves every route of its catalogue', () => {
    expect(app.unservedCatalogueRoutes()).toEqual([]);
  });

  it('refuses every route to signed-out callers (401) and to non-admins (403)', async () => {
    const academic = await signIn();
    const someone = randomUUID();
    for (const route of Object.values(adminRoutes)) {
      const url = route.path.replace(':id', someone);
      const payload = route.path.endsWith('/email') ? { subject: 'Hi', message: 'Hello' } : undefined;
      const signedOut = await app.inject({ method: route.method, url, payload });
      expect(signedOut.statusCode, `${route.method} ${route.path} signed out`).toBe(401);
      const notAdmin = await app.inject({ method: route.method, url, payload, headers: await as(academic) });
      expect(notAdmin.statusCode, `${route.method} ${route.path} as academic`).toBe(403);
      expect(notAdmin.json().code).toBe('ADMIN_ONLY');
    }
    // Refused attempts changed nothing.
    expect(await identityRole(academic.id)).toBe('academic');
    expect(recorder.of('admin.email.requested').filter((e) => e.data.toUserId === someone)).toHaveLength(0);
  });
});

describe('user list', () => {
  it('lists users from identity with their login analytics, newest first', async () => {
    const c = claims({ firstName: 'Lina', lastName: 'Listed' });
    const lina = await signIn(c);
    await signInAgain(c);
    const later = await signIn({ firstName: 'Lars', lastName: 'Later' });

    const shown = await appears(lina, (u) => u.loginCount === 2);
    expect(shown).toMatchObject({
      id: lina.id,
      firstName: 'Lina',
      lastName: 'Listed',
      email: c.email,
      role: 'academic',
      isActive: true,
      createdAt: lina.createdAt,
      loginCount: 2,
    });
    expect(shown.lastLogin).not.toBeNull();
    await appears(later);

    const all = await listUsers('?pageSize=200');
    expect(all.pageSize).toBe(200);
    expect(all.total).toBe(all.users.length);
    const ids = all.users.map((u) => u.id);
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(lina.id));
    const created = all.users.map((u) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('pages with a default page size of 50 and a total', async () => {
    const defaults = await listUsers();
    expect(defaults.page).toBe(1);
    expect(defaults.pageSize).toBe(50);

    const first = await listUsers('?page=1&pageSize=2');
    const second = await listUsers('?page=2&pageSize=2');
    expect(first.users).toHaveLength(2);
    expect(second.page).toBe(2);
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(second.users.map((u) => u.id)).not.toContain(at(first.users, 0).id);
  });

  it('searches names and email in any case, taking wildcards literally', async () => {
    const tag = uniqueName('q');
    const exact = await signIn({ firstName: 'Quinn', lastName: `Zed_${tag}` });
    const lookalike = await signIn({ firstName: 'Quinn', lastName: `ZedX${tag}` });
    await appears(exact);
    await appears(lookalike);

    const byLast = await listUsers(`?search=${encodeURIComponent(`zed_${tag.toUpperCase()}`)}`);
    expect(byLast.users.map((u) => u.id)).toEqual([exact.id]);
    expect(byLast.total).toBe(1);

    const byFullName = await listUsers(`?search=${encodeURIComponent(`quinn zedx${tag}`)}`);
    expect(byFullName.users.map((u) => u.id)).toEqual([lookalike.id]);

    const byEmail = await listUsers(`?search=${encodeURIComponent(exact.email!.toUpperCase())}`);
    expect(byEmail.users.map((u) => u.id)).toEqual([exact.id]);

    const none = await listUsers(`?search=${encodeURIComponent(`'; DROP TABLE users; -- ${tag}`)}`);
    expect(none.users).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('rejects bad paging with a clear 400', async () => {
    for (const query of ['?pageSize=201', '?pageSize=0', '?page=0', '?page=abc']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/users${query}`,
        headers: await as(root),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/page(Size)? must be a whole number/);
    }
  });
});

describe('login analytics', () => {
  it('counts every login and lists the latest 20, newest first', async () => {
    const c = claims({ userAgent: 'agent-0' });
    const user = await signIn(c);
    for (let i = 1; i < 22; i += 1)
      await signInAgain({ ...c, userAgent: `agent-${i}`, ipAddress: `198.51.100.${i}` });
    await appears(user, (u) => u.loginCount === 22);

    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}/analytics`,
      headers: await as(root),
    });
    expect(res.statusCode).toBe(200);
    const analytics = res.json();
    expect(analytics.userId).toBe(user.id);
    expect(analytics.loginCount).toBe(22);
    expect(analytics.recentLogins).toHaveLength(20);
    expect(analytics.recentLogins[0]).toEqual({
      at: analytics.lastLogin,
      ipAddress: '198.51.100.21',
      userAgent: 'agent-21',
    });
    expect(analytics.recentLogins[19].userAgent).toBe('agent-2');
    const times = analytics.recentLogins.map((l: { at: string }) => l.at);
    expect([...times].sort().reverse()).toEqual(times);

    // Bounded: `limit` asks for fewer (or more, up to 100); the count stays the true one.
    const few = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}/analytics?limit=5`,
      headers: await as(root),
    });
    expect(few.json().recentLogins.map((l: { userAgent: string }) => l.userAgent)).toEqual([
      'agent-21',
      'agent-20',
      'agent-19',
      'agent-18',
      'agent-17',
    ]);
    expect(few.json().loginCount).toBe(22);
    const tooMany = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}/analytics?limit=101`,
      headers: await as(root),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('answers 404 for a user it does not know and 400 for an id that is not a uuid', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${randomUUID()}/analytics`,
      headers: await as(root),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/users/not-a-uuid/analytics',
      headers: await as(root),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id must be a UUID/);
  });
});

describe('roles', () => {
  it('promotes and demotes through identity, shows it in the list and records both', async () => {
    const user = await signIn();
    await appears(user, (u) => u.loginCount === 1);

    const promoted = await post(`/api/admin/users/${user.id}/make-admin`, root);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      success: true,
      message: 'User promoted to admin successfully',
      user: { id: user.id, role: 'admin', loginCount: 1 },
    });
    expect(await identityRole(user.id)).toBe('admin');
    expect((await listed(user.id))?.role).toBe('admin');
    const changed = await recorder.waitFor('identity.user.role_changed', (e) => e.data.userId === user.id);
    expect(changed.data).toMatchObject({ role: 'admin', previousRole: 'academic', changedBy: root.id });

    // The promoted user's next request (with a fresh role from the gateway) is an admin's.
    const asPromoted = await app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: await as(user, 'admin'),
    });
    expect(asPromoted.statusCode).toBe(200);

    const demoted = await post(`/api/admin/users/${user.id}/remove-admin`, root);
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json()).toMatchObject({
      message: 'Admin role removed successfully',
      user: { role: 'academic' },
    });
    expect(await identityRole(user.id)).toBe('academic');
    await recorder.waitFor(
      'identity.user.role_changed',
      (e) => e.data.userId === user.id && e.data.role === 'academic',
    );
    // Once identity's events have been applied the read model still agrees.
    await waitFor(async () => (await listed(user.id))?.role === 'academic', { what: 'demotion applied' });

    const entries = (await audit()).filter((e) => e.targetUserId === user.id);
    expect(entries.map((e) => [e.action, e.outcome])).toEqual([
      ['remove_admin', 'succeeded'],
      ['make_admin', 'succeeded'],
    ]);
    expect(entries[1]).toMatchObject({
      actorUserId: root.id,
      actorEmail: ROOT_EMAIL,
      targetEmail: user.email,
      details: { previousRole: 'academic', role: 'admin' },
    });
  });

  it('answers 404 for an unknown user and records nothing', async () => {
    const before = (await audit()).length;
    const res = await post(`/api/admin/users/${randomUUID()}/make-admin`, root);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('USER_NOT_FOUND');
    expect(await audit()).toHaveLength(before);
  });

  it('refuses to let an admin remove their own admin role, and records the attempt', async () => {
    const res = await post(`/api/admin/users/${root.id}/remove-admin`, root);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'SELF_DEMOTE',
      message: 'You cannot remove your own admin role',
    });
    expect(await identityRole(root.id)).toBe('admin');
    expect((await audit())[0]).toMatchObject({
      action: 'remove_admin',
      outcome: 'refused',
      actorUserId: root.id,
      targetUserId: root.id,
      details: { reason: 'SELF_DEMOTE' },
    });
  });
});

describe('deletion', () => {
  it('refuses to let an admin delete themself', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${root.id}`,
      headers: await as(root),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'SELF_DELETE',
      message: 'You cannot delete your own account from the admin dashboard',
    });
    expect(await identityRole(root.id)).toBe('admin');
    expect((await audit())[0]).toMatchObject({
      action: 'delete_user',
      outcome: 'refused',
      targetUserId: root.id,
    });
  });

  it('deletes through identity, which tells every service; the user and their analytics leave admin', async () => {
    const user = await signIn({ firstName: 'Dana', lastName: 'Deleted' });
    await appears(user, (u) => u.loginCount === 1);

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      headers: await as(root),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'User deleted successfully' });

    const deleted = await recorder.waitFor('identity.user.deleted', (e) => e.data.userId === user.id);
    expect(deleted.data).toEqual({ userId: user.id, email: user.email, deletedBy: root.id });
    expect(await listed(user.id)).toBeUndefined();
    const analytics = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}/analytics`,
      headers: await as(root),
    });
    expect(analytics.statusCode).toBe(404);
    expect(await app.db('usageAnalytics').where({ userId: user.id })).toEqual([]);
    const inIdentity = await identity.inject({
      method: 'GET',
      url: `/internal/users/${user.id}`,
      headers: await asService(),
    });
    expect(inIdentity.statusCode).toBe(404);

    expect((await audit()).find((e) => e.targetUserId === user.id)).toMatchObject({
      action: 'delete_user',
      outcome: 'succeeded',
      actorUserId: root.id,
      targetEmail: user.email,
    });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: await as(root) }))
        .statusCode,
    ).toBe(404);
  });

  it('does not bring a deleted user back when an old event about them is delivered late', async () => {
    const user = await signIn();
    await appears(user);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: await as(root) }))
        .statusCode,
    ).toBe(200);
    await recorder.waitFor('identity.user.deleted', (e) => e.data.userId === user.id);

    await publishEvent(
      ns,
      'identity.user.registered',
      testUserSnapshot({
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        oidcIssuer: user.oidcIssuer,
        createdAt: user.createdAt,
      }),
    );
    await publishEvent(ns, 'identity.user.logged_in', {
      userId: user.id,
      at: new Date().toISOString(),
      ipAddress: null,
      userAgent: null,
    });
    // A later registration on the same stream shows the two above have been handled.
    const marker = await signIn();
    await appears(marker);
    expect(await listed(user.id)).toBeUndefined();
    expect(await app.db('usageAnalytics').where({ userId: user.id })).toEqual([]);
  });
});

describe('the audit log', () => {
  it('records an ORCID take-over: who proved the iD, whose typed claim it left, and the iD', async () => {
    const former = await signIn();
    const prover = await signIn();
    await appears(former);
    await appears(prover);
    const fromProfileId = randomUUID();
    await publishEvent(ns, 'profile.orcid_link.taken_over', {
      orcidId: '0000-0004-2010-1079',
      fromUserId: former.id,
      fromProfileId,
      toUserId: prover.id,
    });
    const entry = await waitFor(
      async () => (await audit()).find((e) => e.action === 'orcid_take_over' && e.targetUserId === former.id),
      { what: 'the take-over in the audit log' },
    );
    expect(entry).toMatchObject({
      actorUserId: prover.id,
      actorEmail: prover.email,
      targetEmail: former.email,
      outcome: 'succeeded',
      details: { orcidId: '0000-0004-2010-1079', fromProfileId },
    });
  });

  it('records a new group leader’s first read of the member addresses and messages sent through Research Connect', async () => {
    const leader = await signIn();
    await appears(leader);
    const groupId = randomUUID();
    const at = new Date().toISOString();
    await publishEvent(ns, 'groups.member_emails.read', {
      groupId,
      groupName: 'TPACK research group',
      leaderUserId: leader.id,
      leaderName: 'Lena Leader',
      shownCount: 3,
      hiddenCount: 2,
      at,
    });
    const emailId = randomUUID();
    await publishEvent(ns, 'groups.members.emailed', {
      emailId,
      groupId,
      groupName: 'TPACK research group',
      fromUserId: leader.id,
      fromName: 'Lena Leader',
      recipientUserIds: [randomUUID(), randomUUID()],
      subject: 'Friday reading group',
      message: 'Not kept in the audit log.',
      at,
    });
    const entries = await waitFor(
      async () => {
        const mine = (await audit()).filter((e) => e.actorUserId === leader.id);
        return mine.length === 2 ? mine : undefined;
      },
      { what: 'the leader’s entries in the audit log' },
    );
    expect(entries.find((e) => e.action === 'group_member_emails_read')).toMatchObject({
      actorEmail: leader.email,
      targetUserId: null,
      targetEmail: null,
      details: { groupId, groupName: 'TPACK research group', shownCount: 3, hiddenCount: 2 },
    });
    expect(entries.find((e) => e.action === 'group_members_emailed')).toMatchObject({
      actorEmail: leader.email,
      targetUserId: null,
      details: { emailId, groupId, subject: 'Friday reading group', recipientCount: 2 },
    });
    expect(JSON.stringify(entries)).not.toContain('Not kept in the audit log.');
  });
});

describe('the last administrator', () => {
  it('can be neither demoted nor deleted, even by an admin whose role token is stale', async () => {
    // Leave root as the only administrator, through identity's own route.
    const admins: Array<{ id: string }> = await identity.db('users').where({ role: 'admin' }).select('id');
    for (const a of admins.filter((x) => x.id !== root.id)) {
      const res = await identity.inject({
        method: 'POST',
        url: `/internal/users/${a.id}/role`,
        headers: await asService('admin'),
        payload: { role: 'academic', actorUserId: null },
      });
      expect(res.statusCode).toBe(200);
    }
    const deputy = await signIn({ firstName: 'Dee', lastName: 'Deputy' });
    expect((await post(`/api/admin/users/${deputy.id}/make-admin`, root)).statusCode).toBe(200);
    // The deputy demotes root, so the deputy is now the only administrator...
    expect((await post(`/api/admin/users/${root.id}/remove-admin`, ctx(deputy, 'admin'))).statusCode).toBe(
      200,
    );
    expect(await identityRole(root.id)).toBe('academic');

    // ...and root, still carrying an admin token, tries to demote or delete the deputy.
    const demote = await post(`/api/admin/users/${deputy.id}/remove-admin`, root);
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'LAST_ADMIN' });
    expect(demote.json().message).toMatch(/last remaining administrator and cannot be demoted/);
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${deputy.id}`,
      headers: await as(root),
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toMatch(/cannot be deleted/);
    expect(await identityRole(deputy.id)).toBe('admin');

    const refused = (await audit()).filter((e) => e.targetUserId === deputy.id && e.outcome === 'refused');
    expect(refused.map((e) => [e.action, e.details.reason])).toEqual([
      ['delete_user', 'LAST_ADMIN'],
      ['remove_admin', 'LAST_ADMIN'],
    ]);

    // Put root back for the other tests.
    expect((await post(`/api/admin/users/${root.id}/make-admin`, ctx(deputy, 'admin'))).statusCode).toBe(200);
    expect(await identityRole(root.id)).toBe('admin');
  });
});

describe('email', () => {
  it('publishes admin.email.requested exactly once and records it', async () => {
    const user = await signIn({ firstName: 'Ella', lastName: 'Emailed' });
    await appears(user);
    const res = await post(`/api/admin/users/${user.id}/email`, root, {
      subject: '  Your account  ',
      message: 'Hello Ella,\nwelcome aboard.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Email sent successfully' });

    const event = await recorder.waitFor('admin.email.requested', (e) => e.data.toUserId === user.id);
    expect(event.data).toMatchObject({
      toEmail: user.email,
      toName: 'Ella Emailed',
      subject: 'Your account',
      message: 'Hello Ella,\nwelcome aboard.',
      fromAdminUserId: root.id,
      fromAdminName: 'Rita Root',
    });
    await sleep(600); // several relay polls: a second publish would show up by now
    expect(recorder.of('admin.email.requested').filter((e) => e.data.toUserId === user.id)).toHaveLength(1);

    expect((await audit()).find((e) => e.targetUserId === user.id)).toMatchObject({
      action: 'email_user',
      outcome: 'succeeded',
      targetEmail: user.email,
      details: { emailId: event.data.emailId, subject: 'Your account' },
    });
  });

  it("needs a subject and a message: 'Please fill in both subject and message'", async () => {
    const user = await signIn();
    await appears(user);
    const bodies = [
      { subject: '   ', message: 'Hello' },
      { subject: 'Hello', message: '\n\t ' },
      { subject: 'Hello' },
      {},
      { subject: null, message: null },
    ];
    for (const body of bodies) {
      const res = await post(`/api/admin/users/${user.id}/email`, root, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe('Please fill in both subject and message');
    }
    const tooLong = await post(`/api/admin/users/${user.id}/email`, root, {
      subject: 'x'.repeat(201),
      message: 'Hello',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/subject must be at most 200 characters/);
    await sleep(400);
    expect(recorder.of('admin.email.requested').filter((e) => e.data.toUserId === user.id)).toHaveLength(0);
  });

  it('refuses a user without an email address, and an unknown user', async () => {
    const noEmail = await signIn({ email: null });
    await waitFor(async () => listed(noEmail.id), { what: 'user without email listed' });
    const res = await post(`/api/admin/users/${noEmail.id}/email`, root, { subject: 'Hi', message: 'Hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'NO_EMAIL',
      message: 'This user has no email address, so no email can be sent',
    });
    const unknown = await post(`/api/admin/users/${randomUUID()}/email`, root, {
      subject: 'Hi',
      message: 'Hello',
    });
    expect(unknown.statusCode).toBe(404);
    await sleep(400);
    expect(recorder.of('admin.email.requested').filter((e) => e.data.toUserId === noEmail.id)).toHaveLength(
      0,
    );
  });
});

describe('audit log', () => {
  it('pages newest first and is for administrators only', async () => {
    const page1 = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?pageSize=2',
      headers: await as(root),
    });
    const page2 = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?page=2&pageSize=2',
      headers: await as(root),
    });
    const a = page1.json();
    const b = page2.json();
    expect(a.entries).toHaveLength(2);
    expect(a.total).toBe(b.total);
    expect(a.total).toBeGreaterThanOrEqual(4);
    const times = [...a.entries, ...b.entries].map((e: AuditEntry) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const academic = testUser();
    const refused = await app.inject({ method: 'GET', url: '/api/admin/audit', headers: await as(academic) });
    expect(refused.statusCode).toBe(403);
  });
});

describe('when identity is unreachable', () => {
  it('answers 503 to commands and records nothing', async () => {
    const offlineNs = uniqueName('ao');
    const offline = await buildApp(
      loadAdminConfig(
        testEnv(db, offlineNs, { IDENTITY_URL: 'http://127.0.0.1:9', DB_SCHEMA: 'admin_offline' }),
      ),
    );
    try {
      await offline.ready();
      const res = await offline.inject({
        method: 'POST',
        url: `/api/admin/users/${randomUUID()}/make-admin`,
        headers: await as(root),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('UPSTREAM_UNAVAILABLE');
      expect(await offline.db('adminAuditLog')).toEqual([]);
    } finally {
      await offline.close();
      await deleteStreams(offlineNs);
    }
  });
});
