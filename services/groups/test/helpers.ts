import { randomUUID } from 'node:crypto';
import type { UserContext } from '@app/contracts';
import type { ResearchCategory } from '@app/contracts';
import type { ProfileSnapshot } from '@app/contracts/profile/events';
import type { ProjectSnapshot } from '@app/contracts/projects/events';
import {
  asUser,
  publishEvent,
  startTestService,
  testProfileSnapshot,
  testUser,
  uniqueName,
  waitFor,
  type TestService,
} from '@app/service-kit/testing';
import { buildApp, type GroupsApp } from '../src/app';
import { loadGroupsConfig } from '../src/config';

/** One groups service per test file: own database, event namespace and recorder. */
export type Harness = TestService<GroupsApp>;

export function startHarness(prefix: string): Promise<Harness> {
  return startTestService((env) => buildApp(loadGroupsConfig(env)), prefix);
}

function profileSnapshot(user: UserContext, overrides: Partial<ProfileSnapshot> = {}): ProfileSnapshot {
  return testProfileSnapshot({
    userId: user.userId,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    institution: 'University of Newcastle',
    ...overrides,
  });
}

export function projectSnapshot(overrides: Partial<ProjectSnapshot> = {}): ProjectSnapshot {
  const now = new Date().toISOString();
  return {
    projectId: randomUUID(),
    title: 'Coding clubs in regional primary schools',
    description: 'A study of after-school coding clubs.',
    duration: '12 months',
    status: 'seeking_collaborators',
    categories: [],
    isPublic: true,
    ownerUserId: randomUUID(),
    ownerProfileId: randomUUID(),
    memberUserIds: [],
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

export interface Researcher {
  user: UserContext;
  profile: ProfileSnapshot;
  headers: () => Promise<Record<string, string>>;
}

/** A signed-in user whose linked research profile the groups service has already received. */
export async function researcher(
  app: GroupsApp,
  ns: string,
  overrides: Partial<ProfileSnapshot> = {},
  userOverrides: Partial<UserContext> = {},
): Promise<Researcher> {
  const user = testUser(userOverrides);
  const profile = profileSnapshot(user, overrides);
  await publishEvent(ns, 'profile.profile.linked', profile);
  await waitFor(() => app.db('profiles').where({ profileId: profile.profileId }).first(), {
    what: `profile ${profile.profileId} in the read model`,
  });
  return { user, profile, headers: () => asUser(user) };
}

/** A group of our own, so a test's counts are not disturbed by other tests. */
export async function createGroup(app: GroupsApp, category: ResearchCategory = 'TPACK'): Promise<string> {
  const [row] = await app
    .db('research_groups')
    .insert({ name: `Test group ${uniqueName('g')}`, description: 'A group made by a test.', category })
    .returning('id');
  return (row as { id: string }).id;
}

export async function call(
  app: GroupsApp,
  method: 'GET' | 'POST',
  url: string,
  who?: Researcher | UserContext,
) {
  const headers = who === undefined ? {} : 'headers' in who ? await who.headers() : await asUser(who);
  return app.inject({ method, url, headers });
}
