import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResearchTopic, ResearchTopics } from '@app/contracts/profile/research-topics';
import { profileResponse } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { authUser, renderApp } from '../../../test/render-app';
import MyProfilePage from '../pages/my-profile-page';

afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 60_000 });

const topic = (id: string, name: string, count: number): ResearchTopic => ({
  id,
  name,
  count,
  subfield: 'Education',
  field: 'Social Sciences',
  domain: 'Social Sciences',
});
const thinking = topic('T10883', 'Computational Thinking in Education', 4);
const rural = topic('T11122', 'Rural and Regional Education', 2);
const topicsWith = (shown: ResearchTopic[], hidden: ResearchTopic[]): ResearchTopics => ({
  topics: shown,
  hidden,
  source: 'OpenAlex',
  fetchedAt: '2026-11-24T03:00:00.000Z',
});

describe('hiding a research topic on one’s own profile', () => {
  it('hides a topic with its own button, lists it as hidden, and shows it again', async () => {
    let current = topicsWith([thinking, rural], []);
    const api = mockApi({
      'GET /api/auth/user': authUser(),
      'GET /api/profile': () => profileResponse({ researchTopics: current }),
      'GET /api/my-groups': [],
      'POST /api/profile/research-topics/visibility': (call) => {
        const { topicId, hidden } = call.body as { topicId: string; hidden: boolean };
        const all = [thinking, rural];
        const hiddenIds = new Set(current.hidden!.map((t) => t.id));
        if (hidden) hiddenIds.add(topicId);
        else hiddenIds.delete(topicId);
        current = topicsWith(
          all.filter((t) => !hiddenIds.has(t.id)),
          all.filter((t) => hiddenIds.has(t.id)),
        );
        return { success: true, message: 'ok', researchTopics: current };
      },
    });
    renderApp(<MyProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Research Profile' }));

    const shown = await screen.findByRole('list', { name: 'Research topics' });
    expect(within(shown).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: /Hidden/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide Computational Thinking in Education' }));
    const hiddenList = await screen.findByRole('list', { name: /Hidden \(not matched on/ });
    expect(api.callsTo('POST /api/profile/research-topics/visibility')[0]!.body).toEqual({
      topicId: 'T10883',
      hidden: true,
    });
    expect(within(hiddenList).getByText('Computational Thinking in Education')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Research topics' })).queryByText(
        'Computational Thinking in Education',
      ),
    ).not.toBeInTheDocument();
    expect(await screen.findByText('Topic hidden')).toBeInTheDocument();

    await user.click(
      within(hiddenList).getByRole('button', { name: 'Show Computational Thinking in Education' }),
    );
    expect(api.callsTo('POST /api/profile/research-topics/visibility')[1]!.body).toEqual({
      topicId: 'T10883',
      hidden: false,
    });
    await vi.waitFor(() => expect(screen.queryByRole('list', { name: /Hidden/ })).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('list', { name: 'Research topics' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('says when every topic is hidden, rather than that there are none', async () => {
    mockApi({
      'GET /api/auth/user': authUser(),
      'GET /api/profile': profileResponse({ researchTopics: topicsWith([], [thinking]) }),
      'GET /api/my-groups': [],
    });
    renderApp(<MyProfilePage />, { path: '/profile' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Research Profile' }));
    expect(await screen.findByText('All your research topics are hidden.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Show Computational Thinking in Education' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No research topics/)).not.toBeInTheDocument();
  });
});
