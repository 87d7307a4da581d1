import { randomUUID } from 'node:crypto';
import type { UserContext } from '@app/contracts';
import type { ResearchCategory } from '@app/contracts';
import type { ProfileSnapshot } from '@app/contracts/profile/events';
import type { ProjectSnapshot } from '@app/contracts/projects/events';
import type { App } from '@app/service-kit';
import { asUser, publishEvent, testUser, uniqueName, waitFor } from '@app/service-kit/testing';

export function profileSnapshot(
  user: UserContext,
  overrides: Partial<ProfileSnapshot> = {},
): ProfileSnapshot {
  return {
    profileId: randomUUID(),
    userId: user.userId,
    orcidId: '0000-0002-1825-0097',
    orcidVerified: true,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    biography: null,
    position: 'Lecturer',
    institution: 'University of Newcastle',
    department: null,
    profileImageUrl: null,
    researchInterests: [],
    forCodes: [],
    availableForSupervision: false,
    availableForExamination: false,
    acceptingCollaborations: true,
    publicationCount: 0,
    citationCount: 0,
    hIndex: 0,
    careerStartYear: null,
    recentPublications: [],
    publications: [],
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
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
  app: App,
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
export async function createGroup(app: App, category: ResearchCategory = 'TPACK'): Promise<string> {
  const [row] = await app
    .db('research_groups')
    .insert({ name: `Test group ${uniqueName('g')}`, description: 'A group made by a test.', category })
    .returning('id');
  return (row as { id: string }).id;
}

export async function call(app: App, method: 'GET' | 'POST', url: string, who?: Researcher | UserContext) {
  const headers = who === undefined ? {} : 'headers' in who ? await who.headers() : await asUser(who);
  return app.inject({ method, url, headers });
}
