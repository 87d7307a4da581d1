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
      notListedCount: 0,
      otherMemberCount: 2,
      hiddenCount: 0,
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
    const { api, open, onClose, user } = setup({
      groupName: 'TPACK',
      emails: [],
      memberCount: 0,
      notListedCount: 0,
      otherMemberCount: 2,
      hiddenCount: 0,
    });
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
    // Opening asked who would be reached; nothing was sent or opened.
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(open).not.toHaveBeenCalled();
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

  it('says when the mail program gets only the first 100 addresses, and points to Research Connect', async () => {
    const emails = Array.from({ length: 100 }, (_, i) => `m${i}@example.edu`);
    const { open, user } = setup({
      groupName: 'TPACK',
      emails,
      memberCount: 100,
      notListedCount: 30,
      otherMemberCount: 130,
      hiddenCount: 0,
    });
    expect(
      await screen.findByText(
        'Your email program gets the first 100 of the 130 members who share their address',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Send through Research Connect emails every member/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Open Email Client/ }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(expect.stringContaining('m99%40example.edu'), '_self'),
    );
  });

  it('uses the default subject when the subject is cleared', async () => {
    const { open, user } = setup({
      groupName: 'TPACK',
      emails: ['bob@example.edu'],
      memberCount: 1,
      notListedCount: 0,
      otherMemberCount: 1,
      hiddenCount: 0,
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
    [{ otherMemberCount: 0, hiddenCount: 0 }, 'No Other Members'],
    [{ otherMemberCount: 3, hiddenCount: 0 }, 'No Email Addresses'],
    [{ otherMemberCount: 3, hiddenCount: 3 }, 'No Email Addresses'],
  ])('says who cannot be written to (%o -> %s), without opening the mail client', async (counts, title) => {
    const { open, onClose, user } = setup({
      groupName: 'TPACK',
      emails: [],
      memberCount: 0,
      notListedCount: 0,
      ...counts,
    });
    await user.click(screen.getByRole('button', { name: /Open Email Client/ }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says how many members hide their address, and sends through Research Connect to everyone', async () => {
    const sendRoute = `POST /api/research-groups/${GROUP}/email-members`;
    const { api, open, onClose, user } = setup({
      groupName: 'TPACK',
      emails: ['carol@example.edu'],
      memberCount: 1,
      notListedCount: 0,
      otherMemberCount: 3,
      hiddenCount: 2,
    });
    api.set(sendRoute, {
      success: true,
      message: 'Research Connect is emailing your message to 3 members.',
      recipientCount: 3,
    });
    expect(await screen.findByText('2 members do not share their address')).toBeInTheDocument();
    expect(screen.getByText(/Send through Research Connect emails every member/)).toBeInTheDocument();

    // A message is needed: Research Connect does not send an empty one.
    await user.click(screen.getByRole('button', { name: /Send through Research Connect/ }));
    expect(await screen.findByText('Please write a message to the group')).toBeInTheDocument();
    expect(api.callsTo(sendRoute)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'Friday');
    await user.type(screen.getByLabelText('Message'), 'See you at 3 pm');
    await user.click(screen.getByRole('button', { name: /Send through Research Connect/ }));
    await waitFor(() => expect(api.callsTo(sendRoute)).toHaveLength(1));
    expect(api.callsTo(sendRoute)[0]!.body).toEqual({ subject: 'Friday', message: 'See you at 3 pm' });
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(screen.getByText('Research Connect is emailing your message to 3 members.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the message when Research Connect refuses to send it, saying why', async () => {
    const sendRoute = `POST /api/research-groups/${GROUP}/email-members`;
    const { api, onClose, user } = setup({
      groupName: 'TPACK',
      emails: [],
      memberCount: 0,
      notListedCount: 0,
      otherMemberCount: 1,
      hiddenCount: 1,
    });
    const limit = 'You can send 5 messages an hour through Research Connect. Try again in 12 minutes.';
    api.set(sendRoute, {
      status: 429,
      body: { error: 'Too Many Requests', code: 'TOO_MANY_GROUP_EMAILS', message: limit },
    });
    expect(await screen.findByText('1 member does not share their address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Kept');
    await user.click(screen.getByRole('button', { name: /Send through Research Connect/ }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('Kept');
  });

  it('cannot send through Research Connect when the leader is the only member', async () => {
    setup({
      groupName: 'TPACK',
      emails: [],
      memberCount: 0,
      notListedCount: 0,
      otherMemberCount: 0,
      hiddenCount: 0,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Send through Research Connect/ })).toBeDisabled(),
    );
    expect(screen.queryByText(/do not share their address|does not share/)).not.toBeInTheDocument();
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
