import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Publication } from '@app/contracts/profile/http';
import { profileResponse, uuid } from '../../../test/fixtures';
import { first } from '../../../test/lists';
import { mockApi } from '../../../test/mock-api';
import { authUser, renderApp } from '../../../test/render-app';
import MyProfilePage from './my-profile-page';

afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 60_000 });

/** A prolific researcher: /api/profile brings the newest 20 of 45, the rest are read on with Load more. */
describe('the own profile’s publications', () => {
  const TOTAL = 45;
  const base = profileResponse();
  const works: Publication[] = Array.from({ length: TOTAL }, (_, i) => ({
    ...first(base.publications),
    id: uuid(1000 + i),
    title: `Work ${i + 1}`,
    doi: null,
  }));

  it('shows the first 20 with the true count, and Load more reads on 20 at a time', async () => {
    const api = mockApi({
      'GET /api/auth/user': authUser(),
      'GET /api/profile': {
        ...base,
        publications: works.slice(0, 20),
        stats: { ...base.stats, publications: TOTAL },
      },
      'GET /api/my-groups': [],
      [`GET /api/researcher/${base.profile.userId}/publications`]: (call) => {
        const offset = Number(call.query.get('offset'));
        const limit = Number(call.query.get('limit'));
        return {
          status: 200,
          body: works.slice(offset, offset + limit),
          headers: { 'X-Total-Count': String(TOTAL) },
        };
      },
    });
    renderApp(<MyProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Publications' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(`${TOTAL} publications`)).toBeInTheDocument();
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(20);
    expect(within(panel).getByText(`Showing 20 of ${TOTAL} publications`)).toBeInTheDocument();
    // The first page came with the profile: nothing more is asked for until Load more.
    const calls = () => api.callsTo(`GET /api/researcher/${base.profile.userId}/publications`);
    expect(calls()).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(40));
    expect(within(panel).getByText('Work 21')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(TOTAL));
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls().map((c) => [c.query.get('offset'), c.query.get('limit')])).toEqual([
      ['20', '20'],
      ['40', '20'],
    ]);
    const titles = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(works.map((w) => w.title));
  });
});
