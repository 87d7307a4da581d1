import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupMember, GroupProject, ResearchGroupListItem } from '@app/contracts/groups/http';
import { errorReply, mockApi } from '../../../test/mock-api';
import { authUser, renderApp } from '../../../test/render-app';
import ResearchGroupsPage from './research-groups-page';

const GROUP_ID = '66666666-6666-4666-8666-666666666666';

function aGroup(overrides: Partial<ResearchGroupListItem> = {}): ResearchGroupListItem {
  return {
    id: GROUP_ID,
    name: 'TPACK Research Circle',
    description: 'Teachers combining technology, pedagogy and content.',
    category: 'TPACK',
    memberCount: 4,
    projectCount: 1,
    leaderCount: 1,
    membership: null,
    isMember: false,
    ...overrides,
  };
}

const member = (name: string, isLeader: boolean, joinedAt: string, n: number): GroupMember => ({
  profileId: `00000000-0000-4000-8000-00000000000${n}`,
  userId: `00000000-0000-4000-9000-00000000000${n}`,
  name,
  institution: 'Monash University',
  profileImageUrl: null,
  isLeader,
  joinedAt,
});

const project: GroupProject = {
  id: '77777777-7777-4777-8777-777777777777',
  title: 'TPACK in initial teacher education',
  description: 'How pre-service teachers develop TPACK.',
  duration: '2 years',
  status: 'seeking_collaborators',
};

afterEach(() => vi.restoreAllMocks());

const renderPage = () =>
  renderApp(<ResearchGroupsPage />, { path: '/research-groups', route: '/research-groups' });
const card = async () =>
  (await screen.findByText('TPACK Research Circle', { selector: 'h3' })).closest<HTMLElement>(
    '[role="article"]',
  )!;

describe('Research Groups page', () => {
  it('explains the ten categories and shows each group with its counts', async () => {
    mockApi({
      'GET /api/research-groups-list': [aGroup({ memberCount: 1, leaderCount: 0, projectCount: 3 })],
    });
    renderPage();
    const categories = await screen.findByLabelText('The ten research categories');
    expect(within(categories).getAllByRole('listitem', { hidden: true })).toHaveLength(10);
    expect(within(categories).getByText('Emerging Technologies')).toBeInTheDocument();

    const group = await card();
    expect(
      within(group).getByText('Teachers combining technology, pedagogy and content.'),
    ).toBeInTheDocument();
    expect(within(group).getByText('1 member')).toBeInTheDocument();
    expect(within(group).getByText('3 projects')).toBeInTheDocument();
    expect(within(group).getByText('0 leaders')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Join Group', hidden: true })).toBeInTheDocument();
    expect(
      within(group).queryByRole('button', { name: 'Leave Group', hidden: true }),
    ).not.toBeInTheDocument();
    expect(
      within(group).queryByRole('button', { name: 'Email Members', hidden: true }),
    ).not.toBeInTheDocument();
  }, 60_000);

  it('joins, becomes leader (then Email Members appears), stops leading and leaves, with toasts', async () => {
    let membership: ResearchGroupListItem['membership'] = null;
    const list = () => [aGroup({ membership, isMember: membership !== null })];
    const api = mockApi({
      'GET /api/research-groups-list': list,
      'POST /api/research-groups/66666666-6666-4666-8666-666666666666/join': () => {
        membership = { isLeader: false, joinedAt: '2026-08-03T00:00:00.000Z' };
        return { success: true, message: 'You joined TPACK Research Circle.', membership };
      },
      'POST /api/research-groups/66666666-6666-4666-8666-666666666666/toggle-leadership': () => {
        membership = { ...membership!, isLeader: !membership!.isLeader };
        return { success: true, message: 'Leadership status updated successfully', membership };
      },
      'POST /api/research-groups/66666666-6666-4666-8666-666666666666/leave': () => {
        membership = null;
        return { success: true, message: 'You left TPACK Research Circle.' };
      },
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderPage();

    await user.click(within(await card()).getByRole('button', { name: 'Join Group', hidden: true }));
    expect(await screen.findByText('You joined TPACK Research Circle.')).toBeInTheDocument();
    expect(await within(await card()).findByText('Member')).toBeInTheDocument();
    expect(within(await card()).getByText('Member since 3 Aug 2026')).toBeInTheDocument();

    await user.click(within(await card()).getByRole('button', { name: 'Become Leader', hidden: true }));
    expect(await screen.findByText('Leadership status updated successfully')).toBeInTheDocument();
    expect(
      await within(await card()).findByRole('button', { name: 'Email Members', hidden: true }),
    ).toBeInTheDocument();
    expect(within(await card()).getByText('Leader')).toBeInTheDocument();

    await user.click(within(await card()).getByRole('button', { name: 'Stop Leading', hidden: true }));
    await waitFor(async () =>
      expect(
        within(await card()).getByRole('button', { name: 'Become Leader', hidden: true }),
      ).toBeInTheDocument(),
    );
    expect(
      within(await card()).queryByRole('button', { name: 'Email Members', hidden: true }),
    ).not.toBeInTheDocument();

    // Leaving asks first; Cancel keeps the membership.
    await user.click(within(await card()).getByRole('button', { name: 'Leave Group', hidden: true }));
    expect(await screen.findByText('Leave TPACK Research Circle?')).toBeInTheDocument();
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`POST /api/research-groups/${GROUP_ID}/leave`)).toHaveLength(0);
    await user.click(within(await card()).getByRole('button', { name: 'Leave Group', hidden: true }));
    await user.click(
      await within(await screen.findByRole('tooltip')).findByRole('button', { name: 'Leave Group' }),
    );
    expect(await screen.findByText('You left TPACK Research Circle.')).toBeInTheDocument();
    expect(
      await within(await card()).findByRole('button', { name: 'Join Group', hidden: true }),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST /api/research-groups/${GROUP_ID}/toggle-leadership`)).toHaveLength(2);
  }, 60_000);

  it('shows the spec failure messages', async () => {
    mockApi({
      'GET /api/research-groups-list': [aGroup()],
      [`POST /api/research-groups/${GROUP_ID}/join`]: { status: 500, text: '' },
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderPage();
    await user.click(within(await card()).getByRole('button', { name: 'Join Group', hidden: true }));
    expect(await screen.findByText('Failed to join the research group')).toBeInTheDocument();
  }, 60_000);

  it("shows the server's reason when joining is refused", async () => {
    mockApi({
      'GET /api/research-groups-list': [aGroup()],
      [`POST /api/research-groups/${GROUP_ID}/join`]: errorReply(
        403,
        'Connect your ORCID iD first: joining a group needs a research profile.',
        'PROFILE_REQUIRED',
      ),
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderPage();
    await user.click(within(await card()).getByRole('button', { name: 'Join Group', hidden: true }));
    expect(
      await screen.findByText('Connect your ORCID iD first: joining a group needs a research profile.'),
    ).toBeInTheDocument();
  }, 60_000);

  it('shows and hides members (leaders first) and projects linking to their detail', async () => {
    const api = mockApi({
      'GET /api/research-groups-list': [aGroup()],
      [`GET /api/research-groups/${GROUP_ID}/members`]: [
        member('Lee Leader', true, '2026-03-01T00:00:00.000Z', 1),
        member('Early Member', false, '2026-01-01T00:00:00.000Z', 2),
      ],
      [`GET /api/research-groups/${GROUP_ID}/projects`]: [project],
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderPage();
    const group = await card();
    expect(api.callsTo(`GET /api/research-groups/${GROUP_ID}/members`)).toHaveLength(0);

    await user.click(within(group).getByRole('button', { name: 'Show Members', hidden: true }));
    const members = await within(group).findByRole('list', { name: 'Members', hidden: true });
    const rows = within(members).getAllByRole('listitem', { hidden: true });
    expect(rows[0]).toHaveTextContent('Lee Leader');
    expect(rows[0]).toHaveTextContent('Leader');
    expect(rows[1]).toHaveTextContent('Early Member');
    expect(rows[1]).toHaveTextContent('Joined 1 Jan 2026');
    await user.click(within(group).getByRole('button', { name: 'Hide Members', hidden: true }));
    expect(within(group).queryByRole('list', { name: 'Members', hidden: true })).not.toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Show Projects', hidden: true }));
    const link = await within(group).findByRole('link', {
      name: 'TPACK in initial teacher education',
      hidden: true,
    });
    expect(link).toHaveAttribute('href', `/research-projects/${project.id}`);
    expect(within(group).getByText('Seeking Collaborators')).toBeInTheDocument();
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/research-projects/${project.id}`);
  }, 60_000);

  it("opens the shared Email Members dialog for a leader's group", async () => {
    mockApi({
      'GET /api/research-groups-list': [
        aGroup({ membership: { isLeader: true, joinedAt: '2026-02-01T00:00:00.000Z' }, isMember: true }),
      ],
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderPage();
    await user.click(within(await card()).getByRole('button', { name: 'Email Members', hidden: true }));
    expect(await screen.findByText('Email Members of TPACK Research Circle')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Message from TPACK Research Circle');
  }, 60_000);

  it("keeps a leader's message to the group across the sign-in that follows a lost session, then sends it", async () => {
    vi.stubGlobal('location', {
      ...window.location,
      assign: vi.fn(),
      pathname: '/research-groups',
      search: '',
    });
    const leader = aGroup({
      membership: { isLeader: true, joinedAt: '2026-08-03T00:00:00.000Z' },
      isMember: true,
    });
    const emails = `GET /api/research-groups/${GROUP_ID}/member-emails`;
    const before = mockApi({
      'GET /api/auth/user': authUser(),
      'GET /api/research-groups-list': [leader],
      [emails]: errorReply(401, 'Sign in first'),
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const first = renderPage();
    await user.click(within(await card()).getByRole('button', { name: 'Email Members', hidden: true }));
    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'Friday reading group');
    await user.type(screen.getByLabelText('Message'), 'We meet at 3 pm to discuss chapter 2.');
    await user.click(screen.getByRole('button', { name: /Open Email Client/ }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() =>
      expect(window.location.assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fresearch-groups'),
    );
    // Once when the dialog opened (who it reaches), once for the mail program.
    expect(before.callsTo(emails)).toHaveLength(2);
    first.unmount();
    vi.restoreAllMocks();

    // Back from signing in: the same dialog, with what was written.
    mockApi({
      'GET /api/auth/user': authUser(),
      'GET /api/research-groups-list': [leader],
      [emails]: {
        groupName: 'TPACK Research Circle',
        emails: ['bob@example.edu'],
        memberCount: 1,
        notListedCount: 0,
        otherMemberCount: 1,
        hiddenCount: 0,
      },
    });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const second = renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Email Members of TPACK Research Circle' });
    expect(within(dialog).getByText('Your unsaved message is back')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Friday reading group');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('We meet at 3 pm to discuss chapter 2.');
    await user.click(within(dialog).getByRole('button', { name: /Open Email Client/ }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'mailto:?bcc=bob%40example.edu&subject=Friday%20reading%20group&body=We%20meet%20at%203%20pm%20to%20discuss%20chapter%202.',
        '_self',
      ),
    );
    second.unmount();

    // Handed to the mail program: nothing is kept to come back a third time.
    renderPage();
    await card();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);
});
