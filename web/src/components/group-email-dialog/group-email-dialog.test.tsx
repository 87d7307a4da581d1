import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockReply } from '../../test/mock-api';
import { authUser, renderApp } from '../../test/render-app';
import { GroupEmailDialog } from './group-email-dialog';

afterEach(() => vi.restoreAllMocks());

const GROUP = '22222222-2222-4222-8222-222222222222';
const OTHER_GROUP = '33333333-3333-4333-8333-333333333333';
const route = `GET /api/research-groups/${GROUP}/member-emails`;

function setup(reply: MockReply) {
  const api = mockApi({ [route]: reply });
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  const onClose = vi.fn();
  renderApp(<GroupEmailDialog open groupId={GROUP} groupName="TPACK" onClose={onClose} />);
  return { api, open, onClose, user: userEvent.setup() };
}

describe('GroupEmailDialog', () => {
  it('opens the mail client to the other members with the subject and message', async () => {
    const { open, onClose, user } = setup({
      groupName: 'TPACK',
      emails: ['bob@example.edu', 'carol@example.edu'],
      memberCount: 2,
      debug: { totalMembers: 3, membersWithEmails: 3 },
    });
    expect(screen.getByRole('dialog', { name: 'Email Members of TPACK' })).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Message from TPACK');
    await user.type(screen.getByLabelText('Message'), 'See you Friday');
    await user.click(screen.getByRole('button', { name: /Open Email Client/ }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(open).toHaveBeenCalledWith(
      'mailto:?bcc=bob%40example.edu,carol%40example.edu&subject=Message%20from%20TPACK&body=See%20you%20Friday',
      '_self',
    );
    expect(await screen.findByText('Email Client Opened')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('closes at once when nothing was written, and asks before throwing a written message away', async () => {
    const { api, onClose, user } = setup({ groupName: 'TPACK', emails: [], memberCount: 0 });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Message'), 'Agenda for Friday');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText('Discard unsaved changes?')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Message')).toHaveValue('Agenda for Friday');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(api.callsTo(route)).toHaveLength(0);
  });

  it('keeps what is typed until it is discarded, and brings it back when the dialog opens again', async () => {
    const onClose = vi.fn();
    mockApi({ 'GET /api/auth/user': authUser() });
    const user = userEvent.setup();
    const first = renderApp(<GroupEmailDialog open groupId={GROUP} groupName="TPACK" onClose={onClose} />);
    await user.type(await screen.findByLabelText('Message'), 'Agenda for Friday');
    first.unmount();

    const again = renderApp(<GroupEmailDialog open groupId={GROUP} groupName="TPACK" onClose={onClose} />);
    expect(await screen.findByText('Your unsaved message is back')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Agenda for Friday');
    again.unmount();
    // Another group's dialog does not take this group's words.
    const other = renderApp(
      <GroupEmailDialog open groupId={OTHER_GROUP} groupName="Robotics" onClose={onClose} />,
    );
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('Message from Robotics'));
    expect(screen.getByLabelText('Message')).toHaveValue('');
    other.unmount();
    const third = renderApp(<GroupEmailDialog open groupId={GROUP} groupName="TPACK" onClose={onClose} />);
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue('Agenda for Friday'));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    third.unmount();

    renderApp(<GroupEmailDialog open groupId={GROUP} groupName="TPACK" onClose={onClose} />);
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('Message from TPACK'));
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByText('Your unsaved message is back')).not.toBeInTheDocument();
  });

  it('uses the default subject when the subject is cleared', async () => {
    const { open, user } = setup({
      groupName: 'TPACK',
      emails: ['bob@example.edu'],
      memberCount: 1,
      debug: { totalMembers: 2, membersWithEmails: 2 },
    });
    await user.clear(screen.getByLabelText('Subject'));
    await user.click(screen.getByRole('button', { name: /Open Email Client/ }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'mailto:?bcc=bob%40example.edu&subject=Message%20from%20TPACK',
        '_self',
      ),
    );
  });

  it.each([
    [{ totalMembers: 1, membersWithEmails: 1 }, 'No Other Members'],
    [{ totalMembers: 4, membersWithEmails: 1 }, 'No Other Email Addresses'],
    [{ totalMembers: 4, membersWithEmails: 0 }, 'No Email Addresses'],
  ])('says who cannot be written to (%o -> %s), without opening the mail client', async (debug, title) => {
    const { open, onClose, user } = setup({ groupName: 'TPACK', emails: [], memberCount: 0, debug });
    await user.click(screen.getByRole('button', { name: /Open Email Client/ }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's message when the addresses cannot be fetched", async () => {
    const { open, user } = setup({
      status: 403,
      body: { error: 'Forbidden', code: 'NOT_LEADER', message: 'Only group leaders can email members' },
    });
    await user.type(screen.getByLabelText('Message'), 'Kept');
    await user.click(screen.getByRole('button', { name: /Open Email Client/ }));
    expect(await screen.findByText('Only group leaders can email members')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect(screen.getByLabelText('Message')).toHaveValue('Kept');
  });
});
