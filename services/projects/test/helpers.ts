import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { UserContext } from '@app/contracts';
import type { ProfileSnapshot } from '@app/contracts/profile/events';
import type { ProjectBodyInput, ProjectResponse } from '@app/contracts/projects/http';
import {
  asUser,
  publishEvent,
  startTestService,
  testProfileSnapshot,
  testUser,
  waitFor,
  type TestService,
} from '@app/service-kit/testing';
import { buildApp, type ProjectsApp } from '../src/app';
import { loadProjectsConfig } from '../src/config';

/** One projects service on its own database and event namespace, with a recorder of its events. */
export type Harness = TestService<ProjectsApp>;

export function startHarness(prefix: string): Promise<Harness> {
  return startTestService((env) => buildApp(loadProjectsConfig(env)), prefix);
}

/** A signed-in person, with a research profile when `profileId` is set. */
export interface Person {
  user: UserContext;
  profileId: string | null;
  name: string;
}

export function profileSnapshot(person: Person, overrides: Partial<ProfileSnapshot> = {}): ProfileSnapshot {
  return testProfileSnapshot({
    profileId: person.profileId ?? randomUUID(),
    userId: person.user.userId,
    name: person.name,
    email: person.user.email,
    biography: `${person.name} researches technologies education.`,
    department: 'Education',
    ...overrides,
  });
}

/** Someone signed in who has not linked ORCID, so has no research profile. */
export function personWithoutProfile(): Person {
  const user = testUser();
  return { user, profileId: null, name: `${user.firstName} ${user.lastName}` };
}

/** A researcher whose profile the service has received (profile.profile.linked), ready to act. */
export async function researcher(
  h: Harness,
  profile: Partial<Pick<ProfileSnapshot, 'researchInterests' | 'forCodes' | 'name' | 'biography'>> = {},
): Promise<Person> {
  const user = testUser();
  const person: Person = {
    user,
    profileId: randomUUID(),
    name: profile.name ?? `${user.firstName} ${user.lastName}`,
  };
  await publishEvent(h.ns, 'profile.profile.linked', profileSnapshot(person, profile));
  await waitFor(() => h.app.db('profiles').where({ profileId: person.profileId }).first(), {
    what: `the profile of ${person.name}`,
  });
  return person;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the service as `who` (signed out when null), with a freshly signed user context. */
export async function call(h: Harness, method: Method, url: string, who: Person | null, payload?: unknown) {
  return h.app.inject({
    method,
    url,
    headers: who ? await asUser(who.user) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export function projectForm(overrides: Partial<ProjectBodyInput> = {}): ProjectBodyInput {
  return {
    title: 'Teaching computational thinking with robots',
    description: 'A study of how primary teachers use robotics kits to teach computational thinking.',
    objectives: 'Understand classroom practice',
    expectedOutputs: 'Two journal articles',
    duration: '18 months',
    skillsNeeded: 'Classroom observation, qualitative analysis',
    collaboratorTypes: 'Primary teachers, PhD students',
    categories: ['Digital Literacy and Computational Thinking'],
    researchMethods: ['Classroom observation'],
    researchMethodologies: ['Case study'],
    contactEmail: 'lead@example.edu',
    ...overrides,
  };
}

/** Proposes a project as `who` and returns it (fails the test unless it was created). */
export async function propose(
  h: Harness,
  who: Person,
  overrides: Partial<ProjectBodyInput> = {},
): Promise<ProjectResponse> {
  const res = await call(h, 'POST', '/api/research-projects', who, projectForm(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ProjectResponse;
}

export async function join(h: Harness, who: Person | null, projectId: string, role?: string) {
  return call(h, 'POST', `/api/research-projects/${projectId}/join`, who, role ? { role } : {});
}

/** Outbox rows of a type about one project: "published once" means exactly one of them. */
export async function outboxEvents(h: Harness, type: string, projectId: string) {
  return h.app.db('outbox').where({ type }).whereRaw("envelope->'data'->>'projectId' = ?", [projectId]);
}
