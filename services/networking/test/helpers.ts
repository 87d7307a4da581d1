import { randomUUID } from 'node:crypto';
import type { UserContext } from '@app/contracts';
import type { ConnectionEvent } from '@app/contracts/networking/events';
import type { ProfileSnapshot } from '@app/contracts/profile/events';
import {
  asUser,
  publishEvent,
  startTestService,
  testProfileSnapshot,
  testUser,
  testUserSnapshot,
  waitFor,
  type TestService,
} from '@app/service-kit/testing';
import { buildApp, type NetworkingApp } from '../src/app';
import { loadNetworkingConfig } from '../src/config';

/** One networking service per test file: own database, event namespace and recorder. */
export type Harness = TestService<NetworkingApp>;

export function startHarness(prefix: string, settings: Record<string, string> = {}): Promise<Harness> {
  // The network page's read model follows changes within a tenth of a second (30 s in compose).
  return startTestService(
    (env) => buildApp(loadNetworkingConfig({ NETWORK_COUNT_MS: '100', ...env, ...settings })),
    prefix,
  );
}

let snapshotClock = Date.now();
/** A strictly increasing timestamp, so each snapshot is newer than the one before. */
export const later = () => new Date((snapshotClock += 1000)).toISOString();

/** A researcher at Monash with an ORCID iD of their own, each snapshot newer than the last. */
export function snapshot(overrides: Partial<ProfileSnapshot> = {}): ProfileSnapshot {
  return testProfileSnapshot({
    orcidId: `0000-0002-${String(Math.floor(Math.random() * 9000) + 1000)}-0001`,
    email: `pat.${randomUUID().slice(0, 6)}@example.edu.au`,
    institution: 'Monash University',
    department: 'School of Education',
    updatedAt: later(),
    ...overrides,
  });
}

/** The signed-in user behind a profile snapshot. */
export function userOf(s: Pick<ProfileSnapshot, 'userId' | 'name' | 'email'>): UserContext {
  const [firstName, ...rest] = s.name.split(' ');
  return testUser({
    userId: s.userId,
    email: s.email,
    firstName: firstName ?? null,
    lastName: rest.join(' ') || null,
  });
}

/** Delivers a profile snapshot as the profile service would, and waits until the read model holds it. */
export async function linkProfile(h: Harness, s: ProfileSnapshot, type: 'linked' | 'updated' = 'linked') {
  await publishEvent(h.ns, `profile.profile.${type}`, s);
  await waitFor(
    async () => {
      const row = await h.app.db('researchers').where({ profileId: s.profileId }).first();
      return row && Date.parse(row.updatedAt) >= Date.parse(s.updatedAt);
    },
    { what: `researcher ${s.name}` },
  );
  return s;
}

/** Tells the service about a person (with no profile) as identity would. */
export async function registerPerson(h: Harness, user: UserContext) {
  await publishEvent(
    h.ns,
    'identity.user.registered',
    testUserSnapshot({
      userId: user.userId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
    }),
  );
  await waitFor(() => h.app.db('people').where({ userId: user.userId }).first(), { what: 'person' });
}

export async function call(
  h: Harness,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  user?: UserContext,
  payload?: unknown,
) {
  return h.app.inject({
    method,
    url,
    headers: user ? await asUser(user) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Waits until every event written to the outbox so far has been published, then returns those about one connection. */
export async function eventsAbout(h: Harness, connectionId: string) {
  const written: string[] = (await h.app.db('outbox').select('id')).map((r: { id: string }) => r.id);
  await waitFor(() => written.every((id) => h.recorder.events.some((e) => e.id === id)), {
    what: 'outbox events published',
  });
  return h.recorder.events
    .filter(
      (e) =>
        e.type.startsWith('networking.') &&
        (e.data as { connectionId?: string }).connectionId === connectionId,
    )
    .map((e) => ({ id: e.id, type: e.type, data: e.data as ConnectionEvent }));
}
