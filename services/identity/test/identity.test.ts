import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EventRecorder,
  asUser,
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniqueName,
  type TestDatabase,
} from '@app/service-kit/testing';
import type { InternalUser } from '@app/contracts/identity/http';
import { buildApp, type IdentityApp } from '../src/app';
import { loadIdentityConfig } from '../src/config';
import { asService, claims, signIn } from './helpers';

let db: TestDatabase;
let app: IdentityApp;
let recorder: EventRecorder;
const ns = uniqueName('id');

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp(
    loadIdentityConfig(testEnv(db, ns, { ADMIN_EMAILS: 'boss@example.edu, Chief@Example.edu' })),
  );
  await app.ready();
  recorder = await new EventRecorder(ns).start();
});
afterAll(async () => {
  await recorder?.stop();
  await app?.close();
  await db?.drop();
  await deleteStreams(ns);
});

const ctx = (u: InternalUser) => ({
  userId: u.id,
  role: u.role,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
});

describe('sign-in from OIDC claims', () => {
  it('registers a new person once and records every login', async () => {
    const c = claims();
    const first = await signIn(app, c);
    expect(first.statusCode).toBe(200);
    const user = first.json() as InternalUser;
    expect(user).toMatchObject({
      email: c.email,
      firstName: 'Pat',
      role: 'academic',
      hasSeenWelcomePopup: false,
    });

    const again = (await signIn(app, c)).json() as InternalUser;
    expect(again.id).toBe(user.id);

    await recorder.waitFor(
      'identity.user.logged_in',
      (e) =>
        e.data.userId === user.id &&
        recorder.of('identity.user.logged_in').filter((x) => x.data.userId === user.id).length === 2,
    );
    expect(recorder.of('identity.user.registered').filter((e) => e.data.userId === user.id)).toHaveLength(1);
    expect(recorder.of('identity.user.updated').filter((e) => e.data.userId === user.id)).toHaveLength(0);
    const row = await app.db('users').where({ id: user.id }).first();
    expect(row.loginCount).toBe(2);
    expect(
      recorder.of('identity.user.logged_in').find((e) => e.data.userId === user.id)?.data.ipAddress,
    ).toBe('203.0.113.7');
  });

  it('keeps names and email current and says so with identity.user.updated', async () => {
    const c = claims();
    const user = (await signIn(app, c)).json() as InternalUser;
    const renamed = (await signIn(app, { ...c, firstName: 'Patricia' })).json() as InternalUser;
    expect(renamed.firstName).toBe('Patricia');
    const updated = await recorder.waitFor('identity.user.updated', (e) => e.data.userId === user.id);
    expect(updated.data.firstName).toBe('Patricia');
  });

  it('makes the emails in ADMIN_EMAILS administrators, whatever their case', async () => {
    const admin = (await signIn(app, claims({ email: 'chief@example.edu' }))).json() as InternalUser;
    expect(admin.role).toBe('admin');
  });

  it('links a provider-verified email to the existing account and refuses an unverified one', async () => {
    const first = (await signIn(app, claims({ email: 'moves@example.edu' }))).json() as InternalUser;
    const linked = await signIn(app, claims({ email: 'Moves@example.edu', issuer: 'https://orcid.org' }));
    expect(linked.statusCode).toBe(200);
    expect(linked.json().id).toBe(first.id);

    const refused = await signIn(
      app,
      claims({ email: 'moves@example.edu', issuer: 'https://other.example', emailVerified: false }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EMAIL_IN_USE');
  });

  it('stores a provider-vouched ORCID iD once; another account cannot take it', async () => {
    const owner = (await signIn(app, claims({ orcidId: '0000-0002-1825-0097' }))).json() as InternalUser;
    expect(owner.orcidId).toBe('0000-0002-1825-0097');
    const other = (await signIn(app, claims({ orcidId: '0000-0002-1825-0097' }))).json() as InternalUser;
    expect(other.orcidId).toBeNull();
    const registered = await recorder.waitFor('identity.user.registered', (e) => e.data.userId === owner.id);
    expect(registered.data.verifiedOrcidId).toBe('0000-0002-1825-0097');
  });

  it("cleans the provider's names of bidi overrides and zero-width characters, keeping Arabic and Hebrew", async () => {
    const user = (
      await signIn(app, claims({ firstName: '\u202Eyrallih\u202C', lastName: 'כה\u200Bן\u200D' }))
    ).json() as InternalUser;
    expect(user).toMatchObject({ firstName: 'yrallih', lastName: 'כהן' });
    const registered = await recorder.waitFor('identity.user.registered', (e) => e.data.userId === user.id);
    expect(registered.data).toMatchObject({ firstName: 'yrallih', lastName: 'כהן' });
    const arabic = (await signIn(app, claims({ firstName: 'ليلى', lastName: null }))).json() as InternalUser;
    expect(arabic.firstName).toBe('ليلى');
  });

  it('validates the claims it is given', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/internal/users/oidc-login',
      headers: await asService(),
      payload: { issuer: '', subject: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('internal routes', () => {
  it('refuse user contexts and anonymous callers', async () => {
    const user = (await signIn(app, claims())).json() as InternalUser;
    const asPerson = await app.inject({
      method: 'GET',
      url: `/internal/users/${user.id}`,
      headers: await asUser(ctx(user)),
    });
    expect(asPerson.statusCode).toBe(401);
    expect(asPerson.json().code).toBe('INTERNAL_ONLY');
    expect((await app.inject({ method: 'GET', url: `/internal/users/${user.id}` })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: `/internal/users/${user.id}`, headers: await asService() }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the signed-in user', () => {
  it('answers 401 signed out and the user signed in, and remembers the welcome popup', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const user = (await signIn(app, claims())).json() as InternalUser;
    const headers = await asUser(ctx(user));
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(me.json()).toMatchObject({ id: user.id, hasSeenWelcomePopup: false, role: 'academic' });
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/welcome-popup-seen', headers })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/user', headers })).json().hasSeenWelcomePopup,
    ).toBe(true);
  });
});

describe('roles and deletion', () => {
  it('never leaves the site without an administrator, even under concurrent demotions', async () => {
    await app.db('users').where({ role: 'admin' }).update({ role: 'academic' });
    const a = (await signIn(app, claims({ email: 'boss@example.edu' }))).json() as InternalUser;
    const b = (await signIn(app, claims())).json() as InternalUser;
    const promote = await app.inject({
      method: 'POST',
      url: `/internal/users/${b.id}/role`,
      headers: await asService('admin'),
      payload: { role: 'admin', actorUserId: a.id },
    });
    expect(promote.json().role).toBe('admin');
    const changed = await recorder.waitFor('identity.user.role_changed', (e) => e.data.userId === b.id);
    expect(changed.data).toMatchObject({ role: 'admin', previousRole: 'academic', changedBy: a.id });

    const demote = async (id: string) =>
      app.inject({
        method: 'POST',
        url: `/internal/users/${id}/role`,
        headers: await asService('admin'),
        payload: { role: 'academic', actorUserId: null },
      });
    const results = await Promise.all([demote(a.id), demote(b.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('LAST_ADMIN');
    expect(await app.db('users').where({ role: 'admin' })).toHaveLength(1);
  });

  it('deletes an account, publishes identity.user.deleted, and then knows nobody by that id', async () => {
    const user = (await signIn(app, claims())).json() as InternalUser;
    const res = await app.inject({ method: 'DELETE', url: '/api/account', headers: await asUser(ctx(user)) });
    expect(res.statusCode).toBe(200);
    const deleted = await recorder.waitFor('identity.user.deleted', (e) => e.data.userId === user.id);
    expect(deleted.data).toEqual({ userId: user.id, email: user.email, deletedBy: null });
    expect(
      (await app.inject({ method: 'GET', url: `/internal/users/${user.id}`, headers: await asService() }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to let the only administrator delete their own account', async () => {
    const [onlyAdmin] = await app.db('users').where({ role: 'admin' });
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: await asUser(ctx(onlyAdmin)),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/only administrator/);
  });
});
