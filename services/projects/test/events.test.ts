import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetailResponse } from '@app/contracts/projects/http';
import { deliverEvent, publishEvent, waitFor } from '@app/service-kit/testing';
import {
  call,
  join,
  outboxEvents,
  profileSnapshot,
  propose,
  researcher,
  startHarness,
  type Harness,
  type Person,
} from './helpers';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('ev');
});
afterAll(async () => {
  await h?.close();
});

const at = (isoOffsetMinutes: number) => new Date(Date.now() + isoOffsetMinutes * 60_000).toISOString();

/** Waits until every earlier event of the stream was handled: the consumer takes them in order. */
async function settleProfileStream(): Promise<void> {
  const marker = await researcher(h);
  expect(marker.profileId).toBeTruthy();
}

async function deleteAccount(person: Person, eventId: string = randomUUID()) {
  return publishEvent(
    h.ns,
    'identity.user.deleted',
    { userId: person.user.userId, email: person.user.email, deletedBy: null },
    { id: eventId },
  );
}

describe('the profile read model', () => {
  it('applies a snapshot only when it is newer than the one held', async () => {
    const person = await researcher(h, { name: 'Original Name' });
    const project = await propose(h, person);
    await publishEvent(
      h.ns,
      'profile.profile.updated',
      profileSnapshot(person, { name: 'Newer Name', updatedAt: at(5) }),
    );
    await waitFor(
      async () =>
        (await h.app.db('profiles').where({ profileId: person.profileId }).first())?.name === 'Newer Name',
    );

    await publishEvent(
      h.ns,
      'profile.profile.updated',
      profileSnapshot(person, { name: 'Stale Name', updatedAt: at(-5) }),
    );
    await settleProfileStream();
    const detail = (
      await call(h, 'GET', `/api/research-projects/${project.id}`, null)
    ).json() as ProjectDetailResponse;
    expect(detail.creatorProfile?.name).toBe('Newer Name');
  });

  it('drops a deleted profile: the project stays, its lead shows as unknown, and new proposals need a profile', async () => {
    const person = await researcher(h, { name: 'Soon Gone' });
    const project = await propose(h, person);
    await publishEvent(h.ns, 'profile.profile.deleted', {
      profileId: person.profileId!,
      userId: person.user.userId,
    });
    await waitFor(async () => !(await h.app.db('profiles').where({ profileId: person.profileId }).first()));

    const detail = (
      await call(h, 'GET', `/api/research-projects/${project.id}`, person)
    ).json() as ProjectDetailResponse;
    expect(detail.creatorProfile).toBeNull();
    const again = await call(h, 'POST', '/api/research-projects', person, { title: 'T', description: 'D' });
    expect(again.json().code).toBe('PROFILE_REQUIRED');
  });
});

describe('when an account is deleted', () => {
  it("deletes the person's projects and memberships, telling members and owners, and forgets their profile", async () => {
    const doomed = await researcher(h, { name: 'Dora Doomed' });
    const stays = await researcher(h, { name: 'Sam Stays' });
    const leaver = await researcher(h, { name: 'Lou Leaver' });
    const other = await researcher(h, { name: 'Ola Other' });

    const own = await propose(h, doomed, { title: 'Doomed project' });
    const ownPrivate = await propose(h, doomed, { title: 'Doomed private', isPublic: false });
    await join(h, stays, own.id);
    await join(h, leaver, own.id);
    await call(h, 'DELETE', `/api/research-projects/${own.id}/leave`, leaver);

    const joined = await propose(h, other, { title: 'Joined by the doomed' });
    const leftEarlier = await propose(h, other, { title: 'Left by the doomed' });
    await join(h, doomed, joined.id);
    await join(h, doomed, leftEarlier.id);
    await call(h, 'DELETE', `/api/research-projects/${leftEarlier.id}/leave`, doomed);

    const event = await deleteAccount(doomed);

    const deleted = await h.recorder.waitFor('projects.project.deleted', (e) => e.data.projectId === own.id);
    expect(deleted.data).toEqual({
      projectId: own.id,
      title: 'Doomed project',
      ownerUserId: doomed.user.userId,
      memberUserIds: [stays.user.userId],
    });
    await h.recorder.waitFor('projects.project.deleted', (e) => e.data.projectId === ownPrivate.id);
    const left = await h.recorder.waitFor(
      'projects.member.left',
      (e) => e.data.projectId === joined.id && e.data.memberUserId === doomed.user.userId,
    );
    expect(left.data).toMatchObject({
      projectTitle: 'Joined by the doomed',
      ownerUserId: other.user.userId,
      memberProfileId: doomed.profileId,
      memberName: 'Dora Doomed',
      role: 'collaborator',
    });

    expect(await h.app.db('researchProjects').where({ ownerUserId: doomed.user.userId })).toHaveLength(0);
    expect(await h.app.db('projectMembers').where({ memberUserId: doomed.user.userId })).toHaveLength(0);
    expect(await h.app.db('profiles').where({ userId: doomed.user.userId })).toHaveLength(0);
    expect((await call(h, 'GET', `/api/research-projects/${own.id}`, stays)).statusCode).toBe(404);
    const joinedNow = (await call(h, 'GET', `/api/research-projects/${joined.id}`, null)).json();
    expect(joinedNow.collaboratorCount).toBe(0);

    // A redelivery of the same event changes nothing and publishes nothing again.
    await deleteAccount(doomed, event.id);
    const marker = await researcher(h);
    const markerProject = await propose(h, marker);
    await deleteAccount(marker);
    await h.recorder.waitFor('projects.project.deleted', (e) => e.data.projectId === markerProject.id);
    expect(await outboxEvents(h, 'projects.project.deleted', own.id)).toHaveLength(1);
    expect(await outboxEvents(h, 'projects.member.left', joined.id)).toHaveLength(1);
    // A membership that had already ended is not announced again: its one event is the earlier leave.
    expect(await outboxEvents(h, 'projects.member.left', leftEarlier.id)).toHaveLength(1);

    // A profile snapshot arriving late, on the other stream, does not bring the person back.
    await publishEvent(h.ns, 'profile.profile.updated', profileSnapshot(doomed, { updatedAt: at(10) }));
    await settleProfileStream();
    expect(await h.app.db('profiles').where({ userId: doomed.user.userId })).toHaveLength(0);
  });

  it('purges someone who never had a profile without publishing anything', async () => {
    const id = randomUUID();
    await publishEvent(h.ns, 'identity.user.deleted', { userId: id, email: null, deletedBy: null });
    await waitFor(() => h.app.db('deletedUsers').where({ userId: id }).first());
    expect(await h.app.db('outbox').whereRaw("envelope->'data'->>'memberUserId' = ?", [id])).toHaveLength(0);
  });

  it('never brings the person back with a profile snapshot that arrives after the deletion', async () => {
    const gone = await researcher(h, { name: 'Lee Late' });
    const { userId, email } = gone.user;
    await deliverEvent(h.app.db, h.ns, 'identity.user.deleted', { userId, email, deletedBy: null });
    await deliverEvent(
      h.app.db,
      h.ns,
      'profile.profile.updated',
      profileSnapshot(gone, { name: 'Lee Returned', updatedAt: at(10) }),
    );
    expect(await h.app.db('profiles').where({ userId })).toHaveLength(0);
    const proposal = await call(h, 'POST', '/api/research-projects', gone, { title: 'T', description: 'D' });
    expect(proposal.json().code).toBe('PROFILE_REQUIRED');
  });
});
