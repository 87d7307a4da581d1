import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answeredConnection,
  connectionRequest,
  groupEntry,
  notification,
  profileResponse,
  USER_ID,
} from '../../../test/fixtures';
import { first } from '../../../test/lists';
import { requestsServer } from '../../../test/paged-lists';
import { mockApi, type MockHandler } from '../../../test/mock-api';
import { watchFullNavigations } from '../../../test/navigation';
import { authUser, renderApp } from '../../../test/render-app';
import DashboardPage from './dashboard-page';

afterEach(() => vi.restoreAllMocks());
// Whole pages on a shared, busy machine: allow them time.
vi.setConfig({ testTimeout: 60_000 });

const noProfile = {
  status: 404,
  body: { error: 'Not Found', code: 'PROFILE_REQUIRED', message: 'No ORCID profile' },
};
const orcidStatus = (over: Record<string, unknown> = {}) => ({
  linked: true,
  orcidId: '0000-0002-1825-0097',
  orcidVerified: true,
  oauthAvailable: false,
  ...over,
});

function setup(routes: Record<string, MockHandler> = {}, path = '/') {
  const api = mockApi({
    'GET /api/auth/user': authUser(),
    'GET /api/profile': profileResponse(),
    'GET /api/orcid/status': orcidStatus(),
    'GET /api/notifications': [],
    'GET /api/notifications/count': { count: 0 },
    'GET /api/academic-connections/requests': [],
    'GET /api/my-groups': [],
    ...routes,
  });
  const result = renderApp(<DashboardPage />, { path });
  return { api, user: userEvent.setup(), ...result };
}

describe('Dashboard without a linked ORCID iD', () => {
  const unlinked = {
    'GET /api/profile': noProfile,
    'GET /api/orcid/status': orcidStatus({ linked: false, orcidId: null, orcidVerified: false }),
  };

  it('warns of limited functionality and disables the services that need ORCID', async () => {
    setup(unlinked);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alice!' })).toBeInTheDocument();
    expect(screen.getByText('Limited functionality')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link your ORCID iD' })).toHaveAttribute(
      'href',
      '/#connect-orcid',
    );
    expect(screen.getByRole('link', { name: /Register for free at orcid.org/ })).toHaveAttribute(
      'href',
      'https://orcid.org/register',
    );
    expect(screen.getByRole('link', { name: 'Find Supervisors' })).toHaveAttribute(
      'href',
      '/phd-supervisor-finder',
    );
    expect(screen.getByRole('link', { name: 'View Projects' })).toHaveAttribute('href', '/research-projects');
    for (const name of ['Open Network', 'Enhance Profile', 'View Profile']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.queryByText('PhD Examiner Finder')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect with ORCID' })).not.toBeInTheDocument();
  });

  it('lets the member delete their account, which needs no profile (issue 38)', async () => {
    const navigations = watchFullNavigations();
    const { api, user } = setup({
      ...unlinked,
      'DELETE /api/account': { success: true, message: 'Account deleted' },
    });
    const card = await screen.findByRole('region', { name: 'Account Management' });
    await user.click(within(card).getByRole('button', { name: /Delete Account/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/account')).toHaveLength(1);
    await waitFor(() => expect(navigations.count()).toBe(1), { timeout: 5000 });
  });

  it('checks the iD before sending it: required, format, then checksum', async () => {
    const { api, user } = setup(unlinked);
    const input = await screen.findByLabelText('ORCID ID');
    const submit = screen.getByRole('button', { name: 'Connect ORCID' });
    await user.click(submit);
    expect(await screen.findByText('ORCID ID is required')).toBeInTheDocument();
    await user.type(input, '1234-5678');
    await user.click(submit);
    expect(await screen.findByText('ORCID ID must be in format 0000-0000-0000-0000')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '0000-0002-1825-0098');
    await user.click(submit);
    expect(await screen.findByText(/checksum failed/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/orcid/connect')).toHaveLength(0);
  });

  it('connects a valid iD and shows the full dashboard', async () => {
    const { api, user } = setup({
      ...unlinked,
      'POST /api/orcid/connect': { ...profileResponse(), message: 'ORCID profile connected successfully' },
    });
    await user.type(await screen.findByLabelText('ORCID ID'), 'https://orcid.org/0000-0002-1825-0097');
    await user.click(screen.getByRole('button', { name: 'Connect ORCID' }));
    expect(await screen.findByText('ORCID profile connected successfully')).toBeInTheDocument();
    expect(first(api.callsTo('POST /api/orcid/connect')).body).toEqual({ orcidId: '0000-0002-1825-0097' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Alice!' }),
    ).toBeInTheDocument();
  });

  it("keeps the input and shows the server's reason when connecting fails", async () => {
    const { user } = setup({
      ...unlinked,
      'POST /api/orcid/connect': {
        status: 409,
        body: {
          error: 'Conflict',
          code: 'ORCID_TAKEN',
          message: 'This ORCID iD is linked to another account',
        },
      },
    });
    const input = await screen.findByLabelText('ORCID ID');
    await user.type(input, '0000-0002-1825-0097');
    await user.click(screen.getByRole('button', { name: 'Connect ORCID' }));
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('This ORCID iD is linked to another account')).toBeInTheDocument();
    expect(input).toHaveValue('0000-0002-1825-0097');
  });

  it('says when connecting through ORCID sign-in did not complete, and cleans the address', async () => {
    setup(unlinked, '/?error=orcid_failed');
    expect(await screen.findByText('Connecting with ORCID did not complete.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('says why "Connect with ORCID" was refused', async () => {
    setup(unlinked, '/?error=orcid_failed&reason=ORCID_VERIFIED_ELSEWHERE');
    expect(
      await screen.findByText(
        'This iD is already verified by another account. If it is yours, contact an administrator.',
      ),
    ).toBeInTheDocument();
  });

  it('takes the sign-in marker out of the address', async () => {
    setup(unlinked, '/?success=logged_in');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('asks before a proven iD leaves another account, and links it on yes', async () => {
    const { api, user } = setup(
      {
        ...unlinked,
        'POST /api/orcid/confirm': { message: 'ORCID profile connected successfully', ...profileResponse() },
      },
      '/?orcid=confirm&orcidId=0000-0002-1825-0097&token=tok-123',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Link this ORCID iD to your account?' });
    expect(dialog).toHaveTextContent('Another account had typed this iD on its profile without proving it.');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    await user.click(within(dialog).getByRole('button', { name: 'Link it to my account' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/research-profile?orcid=connected'),
    );
    expect(first(api.callsTo('POST /api/orcid/confirm')).body).toEqual({ token: 'tok-123' });
  });

  it('offers "Connect with ORCID" when the server has that flow', async () => {
    setup({
      ...unlinked,
      'GET /api/orcid/status': orcidStatus({ linked: false, orcidId: null, oauthAvailable: true }),
    });
    expect(await screen.findByRole('link', { name: /Connect with ORCID/ })).toHaveAttribute(
      'href',
      '/api/orcid/authorize',
    );
  });
});

describe('Dashboard with ORCID linked', () => {
  it('says "no citation data" in the overview when OpenAlex has none, never a fake 0', async () => {
    const profile = profileResponse();
    setup({ 'GET /api/profile': { ...profile, stats: { ...profile.stats, citationMetrics: null } } });
    const overview = await screen.findByRole('region', { name: 'Research Overview' });
    expect(within(overview).getByText('Citations: no citation data')).toBeInTheDocument();
    expect(within(overview).queryByText('h-index')).toBeNull();
  });

  it('welcomes back, marks a verified iD, and shows the overview and every service', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Alice!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ORCID iD 0000-0002-1825-0097/ })).toHaveAttribute(
      'href',
      'https://orcid.org/0000-0002-1825-0097',
    );
    const overview = screen.getByRole('region', { name: 'Research Overview' });
    expect(within(overview).getByText('Publications').closest('.ant-statistic')).toHaveTextContent('2');
    expect(within(overview).getByText('Education Records')).toBeInTheDocument();
    expect(within(overview).getByText('Professional Activities')).toBeInTheDocument();
    expect(within(overview).getByText('Citations').nextSibling).toHaveTextContent('15');
    expect(within(overview).getByText('h-index').nextSibling).toHaveTextContent('1');
    expect(within(overview).getByText('i10-index').nextSibling).toHaveTextContent('1');
    expect(within(overview).getByText('Citations: OpenAlex, 24 Nov 2026')).toBeInTheDocument();
    for (const name of [
      'Find Supervisors',
      'Find Examiners',
      'View Projects',
      'Open Network',
      'Enhance Profile',
      'View Profile',
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requests' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Research Groups' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all groups' })).toHaveAttribute('href', '/research-groups');
    // Nothing to clean up.
    expect(screen.queryByRole('heading', { name: 'Dashboard Cleanup' })).not.toBeInTheDocument();
  });

  it('offers to verify an iD that was typed, when ORCID sign-in is available', async () => {
    setup({ 'GET /api/orcid/status': orcidStatus({ orcidVerified: false, oauthAvailable: true }) });
    expect(await screen.findByRole('link', { name: 'Verify with ORCID' })).toHaveAttribute(
      'href',
      '/api/orcid/authorize',
    );
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('merges incoming connection and examiner requests, newest first', async () => {
    setup({
      'GET /api/academic-connections/requests': [
        connectionRequest(1, {
          connectionType: 'research_interest',
          status: 'pending',
          isOutgoing: false,
          requesterName: 'Bob Taylor',
          requestedAt: '2026-03-01T00:00:00Z',
        }),
        connectionRequest(2, {
          connectionType: 'examiner_request',
          status: 'pending',
          isOutgoing: false,
          requesterName: 'Dana Lee',
          requestedAt: '2026-03-04T00:00:00Z',
          thesisTitle: 'Robots in class',
        }),
        connectionRequest(3, {
          connectionType: 'research_interest',
          status: 'pending',
          isOutgoing: true,
          requesterName: 'Alice Chen',
          requestedAt: '2026-03-05T00:00:00Z',
        }),
        connectionRequest(4, {
          connectionType: 'research_interest',
          status: 'rejected',
          isOutgoing: false,
          requesterName: 'Carol Nguyen',
          requestedAt: '2026-03-02T00:00:00Z',
        }),
      ],
    });
    const list = await screen.findByRole('region', { name: 'Latest requests' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.querySelector('.dashboard-list__title')?.textContent)).toEqual([
      'Dana Lee',
      'Carol Nguyen',
      'Bob Taylor',
    ]);
    expect(items[0]).toHaveTextContent('Examiner request: Robots in class');
    expect(items[1]).toHaveTextContent('Declined');
  });

  it('asks only for the newest five requests to me, and says how many there are in all', async () => {
    const many = Array.from({ length: 312 }, (_, i) =>
      connectionRequest(i + 1, {
        isOutgoing: false,
        requesterName: `Student ${i + 1}`,
        status: i === 311 ? 'pending' : 'accepted',
      }),
    );
    const { api } = setup({ 'GET /api/academic-connections/requests': requestsServer(many) });
    const list = await screen.findByRole('region', { name: 'Latest requests' });
    expect(within(list).getAllByRole('button')).toHaveLength(5);
    expect(await screen.findByText('The newest 5 of 312 requests')).toBeInTheDocument();
    expect(Object.fromEntries(first(api.callsTo('GET /api/academic-connections/requests')).query)).toEqual({
      direction: 'incoming',
      limit: '5',
    });
    // The pending one is past the first five: Clear Requests is still offered.
    expect(await screen.findByRole('button', { name: /Clear Requests/ })).toBeInTheDocument();
  });

  it('offers no Dashboard Cleanup when the only requests to me were accepted, however many', async () => {
    const accepted = Array.from({ length: 8 }, (_, i) =>
      connectionRequest(i + 1, { isOutgoing: false, status: 'accepted' }),
    );
    const { api } = setup({ 'GET /api/academic-connections/requests': requestsServer(accepted) });
    await screen.findByText('The newest 5 of 8 requests');
    await waitFor(() =>
      expect(
        api
          .callsTo('GET /api/academic-connections/requests')
          .some((c) => c.query.getAll('status').length === 2),
      ).toBe(true),
    );
    expect(screen.queryByText('Dashboard Cleanup')).not.toBeInTheDocument();
  });

  it('says what accepting a supervision request did', async () => {
    const fromSam = connectionRequest(5, {
      connectionType: 'supervisor_request',
      status: 'pending',
      isOutgoing: false,
      requesterName: 'Sam Student',
      requesterEmail: 'sam@example.edu',
      message: 'Would you supervise my thesis?',
      metadata: { thesisTitle: 'Robots in rural classrooms', researchArea: 'Educational robotics' },
      requestedAt: '2026-03-01T00:00:00Z',
    });
    const { user } = setup({
      'GET /api/academic-connections/requests': [fromSam],
      [`POST /api/academic-connections/${fromSam.id}/respond`]: answeredConnection(fromSam),
    });
    await user.click(await screen.findByRole('button', { name: /Sam Student/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Accept/ }));
    expect(
      await screen.findByText('You are now connected and have accepted to supervise.'),
    ).toBeInTheDocument();
  });

  it('answers a request from its dialog, then refreshes requests, notifications and the count', async () => {
    const fromBob = connectionRequest(6, {
      connectionType: 'research_interest',
      status: 'pending',
      isOutgoing: false,
      requesterName: 'Bob Taylor',
      requesterEmail: 'bob@example.edu',
      message: 'Shall we connect?',
      requestedAt: '2026-03-01T00:00:00Z',
    });
    const { api, user } = setup({
      'GET /api/academic-connections/requests': [fromBob],
      [`POST /api/academic-connections/${fromBob.id}/respond`]: answeredConnection(fromBob),
    });
    await user.click(await screen.findByRole('button', { name: /Bob Taylor/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Connection request from Bob Taylor' });
    expect(within(dialog).getByText('Shall we connect?')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      `/researcher/${fromBob.fromProfileId}`,
    );
    const before = {
      requests: api.callsTo('GET /api/academic-connections/requests').length,
      list: api.callsTo('GET /api/notifications').length,
      count: api.callsTo('GET /api/notifications/count').length,
    };
    await user.click(within(dialog).getByRole('button', { name: /Accept/ }));
    expect(await screen.findByText('Request Accepted')).toBeInTheDocument();
    expect(first(api.callsTo(`POST /api/academic-connections/${fromBob.id}/respond`)).body).toEqual({
      response: 'accepted',
    });
    await waitFor(() => {
      expect(api.callsTo('GET /api/academic-connections/requests').length).toBeGreaterThan(before.requests);
      expect(api.callsTo('GET /api/notifications').length).toBeGreaterThan(before.list);
    });
    // The count is only read by the bell, which is not on this page: it is marked stale.
    expect(before.count).toBe(0);
  });

  it('says so when a response cannot be sent', async () => {
    const fromBob = connectionRequest(7, {
      connectionType: 'research_interest',
      status: 'pending',
      isOutgoing: false,
      requesterName: 'Bob Taylor',
      requestedAt: '2026-03-01T00:00:00Z',
    });
    const { user } = setup({
      'GET /api/academic-connections/requests': [fromBob],
      [`POST /api/academic-connections/${fromBob.id}/respond`]: { status: 500, text: 'oops' },
    });
    await user.click(await screen.findByRole('button', { name: /Bob Taylor/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Decline/ }));
    expect(await screen.findByText('Failed to send response')).toBeInTheDocument();
  });

  it('shows five notifications, marks one read when opened, and answers a request notification', async () => {
    let answered = false;
    const fromBob = connectionRequest(8, {
      connectionType: 'research_interest',
      id: '99999999-9999-4999-8999-999999999999',
      status: 'pending',
      isOutgoing: false,
      requesterName: 'Bob Taylor',
      requestedAt: '2026-03-01T00:00:00Z',
    });
    const list = [1, 2, 3, 4, 5, 6].map((n) => notification(n));
    list[0] = notification(1, {
      type: 'connection_request',
      title: 'New connection request',
      message: 'Bob Taylor wants to connect',
      relatedConnectionId: '99999999-9999-4999-8999-999999999999',
    });
    const { api, user } = setup({
      'GET /api/notifications': list,
      'PATCH /api/notifications/00000000-0000-4000-8000-000000000501/read': { ...list[0], isRead: true },
      // As the server does: once answered, the request is no longer pending.
      'GET /api/academic-connections/requests': () => [
        { ...fromBob, status: answered ? 'rejected' : 'pending' },
      ],
      'POST /api/academic-connections/99999999-9999-4999-8999-999999999999/respond': () => {
        answered = true;
        return answeredConnection(fromBob, 'rejected');
      },
    });
    const region = await screen.findByRole('region', { name: 'Latest notifications' });
    expect(within(region).getAllByRole('button')).toHaveLength(5);
    expect(within(region).getAllByText('New')).toHaveLength(5);

    await user.click(within(region).getByRole('button', { name: /New connection request/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New connection request' });
    expect(within(dialog).getByText('Bob Taylor wants to connect')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/notifications/00000000-0000-4000-8000-000000000501/read')).toHaveLength(
        1,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: /Decline/ }));
    expect(await screen.findByText('Request Declined')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New connection request' })).not.toBeInTheDocument(),
    );
    expect(
      first(api.callsTo('POST /api/academic-connections/99999999-9999-4999-8999-999999999999/respond')).body,
    ).toEqual({ response: 'rejected' });
  });

  it('says how an answered request was answered, and when a request is no longer there', async () => {
    const fromBob = connectionRequest(8, {
      connectionType: 'research_interest',
      id: '99999999-9999-4999-8999-999999999999',
      status: 'accepted',
      isOutgoing: false,
      requesterName: 'Bob Taylor',
    });
    const { user } = setup({
      'GET /api/notifications': [
        notification(1, {
          type: 'connection_request',
          title: 'Request from Bob',
          relatedConnectionId: fromBob.id,
        }),
        notification(2, {
          type: 'supervisor_request',
          title: 'Request from Eve',
          relatedConnectionId: '88888888-8888-4888-8888-888888888888',
        }),
      ],
      // The server's filter by id: a notification's request is asked for by its id.
      'GET /api/academic-connections/requests': ({ query }) =>
        [fromBob].filter((r) => !query.get('id') || r.id === query.get('id')),
    });
    const region = await screen.findByRole('region', { name: 'Latest notifications' });
    await user.click(within(region).getByRole('button', { name: /Request from Bob/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Request from Bob' });
    expect(await within(dialog).findByText('You accepted this request.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Request from Bob' })).not.toBeInTheDocument(),
    );

    await user.click(within(region).getByRole('button', { name: /Request from Eve/ }));
    dialog = await screen.findByRole('dialog', { name: 'Request from Eve' });
    expect(
      await within(dialog).findByText('This request is no longer waiting for an answer.'),
    ).toBeInTheDocument();
  });

  it('lists my groups with the Leader badge', async () => {
    setup({ 'GET /api/my-groups': [groupEntry(1, true), groupEntry(2)] });
    const region = await screen.findByRole('region', { name: 'My research groups' });
    expect(within(region).getByText('Group 1').closest('li')).toHaveTextContent('Leader');
    expect(within(region).getByText('Group 2').closest('li')).not.toHaveTextContent('Leader');
    expect(within(region).getAllByText('Member since 4 May 2025')).toHaveLength(2);
  });

  it('clears notifications from Dashboard Cleanup after a confirmation', async () => {
    let cleared = false;
    const { api, user } = setup({
      'GET /api/notifications': () => (cleared ? [] : [notification(1)]),
      'DELETE /api/notifications/clear': () => {
        cleared = true;
        return { success: true, message: 'Notifications cleared', deleted: 1 };
      },
    });
    await screen.findByText('Dashboard Cleanup');
    // Only notifications exist: clearing requests has nothing to do.
    expect(screen.getByRole('button', { name: /Clear Requests/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Clear Notifications/ }));
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Notifications Cleared')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/notifications/clear')).toHaveLength(1);
    // With nothing left to clear, the card goes.
    await waitFor(() => expect(screen.queryByText('Dashboard Cleanup')).not.toBeInTheDocument());
  });

  it('reports a failure to clear requests', async () => {
    const { api, user } = setup({
      'GET /api/academic-connections/requests': [
        connectionRequest(9, {
          connectionType: 'research_interest',
          status: 'pending',
          isOutgoing: false,
          requesterName: 'Bob',
        }),
      ],
      'DELETE /api/academic-requests/clear': { status: 500, text: 'down' },
    });
    await screen.findByText('Dashboard Cleanup');
    await user.click(screen.getByRole('button', { name: /Clear Requests/ }));
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Failed to clear academic requests')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/academic-requests/clear')).toHaveLength(1);
  });

  it('brings the Notifications card into focus when reached from the bell', async () => {
    setup({}, '/#notifications');
    await screen.findByRole('heading', { name: 'Notifications' });
    await waitFor(() => expect(document.activeElement?.id).toBe('notifications'));
  });
});

describe('Welcome popup', () => {
  it('shows once for a new user and is marked seen when put off', async () => {
    const { api, user } = setup({
      'GET /api/auth/user': authUser({ hasSeenWelcomePopup: false }),
      'POST /api/auth/welcome-popup-seen': { success: true },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Research Connect!' });
    expect(dialog).toHaveTextContent('Two steps get you the most out of it');
    expect(within(dialog).getByRole('button', { name: 'View My Profile' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enhance Research Profile' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "I'll do this later" }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Welcome to Research Connect!' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST /api/auth/welcome-popup-seen')).toHaveLength(1);
  });

  it('without an ORCID iD, leads to linking it first (the profile pages have nothing to show yet)', async () => {
    const { user } = setup({
      'GET /api/auth/user': authUser({ hasSeenWelcomePopup: false, id: USER_ID }),
      'POST /api/auth/welcome-popup-seen': { success: true },
      'GET /api/profile': noProfile,
      'GET /api/orcid/status': orcidStatus({ linked: false, orcidId: null, orcidVerified: false }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Research Connect!' });
    expect(dialog).toHaveTextContent('Three steps get you the most out of it');
    expect(dialog).toHaveTextContent(
      'Link your ORCID iD: your academic profile is imported from your ORCID record.',
    );
    expect(within(dialog).queryByRole('button', { name: 'View My Profile' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Link my ORCID iD' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/#connect-orcid'));
    await waitFor(() => expect(document.activeElement?.id).toBe('connect-orcid'));
  });

  it('takes the user to the research profile', async () => {
    const { user } = setup({
      'GET /api/auth/user': authUser({ hasSeenWelcomePopup: false, id: USER_ID }),
      'POST /api/auth/welcome-popup-seen': { success: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Enhance Research Profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/research-profile'));
  });
});

describe('Email settings', () => {
  const choice = (name: RegExp) => screen.getByRole('radio', { name });

  it('opens from the notifications card with the saved choice, and saves another', async () => {
    const { api, user } = setup({
      'GET /api/notifications/preferences': { email: 'daily' },
      'PUT /api/notifications/preferences': { email: 'weekly' },
    });
    await user.click(await screen.findByRole('button', { name: 'Email settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Notifications' });
    expect(await within(dialog).findByRole('radio', { name: /^Daily digest/ })).toBeChecked();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(choice(/^Weekly digest/));
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Email Preference Updated')).toBeInTheDocument();
    expect(
      screen.getByText('We will email you requests at once, and a weekly digest of everything else.'),
    ).toBeInTheDocument();
    expect(first(api.callsTo('PUT /api/notifications/preferences')).body).toEqual({ email: 'weekly' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Email Notifications' })).not.toBeInTheDocument(),
    );
  });

  it('opens from an email’s link once unsubscribed, keeps the choice when saving fails, and Cancel changes nothing', async () => {
    const { api, user } = setup(
      {
        'GET /api/notifications/preferences': { email: 'off' },
        'PUT /api/notifications/preferences': { status: 503, text: 'down' },
      },
      '/#email-settings',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Email Notifications' });
    expect(await within(dialog).findByRole('radio', { name: /^Off/ })).toBeChecked();
    await user.click(choice(/^As they happen/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(choice(/^As they happen/)).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Email Notifications' })).not.toBeInTheDocument(),
    );
    // The link's hash is gone, so a reload does not open the dialog again.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.callsTo('PUT /api/notifications/preferences')).toHaveLength(1);
  });

  it('is there without an ORCID iD too, when the link is followed', async () => {
    setup(
      {
        'GET /api/profile': noProfile,
        'GET /api/orcid/status': orcidStatus({ linked: false, orcidId: null, orcidVerified: false }),
        'GET /api/notifications/preferences': { email: 'daily' },
      },
      '/#email-settings',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Email Notifications' });
    expect(await within(dialog).findByRole('radio', { name: /^Daily digest/ })).toBeChecked();
  });
});
