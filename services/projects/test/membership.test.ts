import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollaboratorEntry, MyMembershipProject, ProjectResponse } from '@app/contracts/projects/http';
import {
  call,
  join,
  outboxEvents,
  personWithoutProfile,
  propose,
  researcher,
  startHarness,
  type Harness,
  type Person,
} from './helpers';

let h: Harness;
let owner: Person;
let alice: Person;
let bob: Person;

beforeAll(async () => {
  h = await startHarness('mb');
  owner = await researcher(h, { name: 'Olivia Owner' });
  alice = await researcher(h, { name: 'Alice Ames', biography: 'Studies TPACK.' });
  bob = await researcher(h, { name: 'Bob Brown' });
});
afterAll(async () => {
  await h?.close();
});

const leave = (who: Person | null, id: string) =>
  call(h, 'DELETE', `/api/research-projects/${id}/leave`, who);

describe('joining a project', () => {
  it('makes the caller an active collaborator and publishes projects.member.joined once', async () => {
    const project = await propose(h, owner, { title: 'Maker spaces' });
    const res = await join(h, alice, project.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Successfully joined the research project',
      membership: {
        projectId: project.id,
        profileId: alice.profileId,
        role: 'collaborator',
        status: 'active',
      },
    });
    const joined = await h.recorder.waitFor('projects.member.joined', (e) => e.data.projectId === project.id);
    expect(joined.data).toMatchObject({
      projectTitle: 'Maker spaces',
      ownerUserId: owner.user.userId,
      ownerProfileId: owner.profileId,
      memberUserId: alice.user.userId,
      memberProfileId: alice.profileId,
      memberName: 'Alice Ames',
      role: 'collaborator',
    });
    expect(await outboxEvents(h, 'projects.member.joined', project.id)).toHaveLength(1);
  });

  it('joins as collaborator, the one role a project defines, and refuses a role the joiner makes up', async () => {
    const project = await propose(h, owner);
    for (const role of ['owner', 'Owner', 'co-investigator', '   ']) {
      const refused = await join(h, alice, project.id, role);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('Members join a project as collaborator');
    }
    const typed = await call(h, 'POST', `/api/research-projects/${project.id}/join`, alice, { role: 7 });
    expect(typed.statusCode).toBe(400);
    expect(await h.app.db('projectMembers').where({ projectId: project.id })).toHaveLength(0);

    expect((await join(h, alice, project.id, ' Collaborator ')).json().membership.role).toBe('collaborator');
    const noBody = await call(h, 'POST', `/api/research-projects/${project.id}/join`, bob);
    expect(noBody.statusCode).toBe(200);
    expect(noBody.json().membership.role).toBe('collaborator');
    const members = await call(h, 'GET', `/api/research-projects/${project.id}/members`, null);
    expect(members.json().map((m: CollaboratorEntry) => m.membershipInfo.role)).toEqual([
      'collaborator',
      'collaborator',
    ]);
  });

  it('refuses the owner, a second join, and any join once the project no longer seeks collaborators', async () => {
    const project = await propose(h, owner);
    const own = await join(h, owner, project.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('OWN_PROJECT');

    expect((await join(h, alice, project.id)).statusCode).toBe(200);
    const twice = await join(h, alice, project.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'ALREADY_MEMBER',
      message: 'You are already a member of this project',
    });

    await call(h, 'PATCH', `/api/research-projects/${project.id}/complete`, owner);
    const late = await join(h, bob, project.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'NOT_SEEKING_COLLABORATORS',
      message: 'This project is not seeking collaborators',
    });
    expect(await outboxEvents(h, 'projects.member.joined', project.id)).toHaveLength(1);
  });

  it('counts two simultaneous joins by one person once', async () => {
    const project = await propose(h, owner);
    const results = await Promise.all([join(h, bob, project.id), join(h, bob, project.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await h.app.db('projectMembers').where({ projectId: project.id })).toHaveLength(1);
  });

  it('needs a signed-in user with a profile, and a project they can see', async () => {
    const project = await propose(h, owner);
    expect((await join(h, null, project.id)).statusCode).toBe(401);
    const noProfile = await join(h, personWithoutProfile(), project.id);
    expect(noProfile.statusCode).toBe(403);
    expect(noProfile.json().code).toBe('PROFILE_REQUIRED');
    const privateOne = await propose(h, owner, { isPublic: false });
    expect((await join(h, bob, privateOne.id)).statusCode).toBe(404);
    expect((await join(h, bob, '6f1c1a55-8a7c-4a51-9a47-1f2f8b2c1d00')).statusCode).toBe(404);
  });
});

describe('leaving a project', () => {
  it('ends the membership, publishes projects.member.left, and allows a rejoin while seeking', async () => {
    const project = await propose(h, owner, { title: 'Robotics clubs' });
    await join(h, alice, project.id);
    const res = await leave(alice, project.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You have successfully left the project' });
    const left = await h.recorder.waitFor('projects.member.left', (e) => e.data.projectId === project.id);
    expect(left.data).toMatchObject({
      memberUserId: alice.user.userId,
      role: 'collaborator',
      projectTitle: 'Robotics clubs',
    });

    const membership = await call(h, 'GET', `/api/research-projects/${project.id}/membership`, alice);
    expect(membership.json()).toEqual({ membership: null });
    expect((await leave(alice, project.id)).json().code).toBe('NOT_MEMBER');

    const back = await join(h, alice, project.id);
    expect(back.statusCode).toBe(200);
    expect(back.json().membership).toMatchObject({ role: 'collaborator', status: 'active' });
    expect(await h.app.db('projectMembers').where({ projectId: project.id })).toHaveLength(1);
    expect(await outboxEvents(h, 'projects.member.joined', project.id)).toHaveLength(2);
    expect(await outboxEvents(h, 'projects.member.left', project.id)).toHaveLength(1);
  });

  it('does not let a former member rejoin once the project is completed, but lets members leave it', async () => {
    const project = await propose(h, owner);
    await join(h, alice, project.id);
    await join(h, bob, project.id);
    await leave(alice, project.id);
    await call(h, 'PATCH', `/api/research-projects/${project.id}/complete`, owner);
    expect((await join(h, alice, project.id)).json().code).toBe('NOT_SEEKING_COLLABORATORS');
    expect((await leave(bob, project.id)).statusCode).toBe(200);
  });

  it('refuses the owner, non-members and signed-out callers', async () => {
    const project = await propose(h, owner);
    const own = await leave(owner, project.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('OWNER_CANNOT_LEAVE');
    const stranger = await leave(bob, project.id);
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toMatchObject({
      code: 'NOT_MEMBER',
      message: 'You are not a member of this project',
    });
    expect((await leave(null, project.id)).statusCode).toBe(401);
  });
});

describe('who is on a project', () => {
  it('lists active collaborators with their profiles, earliest first, and counts them', async () => {
    const project = await propose(h, owner);
    await join(h, alice, project.id);
    await join(h, bob, project.id);
    await leave(bob, project.id);

    const res = await call(h, 'GET', `/api/research-projects/${project.id}/members`, null);
    expect(res.statusCode).toBe(200);
    const members = res.json() as CollaboratorEntry[];
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({
      member: {
        name: 'Alice Ames',
        biography: 'Studies TPACK.',
        profileId: alice.profileId,
        userId: alice.user.userId,
        profileImageUrl: null,
      },
      membershipInfo: { role: 'collaborator' },
    });
    const detail = (
      await call(h, 'GET', `/api/research-projects/${project.id}`, null)
    ).json() as ProjectResponse;
    expect(detail.collaboratorCount).toBe(1);
  });

  it("answers the caller's own membership, and 401 signed out", async () => {
    const project = await propose(h, owner);
    await join(h, alice, project.id);
    const mine = await call(h, 'GET', `/api/research-projects/${project.id}/membership`, alice);
    expect(mine.json().membership).toMatchObject({ profileId: alice.profileId, status: 'active' });
    expect((await call(h, 'GET', `/api/research-projects/${project.id}/membership`, bob)).json()).toEqual({
      membership: null,
    });
    expect((await call(h, 'GET', `/api/research-projects/${project.id}/membership`, null)).statusCode).toBe(
      401,
    );
  });

  it('lists the projects the caller joined, private ones included, with their membership', async () => {
    const carol = await researcher(h, { name: 'Carol Chen' });
    const first = await propose(h, owner, { title: 'Joined first' });
    const secret = await propose(h, owner, { title: 'Joined second' });
    const leftOne = await propose(h, owner, { title: 'Left' });
    await propose(h, carol, { title: 'Carol owns this' });
    await join(h, carol, first.id);
    await join(h, carol, secret.id);
    await join(h, carol, leftOne.id);
    await leave(carol, leftOne.id);
    await call(h, 'PUT', `/api/research-projects/${secret.id}`, owner, {
      title: secret.title,
      description: secret.description,
      isPublic: false,
    });

    const res = await call(h, 'GET', '/api/research-projects/my-memberships', carol);
    expect(res.statusCode).toBe(200);
    const joined = res.json() as MyMembershipProject[];
    expect(joined.map((p) => p.title)).toEqual(['Joined second', 'Joined first']);
    expect(joined[0]).toMatchObject({
      isJoinedProject: true,
      isPublic: false,
      collaboratorCount: 1,
      creatorProfile: { name: 'Olivia Owner' },
      membership: { role: 'collaborator', status: 'active' },
    });
    // A private project is visible to its members everywhere.
    expect((await call(h, 'GET', `/api/research-projects/${secret.id}`, carol)).statusCode).toBe(200);
    expect((await call(h, 'GET', '/api/research-projects/my-memberships', null)).statusCode).toBe(401);
  });
});
