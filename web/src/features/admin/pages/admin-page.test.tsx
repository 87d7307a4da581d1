import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockApi, type MockReply, type RecordedCall } from '../../../test/mock-api';
import { TestProviders } from '../../../test/render-app';
import { createQueryClient } from '../../../lib/query-client';
import AdminPage from './admin-page';

const ME = '00000000-0000-4000-8000-000000000001';
const GRACE = '00000000-0000-4000-8000-000000000002';
const ALAN = '00000000-0000-4000-8000-000000000003';

interface User {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: 'academic' | 'admin';
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  loginCount: number;
}

const refusal = (status: number, message: string) => errorReply(status, message, 'REFUSED');

/** A small stand-in for the admin API behind fetch, recording every call. */
function adminServer(options: { forbidden?: boolean } = {}) {
  const users: User[] = [
    {
      id: ME,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.edu',
      role: 'admin',
      isActive: true,
      createdAt: '2026-01-05T03:00:00.000Z',
      lastLogin: '2026-03-02T01:30:00.000Z',
      loginCount: 12,
    },
    {
      id: GRACE,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.edu',
      role: 'academic',
      isActive: true,
      createdAt: '2026-02-10T03:00:00.000Z',
      lastLogin: null,
      loginCount: 0,
    },
    {
      id: ALAN,
      firstName: 'Alan',
      lastName: 'Turing',
      email: null,
      role: 'academic',
      isActive: false,
      createdAt: '2025-12-24T03:00:00.000Z',
      lastLogin: '2026-01-01T00:00:00.000Z',
      loginCount: 3,
    },
  ];
  /** What the server's audit log holds, newest first. */
  const audit: Array<Record<string, unknown>> = [];
  const record = (action: string, target: User, details: Record<string, unknown> = {}) =>
    audit.unshift({
      id: `00000000-0000-4000-8000-${String(audit.length + 100).padStart(12, '0')}`,
      actorUserId: ME,
      actorEmail: 'ada@example.edu',
      action,
      outcome: 'succeeded',
      targetUserId: target.id,
      targetEmail: target.email,
      details,
      createdAt: `2026-03-0${audit.length + 3}T01:00:00.000Z`,
    });
  /** Runs `act` on the user the path names, or answers 404 as the server does. */
  const onUser =
    (act: (user: User) => MockReply) =>
    ({ params }: RecordedCall) => {
      const user = users.find((u) => u.id === params.id);
      return user ? act(user) : refusal(404, 'User not found');
    };
  const api = mockApi({
    'GET /api/auth/user': () => ({
      ...users[0],
      profileImageUrl: null,
      orcidId: null,
      hasSeenWelcomePopup: true,
    }),
    'GET /api/admin/users': ({ query }) => {
      const q = (query.get('search') ?? '').toLowerCase();
      const found = users.filter((u) => `${u.firstName} ${u.lastName} ${u.email}`.toLowerCase().includes(q));
      return { users: found, total: found.length, page: 1, pageSize: 50 };
    },
    'GET /api/admin/users/:id/analytics': onUser((user) => ({
      userId: user.id,
      lastLogin: user.lastLogin,
      loginCount: user.loginCount,
      recentLogins: [],
    })),
    'GET /api/admin/audit': () => ({ entries: audit, total: audit.length, page: 1, pageSize: 20 }),
    'POST /api/admin/users/:id/make-admin': onUser((user) => {
      record('make_admin', user, { previousRole: user.role, role: 'admin' });
      user.role = 'admin';
      return { success: true, message: 'User promoted to admin successfully', user };
    }),
    'POST /api/admin/users/:id/remove-admin': onUser((user) => {
      record('remove_admin', user, { previousRole: user.role, role: 'academic' });
      user.role = 'academic';
      return { success: true, message: 'Admin role removed successfully', user };
    }),
    'POST /api/admin/users/:id/email': onUser((user) => {
      record('email_user', user, { subject: 'Welcome' });
      return { success: true, message: 'Email sent successfully' };
    }),
    'DELETE /api/admin/users/:id': onUser((user) => {
      users.splice(users.indexOf(user), 1);
      return { success: true, message: 'User deleted successfully' };
    }),
  });
  if (options.forbidden)
    api.set('GET /api/admin/users', refusal(403, 'Forbidden: administrator access is required.'));
  return { users, api, writes: () => api.calls.filter((c) => c.method !== 'GET') };
}

function renderPage() {
  return render(
    <TestProviders client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin']}>
        <AdminPage />
      </MemoryRouter>
    </TestProviders>,
  );
}

async function selectUser(name: RegExp) {
  const list = await screen.findByRole('list', { name: 'Users' });
  await userEvent.setup({ delay: null }).click(within(list).getByRole('button', { name }));
  return screen.getByText('User Details').closest('.ant-card') as HTMLElement;
}

/** Selects Grace Hopper and opens Send Email: the dialog. */
async function openEmailToGrace(user: ReturnType<typeof userEvent.setup>) {
  const panel = await selectUser(/Grace Hopper/);
  await user.click(within(panel).getByRole('button', { name: 'Send Email' }));
  return screen.findByRole('dialog', { name: 'Send Email to Grace Hopper' });
}

afterEach(() => vi.restoreAllMocks());

describe('Admin dashboard', { timeout: 60_000 }, () => {
  it('lists the users with their count and shows one in detail', async () => {
    adminServer();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByTestId('user-count')).toHaveTextContent('(3)');
    expect(screen.getByText('Select a user to view their details')).toBeInTheDocument();

    const panel = await selectUser(/Ada Lovelace/);
    expect(within(panel).getByTestId('admin-user-name')).toHaveTextContent('Ada Lovelace');
    expect(within(panel).getByTestId('admin-user-role')).toHaveTextContent('admin');
    expect(within(panel).getByTestId('admin-user-status')).toHaveTextContent('Active');
    expect(within(panel).getByText('ada@example.edu')).toBeInTheDocument();
    // en-AU dates: day before month.
    expect(within(panel).getByText('5 Jan 2026')).toBeInTheDocument();
    expect(await within(panel).findByText(/^2 Mar 2026/)).toBeInTheDocument();
    expect(within(panel).getByText('12')).toBeInTheDocument();
  });

  it('shows Never for a user who never signed in, and Inactive accounts', async () => {
    adminServer();
    renderPage();
    const grace = await selectUser(/Grace Hopper/);
    expect(await within(grace).findByText('Never')).toBeInTheDocument();
    expect(within(grace).getByText('0')).toBeInTheDocument();
    const alan = await selectUser(/Alan Turing/);
    expect(within(alan).getByTestId('admin-user-status')).toHaveTextContent('Inactive');
    expect(within(alan).getByTestId('admin-user-role')).toHaveTextContent('academic');
  });

  it('tells a non-administrator the users could not be loaded', async () => {
    adminServer({ forbidden: true });
    renderPage();
    expect(
      await screen.findByText('Failed to load users. Check your admin permissions.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('searches users by name or email', async () => {
    const server = adminServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByTestId('user-count');
    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'grace');
    await waitFor(() => expect(screen.getByTestId('user-count')).toHaveTextContent('(1)'));
    const list = screen.getByRole('list', { name: 'Users' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    // Debounced: one request for the whole word, not one per letter.
    expect(server.api.calls.filter((c) => c.query.has('search')).map((c) => c.query.toString())).toEqual([
      'search=grace&page=1&pageSize=50',
    ]);
  });

  it('promotes a user and demotes them again', async () => {
    const server = adminServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const panel = await selectUser(/Grace Hopper/);
    await user.click(within(panel).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('User promoted to admin successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByTestId('admin-user-role')).toHaveTextContent('admin'));

    await user.click(within(panel).getByRole('button', { name: 'Remove Admin' }));
    expect(await screen.findByText('Admin role removed successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByTestId('admin-user-role')).toHaveTextContent('academic'));
    expect(server.writes().map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /api/admin/users/${GRACE}/make-admin`,
      `POST /api/admin/users/${GRACE}/remove-admin`,
    ]);
  });

  it('shows each action in the audit log as it happens, newest first', async () => {
    adminServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const log = await screen.findByRole('region', { name: 'Audit Log' });
    expect(await within(log).findByText('No administrator actions yet')).toBeInTheDocument();

    const panel = await selectUser(/Grace Hopper/);
    await user.click(within(panel).getByRole('button', { name: 'Make Admin' }));
    expect(
      await within(log).findByText('ada@example.edu made grace@example.edu an administrator'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Remove Admin' }));
    await within(log).findByText('ada@example.edu removed the administrator role from grace@example.edu');
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('removed the administrator role from grace@example.edu'),
      expect.stringContaining('made grace@example.edu an administrator'),
    ]);
  });

  it('never offers role changes or deletion on one’s own account', async () => {
    adminServer();
    renderPage();
    const panel = await selectUser(/Ada Lovelace/);
    expect(within(panel).getByRole('button', { name: 'Remove Admin' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Delete User' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Send Email' })).toBeEnabled();
  });

  it('says why a role change failed', async () => {
    adminServer().api.set(
      `POST /api/admin/users/${GRACE}/make-admin`,
      refusal(409, 'Identity refused the change'),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    const panel = await selectUser(/Grace Hopper/);
    await user.click(within(panel).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('Failed to promote user')).toBeInTheDocument();
    expect(screen.getByText('Identity refused the change')).toBeInTheDocument();
    expect(within(panel).getByTestId('admin-user-role')).toHaveTextContent('academic');
  });

  it('deletes a user only after confirmation', async () => {
    const server = adminServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const panel = await selectUser(/Grace Hopper/);
    await user.click(within(panel).getByRole('button', { name: 'Delete User' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Grace Hopper (grace@example.edu)?');
    expect(dialog).toHaveTextContent('including the research projects they lead');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.writes()).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Delete User' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(server.writes().map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE /api/admin/users/${GRACE}`]);
    await waitFor(() => expect(screen.getByTestId('user-count')).toHaveTextContent('(2)'));
    expect(screen.getByText('Select a user to view their details')).toBeInTheDocument();
    // The deleted user's logins are not asked for again (they are gone: the server answers 404).
    const paths = server.api.calls.map((c) => `${c.method} ${c.path}`);
    const deletedAt = paths.indexOf(`DELETE /api/admin/users/${GRACE}`);
    expect(paths.slice(deletedAt)).not.toContain(`GET /api/admin/users/${GRACE}/analytics`);
  });

  it('reports a failed deletion', async () => {
    adminServer().api.set(
      `DELETE /api/admin/users/${GRACE}`,
      refusal(500, 'Something went wrong. Please try again.'),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    const panel = await selectUser(/Grace Hopper/);
    await user.click(within(panel).getByRole('button', { name: 'Delete User' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
    expect(within(panel).getByTestId('admin-user-name')).toHaveTextContent('Grace Hopper');
  });

  it('cannot email a user without an address', async () => {
    adminServer();
    renderPage();
    const panel = await selectUser(/Alan Turing/);
    expect(within(panel).getByRole('button', { name: 'Send Email' })).toBeDisabled();
  });

  it('sends an email only with both subject and message, and keeps them when sending fails', async () => {
    const server = adminServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openEmailToGrace(user);

    await user.type(within(dialog).getByLabelText('Subject'), 'Welcome');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Please fill in both subject and message')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Message'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(server.writes()).toEqual([]);

    // The first send fails, the second goes through.
    let sends = 0;
    server.api.set(`POST /api/admin/users/${GRACE}/email`, () =>
      ++sends === 1
        ? refusal(500, 'Something went wrong. Please try again.')
        : { success: true, message: 'Email sent successfully' },
    );
    await user.type(within(dialog).getByLabelText('Message'), 'Glad to have you.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Failed to send email')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Welcome');

    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    const sent = server.writes().filter((c) => c.path === `/api/admin/users/${GRACE}/email`);
    expect(sent.at(-1)?.body).toEqual({ subject: 'Welcome', message: 'Glad to have you.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('unmounts the closed Send Email dialog: the typed message is kept in storage, not in the page', async () => {
    adminServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    let dialog = await openEmailToGrace(user);
    await user.type(within(dialog).getByLabelText('Subject'), 'Welcome');
    await user.type(within(dialog).getByLabelText('Message'), 'Glad to have you.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByDisplayValue('Glad to have you.')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('Welcome')).not.toBeInTheDocument();
    expect(screen.queryByText('Send Email to Grace Hopper')).not.toBeInTheDocument();

    // Opened again, the draft comes back from storage.
    dialog = await openEmailToGrace(user);
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Glad to have you.');
  });

  it('keeps an unsent email to a user while another user is looked at, until it is sent', async () => {
    const server = adminServer();
    const user = userEvent.setup({ delay: null });
    renderPage();
    let dialog = await openEmailToGrace(user);
    await user.type(within(dialog).getByLabelText('Subject'), 'Welcome');
    await user.type(within(dialog).getByLabelText('Message'), 'Glad to have you.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await selectUser(/Alan Turing/);
    dialog = await openEmailToGrace(user);
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Welcome');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Glad to have you.');

    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(server.writes().filter((c) => c.path === `/api/admin/users/${GRACE}/email`)).toHaveLength(1);
    await selectUser(/Alan Turing/);
    dialog = await openEmailToGrace(user);
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('');
  });
});
