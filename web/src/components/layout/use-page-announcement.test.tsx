import { act, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { authUser, renderApp } from '../../test/render-app';
import { usePageAnnouncement } from './use-page-announcement';

afterEach(() => vi.restoreAllMocks());

let releaseHelp: () => void = () => {};
const HelpPage = lazy(
  () =>
    new Promise<{ default: ComponentType }>((resolve) => {
      releaseHelp = () => resolve({ default: () => <h1>Help</h1> });
    }),
);

function Shell() {
  usePageAnnouncement(() => document.getElementById('main'));
  return (
    <main id="main" tabIndex={-1}>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route
            path="/about"
            element={
              <>
                <h1>About</h1>
                <Link to="/help">Go to help</Link>
              </>
            }
          />
          <Route path="/help" element={<HelpPage />} />
        </Routes>
      </Suspense>
    </main>
  );
}

describe('usePageAnnouncement', () => {
  it('titles the page, and on navigation focuses the new page’s heading once it has loaded', async () => {
    mockApi({ 'GET /api/auth/user': authUser() });
    renderApp(<Shell />, { path: '/about' });
    await waitFor(() => expect(document.title).toBe('About · Research Connect'));
    // The first load leaves focus where the browser puts it.
    expect(screen.getByRole('heading', { name: 'About' })).not.toHaveFocus();

    act(() => screen.getByRole('link', { name: 'Go to help' }).click());
    await act(async () => releaseHelp());
    await waitFor(() => expect(document.title).toBe('Help · Research Connect'));
    const heading = await screen.findByRole('heading', { name: 'Help' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
