import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { Providers } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** Shows the router's current address, so tests can see where the app navigated. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search + location.hash}
    </output>
  );
}

/**
 * Renders `ui` the way the app runs it: the real query client (with the cache rules of spec 1 §9),
 * antd providers and a router at `path`. `route` is the route pattern when the page reads params.
 */
export function renderApp(ui: ReactElement, { path = '/', route }: { path?: string; route?: string } = {}) {
  const client = createQueryClient();
  // A data router, as in the app (main.tsx), so that pages may block navigation.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Routes>
              <Route path={route ?? '*'} element={ui} />
              {route ? <Route path="*" element={<p>Elsewhere</p>} /> : null}
            </Routes>
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, client };
}

/** A signed-in user as `GET /api/auth/user` answers. */
export function authUser(overrides: Record<string, unknown> = {}) {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'alice@example.edu',
    firstName: 'Alice',
    lastName: 'Chen',
    profileImageUrl: null,
    orcidId: null,
    role: 'academic',
    isActive: true,
    hasSeenWelcomePopup: true,
    createdAt: '2026-01-10T00:00:00.000Z',
    ...overrides,
  };
}
