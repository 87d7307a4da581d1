import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '@app/service-kit/testing';
import { ApiUser } from './support/api-user';
import { uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { waitForMail } from './support/inbox';
import { linkFreshOrcid } from './support/orcid';

async function researcher(prefix: string): Promise<ApiUser & { profileId: string }> {
  const user = await ApiUser.signIn(uniqueEmail(prefix));
  await linkFreshOrcid((orcidId) => user.status('POST', '/api/orcid/connect', { orcidId }));
  const { profile } = await user.json<{ profile: { id: string } }>('GET', '/api/profile');
  return Object.assign(user, { profileId: profile.id });
}

const db = new pg.Pool({ connectionString: e2e().databaseUrl, max: 2 });
afterAll(() => db.end());

describe('deleting an account (issue 8, issue 11)', () => {
  it('removes the person from every service, and ends their sessions', async () => {
    const leaving = await researcher('leaving');
    const other = await researcher('staying');
    const admin = await ApiUser.signIn('admin@example.edu');

    // Give the leaving researcher a footprint in every service.
    await leaving.json('POST', '/api/profile/preferences', {
      availableForSupervision: true,
      availableForExamination: true,
      acceptingCollaborations: true,
    });
    const project = await leaving.json<{ id: string }>('POST', '/api/research-projects', {
      title: `Leaving soon ${leaving.id.slice(0, 6)}`,
      description: 'A project whose owner is about to delete their account.',
    });
    const [group] = await leaving.json<Array<{ id: string }>>('GET', '/api/research-groups-list');
    await leaving.json('POST', `/api/research-groups/${group!.id}/join`);
    await waitFor(
      async () =>
        (await other.status('POST', '/api/academic-connections', { targetProfileId: leaving.profileId })) ===
        201,
      {
        what: 'the connection request to be accepted by networking',
      },
    );
    await waitFor(async () => (await leaving.json<unknown[]>('GET', '/api/notifications')).length > 0, {
      what: 'a notification for the leaving researcher',
    });

    expect(await admin.status('DELETE', `/api/admin/users/${leaving.id}`)).toBe(200);

    // identity and admin
    expect(await leaving.status('GET', '/api/auth/user')).toBe(401);
    await waitFor(
      async () => {
        const list = await admin.json<{ users: Array<{ id: string }> }>(
          'GET',
          `/api/admin/users?search=${encodeURIComponent(leaving.email)}`,
        );
        return list.users.length === 0;
      },
      { what: 'admin to forget the user' },
    );
    // profile
    await waitFor(async () => (await other.status('GET', `/api/researcher/${leaving.id}`)) === 404, {
      what: 'profile purge',
    });
    expect(await other.status('GET', `/api/researcher/${leaving.profileId}`)).toBe(404);
    // networking
    await waitFor(
      async () => {
        const requests = await other.json<Array<{ toUserId: string }>>(
          'GET',
          '/api/academic-connections/requests',
        );
        const nodes = await other.json<Array<{ id: string }>>('GET', '/api/researchers/network');
        return (
          !requests.some((r) => r.toUserId === leaving.id) && !nodes.some((n) => n.id === leaving.profileId)
        );
      },
      { what: 'networking purge' },
    );
    // projects
    await waitFor(async () => (await other.status('GET', `/api/research-projects/${project.id}`)) === 404, {
      what: 'project removal',
    });
    // groups
    await waitFor(
      async () => {
        const members = await other.json<Array<{ userId: string }>>(
          'GET',
          `/api/research-groups/${group!.id}/members`,
        );
        return !members.some((m) => m.userId === leaving.id);
      },
      { what: 'group membership removal' },
    );
    // notifications (no API reads another person's notifications, so look in its schema)
    await waitFor(
      async () => {
        const { rows } = await db.query(
          'SELECT count(*)::int AS n FROM notifications.notifications WHERE user_id = $1',
          [leaving.id],
        );
        return rows[0].n === 0;
      },
      { what: 'notifications purge' },
    );
  });
});

describe('an administrator’s email (issue 8)', () => {
  it('reaches the person’s inbox with both parts and an unsubscribe header', async () => {
    const admin = await ApiUser.signIn('admin@example.edu');
    const reader = await ApiUser.signIn(uniqueEmail('reader'));
    const subject = `Welcome to the network ${reader.id.slice(0, 6)}`;
    await waitFor(
      async () =>
        (await admin.status('POST', `/api/admin/users/${reader.id}/email`, {
          subject,
          message: 'Glad to have you here.',
        })) === 200,
      {
        what: 'admin to know the new user',
      },
    );
    const mail = await waitForMail(reader.email, (m) => m.subject.includes(subject));
    expect(mail.subject).toContain(subject);
  });
});
