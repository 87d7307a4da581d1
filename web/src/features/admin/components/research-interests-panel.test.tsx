import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockApi, type RecordedCall } from '../../../test/mock-api';
import { TestProviders } from '../../../test/render-app';
import { createQueryClient } from '../../../lib/query-client';
import { ResearchInterestsPanel } from './research-interests-panel';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface Interest {
  id: string;
  name: string;
  holderCount: number;
  createdAt: string;
}

/** The admin service's research-interest routes over a small list, recording every call. */
function interestServer() {
  const interests: Interest[] = [
    { id: id(1), name: 'AI ethics', holderCount: 2, createdAt: '2026-01-01T00:00:00.000Z' },
    {
      id: id(2),
      name: 'Artificial intelligence ethics',
      holderCount: 1,
      createdAt: '2026-01-02T00:00:00.000Z',
    },
    { id: id(3), name: 'Spam topic', holderCount: 0, createdAt: '2026-01-03T00:00:00.000Z' },
  ];
  const change = (before: Interest, after: Interest | null, holdersChanged: number) => ({
    success: true,
    message: 'done',
    change: { before, after, holdersChanged },
  });
  const find = (call: RecordedCall) => interests.find((i) => i.id === call.params.id);
  const api = mockApi({
    'GET /api/auth/user': () => errorReply(401, 'Not signed in'),
    'GET /api/admin/research-interests': ({ query }) => {
      const q = (query.get('search') ?? '').toLowerCase();
      const found = interests.filter((i) => i.name.toLowerCase().includes(q));
      return { interests: found, total: found.length, page: 1, pageSize: Number(query.get('pageSize')) };
    },
    'PATCH /api/admin/research-interests/:id': (call) => {
      const interest = find(call)!;
      const name = (call.body as { name: string }).name;
      const other = interests.find(
        (i) => i.id !== interest.id && i.name.toLowerCase() === name.toLowerCase(),
      );
      if (other)
        return errorReply(
          409,
          `“${other.name}” is already a research interest. Merge “${interest.name}” into it instead.`,
          'RESEARCH_INTEREST_EXISTS',
        );
      const before = { ...interest };
      interest.name = name;
      return change(before, interest, interest.holderCount);
    },
    'POST /api/admin/research-interests/:id/merge': (call) => {
      const gone = find(call)!;
      const kept = interests.find((i) => i.id === (call.body as { intoId: string }).intoId)!;
      interests.splice(interests.indexOf(gone), 1);
      kept.holderCount += gone.holderCount;
      return change(gone, kept, gone.holderCount);
    },
    'DELETE /api/admin/research-interests/:id': (call) => {
      const gone = find(call)!;
      interests.splice(interests.indexOf(gone), 1);
      return change(gone, null, gone.holderCount);
    },
  });
  return { interests, api, writes: () => api.calls.filter((c) => c.method !== 'GET') };
}

function renderPanel() {
  return render(
    <TestProviders client={createQueryClient()}>
      <ResearchInterestsPanel />
    </TestProviders>,
  );
}

const rowOf = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Research interests' })).findByRole('listitem', { name });

afterEach(() => vi.restoreAllMocks());

describe('Research interests on /admin', { timeout: 60_000 }, () => {
  it('lists the shared interests with how many hold each, and searches them', async () => {
    interestServer();
    const user = userEvent.setup({ delay: null });
    renderPanel();
    expect(await screen.findByTestId('interest-count')).toHaveTextContent('(3)');
    expect(await rowOf('AI ethics')).toHaveTextContent('Held by 2 researchers');
    expect(await rowOf('Spam topic')).toHaveTextContent('Held by nobody');
    await user.type(screen.getByRole('textbox', { name: 'Search research interests' }), 'spam');
    await waitFor(() => expect(screen.getByTestId('interest-count')).toHaveTextContent('(1)'));
  });

  it('says how many hold an interest before removing it, and removes it only once confirmed', async () => {
    const server = interestServer();
    const user = userEvent.setup({ delay: null });
    renderPanel();
    const row = await rowOf('AI ethics');
    await user.click(within(row).getByRole('button', { name: 'Remove AI ethics' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Remove “AI ethics” from the shared list? It will be taken off the research interests of 2 researchers. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.writes()).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Remove AI ethics' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Research interest removed')).toBeInTheDocument();
    expect(server.writes().map((c) => `${c.method} ${c.path}`)).toEqual([
      `DELETE /api/admin/research-interests/${id(1)}`,
    ]);
    await waitFor(() => expect(screen.getByTestId('interest-count')).toHaveTextContent('(2)'));
  });

  it('renames, refusing markup before asking the server', async () => {
    const server = interestServer();
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await user.click(within(await rowOf('Spam topic')).getByRole('button', { name: 'Rename Spam topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Spam topic”' });
    const input = within(dialog).getByRole('textbox', { name: 'New name' });
    await user.clear(input);
    await user.type(input, '<img src=x onerror=alert(1)>');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('A research interest cannot contain < or >')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);

    await user.clear(input);
    await user.type(input, '  Learning   analytics ');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Research interest renamed')).toBeInTheDocument();
    expect(server.writes().map((c) => c.body)).toEqual([{ name: 'Learning analytics' }]);
    expect(await rowOf('Learning analytics')).toBeInTheDocument();
  });

  it('offers to merge when the new name is another interest’s, and merges into it', async () => {
    const server = interestServer();
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await user.click(within(await rowOf('AI ethics')).getByRole('button', { name: 'Rename AI ethics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “AI ethics”' });
    const input = within(dialog).getByRole('textbox', { name: 'New name' });
    await user.clear(input);
    await user.type(input, 'artificial intelligence ETHICS');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(
      await within(dialog).findByText(
        '“Artificial intelligence ethics” is already a research interest. Merge “AI ethics” into it instead.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        'The 2 researchers holding it will hold “Artificial intelligence ethics” instead, and “AI ethics” will be removed from the list.',
      ),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Merge into “Artificial intelligence ethics”' }),
    );
    expect(await screen.findByText('Research interests merged')).toBeInTheDocument();
    expect(server.writes().map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body)}`)).toEqual([
      `PATCH /api/admin/research-interests/${id(1)} {"name":"artificial intelligence ETHICS"}`,
      `POST /api/admin/research-interests/${id(1)}/merge {"intoId":"${id(2)}"}`,
    ]);
    expect(await rowOf('Artificial intelligence ethics')).toHaveTextContent('Held by 3 researchers');
  });

  it('merges into an interest found by name, saying what happens before it does', async () => {
    const server = interestServer();
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await user.click(within(await rowOf('AI ethics')).getByRole('button', { name: 'Merge AI ethics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge “AI ethics” into another interest' });
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Find the interest to keep' }),
      'intelligence',
    );
    const choice = await within(dialog).findByRole('radio', { name: /Artificial intelligence ethics/ });
    // The interest being merged is never offered as the one to keep.
    expect(within(dialog).queryByRole('radio', { name: /^AI ethics/ })).not.toBeInTheDocument();
    await user.click(choice);
    expect(dialog).toHaveTextContent(
      'The 2 researchers holding it will hold “Artificial intelligence ethics” instead, and “AI ethics” will be removed from the list.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Research interests merged')).toBeInTheDocument();
    expect(server.writes().map((c) => c.body)).toEqual([{ intoId: id(2) }]);
  });
});
