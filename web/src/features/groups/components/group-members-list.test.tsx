import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupMember } from '@app/contracts/groups/http';
import { mockApi } from '../../../test/mock-api';
import { pagedList } from '../../../test/paged-lists';
import { renderApp } from '../../../test/render-app';
import { GroupMembersList } from './group-members-list';

afterEach(() => vi.restoreAllMocks());

const GROUP_ID = '77777777-7777-4777-8777-777777777777';
const PHOTO = '/api/profile/images/0f8fad5b-d9cb-469f-a165-70867728950e.webp';

describe('GroupMembersList', () => {
  it('asks for the 64 px size of each member’s photo for its 32 px avatars', async () => {
    const member: GroupMember = {
      profileId: '00000000-0000-4000-8000-000000000001',
      userId: '00000000-0000-4000-9000-000000000001',
      name: 'Grace Hopper',
      institution: 'Monash University',
      profileImageUrl: PHOTO,
      isLeader: true,
      joinedAt: '2026-08-03T00:00:00.000Z',
    };
    mockApi({ [`GET /api/research-groups/${GROUP_ID}/members`]: [member] });
    renderApp(<GroupMembersList groupId={GROUP_ID} id="members" />);
    const photo = await screen.findByRole('img', { name: 'Grace Hopper' });
    expect(photo).toHaveAttribute('src', `${PHOTO}?size=64`);
  });

  it('shows the first 50 of a large group’s members and the rest with Load more, saying how many there are', async () => {
    const members: GroupMember[] = Array.from({ length: 120 }, (_, i) => ({
      profileId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      userId: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
      name: `Member ${i}`,
      institution: null,
      profileImageUrl: null,
      isLeader: i < 2,
      joinedAt: '2026-08-03T00:00:00.000Z',
    }));
    const route = `GET /api/research-groups/${GROUP_ID}/members`;
    const api = mockApi({
      [route]: pagedList(
        members,
        (m) => m.name,
        (m) => [m.userId],
      ),
    });
    renderApp(<GroupMembersList groupId={GROUP_ID} id="members" />);
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 120 members')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 100 of 120 members')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Member 119')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo(route).map((c) => [c.query.get('offset'), c.query.get('limit')])).toEqual([
      ['0', '50'],
      ['50', '50'],
      ['100', '50'],
    ]);
  });

  it('shows no count or Load more when every member is on the first page', async () => {
    mockApi({
      [`GET /api/research-groups/${GROUP_ID}/members`]: pagedList(
        [],
        () => '',
        () => [],
      ),
    });
    renderApp(<GroupMembersList groupId={GROUP_ID} id="members" />);
    expect(await screen.findByText('No members yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
