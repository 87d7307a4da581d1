import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { AppLayout } from './app-layout';

afterEach(() => vi.restoreAllMocks());

const signedOut = {
  status: 401,
  body: { error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'Sign in' },
};

/** A page whose file is gone: what Chromium says when a tab from before a deploy asks for it. */
const GonePage = lazy(() =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: http://x/assets/help-page-OLD.js'),
  ),
);
function BrokenPage(): never {
  throw new Error('Cannot read properties of undefined');
}

function renderShell(path: string) {
  mockApi({ 'GET /api/auth/user': signedOut });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  renderApp(
    <Suspense fallback={<p>Loading</p>}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/help" element={<GonePage />} />
          <Route path="/about" element={<BrokenPage />} />
          <Route path="*" element={<p>The supervisor finder</p>} />
        </Route>
      </Routes>
    </Suspense>,
    { path },
  );
  return { reload, user: userEvent.setup() };
}

describe('AppLayout when a page fails', () => {
  it('says the app was updated when a page file from before a deploy is gone, and reloads on request', async () => {
    const { reload, user } = renderShell('/help');
    expect(
      await screen.findByRole('heading', { name: 'Research Connect has been updated' }),
    ).toBeInTheDocument();
    // The shell is still there, leading elsewhere.
    expect(screen.getByRole('link', { name: 'Research Connect' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says something went wrong for any other failure, and another page from the top bar works', async () => {
    const { user } = renderShell('/about');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Reloading it usually helps');
    await user.click(screen.getByRole('link', { name: 'Find Supervisors' }));
    expect(await screen.findByText('The supervisor finder')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
