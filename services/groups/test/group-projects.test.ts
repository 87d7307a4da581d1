import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GroupProject, ResearchGroupListItem } from '@app/contracts/groups/http';
import type { GroupsApp } from '../src/app';
import { publishEvent, testUser, waitFor } from '@app/service-kit/testing';
import { call, createGroup, projectSnapshot, startHarness, type Harness } from './helpers';

let h: Harness;
let app: GroupsApp;
let ns: string;

beforeAll(async () => {
  h = await startHarness('gp');
  ({ app, ns } = h);
});
afterAll(async () => {
  await h?.close();
});

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes)).toISOString();
const viewer = testUser();

const groupProjects = async (groupId: string) => {
  const res = await call(app, 'GET', `/api/research-groups/${groupId}/projects`, viewer);
  expect(res.statusCode).toBe(200);
  return res.json() as GroupProject[];
};
const projectCount = async (groupId: string) =>
  ((await call(app, 'GET', '/api/research-groups-list', viewer)).json() as ResearchGroupListItem[]).find(
    (g) => g.id === groupId,
  )?.projectCount;

/** Projects events are consumed in order: once `marker` is in the read model, everything before it is. */
async function afterProjectsEventsSettle(): Promise<void> {
  const marker = projectSnapshot({ categories: ['none'] });
  await publishEvent(ns, 'projects.project.created', marker);
  await waitFor(() => app.db('projects').where({ projectId: marker.projectId }).first(), {
    what: 'the marker project',
  });
}

it('lists the public projects of the group’s category, completed ones last, and follows project events', async () => {
  const category = 'Resources and Infrastructure';
  const groupId = await createGroup(app, category);
  const open = projectSnapshot({
    title: 'Makerspace audit',
    categories: ['TPACK', category],
    createdAt: at(0),
    updatedAt: at(0),
  });
  const running = projectSnapshot({
    status: 'in_progress',
    categories: [category],
    createdAt: at(1),
    updatedAt: at(1),
  });
  const done = projectSnapshot({
    status: 'completed',
    categories: [category],
    createdAt: at(2),
    updatedAt: at(2),
  });
  const privateOne = projectSnapshot({
    isPublic: false,
    categories: [category],
    createdAt: at(3),
    updatedAt: at(3),
  });
  const otherCategory = projectSnapshot({
    categories: ['Equity and Inclusion'],
    createdAt: at(4),
    updatedAt: at(4),
  });
  for (const p of [open, running, done, privateOne, otherCategory]) {
    await publishEvent(ns, 'projects.project.created', p);
  }
  await afterProjectsEventsSettle();

  const listed = await groupProjects(groupId);
  expect(listed.map((p) => p.id)).toEqual([running.projectId, open.projectId, done.projectId]);
  expect(listed[1]).toEqual({
    id: open.projectId,
    title: 'Makerspace audit',
    description: open.description,
    duration: '12 months',
    status: 'seeking_collaborators',
  });
  expect(await projectCount(groupId)).toBe(3);

  // Completing a project moves it among the finished ones (newest first there).
  await publishEvent(ns, 'projects.project.completed', {
    ...running,
    status: 'completed',
    updatedAt: at(10),
  });
  // Making a project private takes it off the group.
  await publishEvent(ns, 'projects.project.updated', { ...open, isPublic: false, updatedAt: at(10) });
  // A private project made public joins it.
  await publishEvent(ns, 'projects.project.updated', { ...privateOne, isPublic: true, updatedAt: at(10) });
  await afterProjectsEventsSettle();
  expect((await groupProjects(groupId)).map((p) => [p.id, p.status])).toEqual([
    [privateOne.projectId, 'seeking_collaborators'],
    [done.projectId, 'completed'],
    [running.projectId, 'completed'],
  ]);

  // A deleted project leaves, and an older snapshot redelivered late does not bring anything back.
  await publishEvent(ns, 'projects.project.deleted', {
    projectId: done.projectId,
    title: done.title,
    ownerUserId: done.ownerUserId,
    memberUserIds: [],
  });
  await publishEvent(ns, 'projects.project.created', done);
  await publishEvent(ns, 'projects.project.created', open);
  await afterProjectsEventsSettle();
  expect((await groupProjects(groupId)).map((p) => p.id)).toEqual([privateOne.projectId, running.projectId]);
  expect(await projectCount(groupId)).toBe(2);
});

it('counts a project once per category even when it lists the category twice', async () => {
  const groupId = await createGroup(app, 'Workforce Development and Readiness');
  const twice = projectSnapshot({
    categories: ['Workforce Development and Readiness', 'Workforce Development and Readiness'],
  });
  await publishEvent(ns, 'projects.project.created', twice);
  await afterProjectsEventsSettle();
  expect(await projectCount(groupId)).toBe(1);
  expect(await groupProjects(groupId)).toHaveLength(1);
});
