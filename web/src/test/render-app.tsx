import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { Feedback } from '../app/feedback';
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
 * The app's providers for a test, with antd's App (toasts and dialogs) that every page but the
 * landing page sits in. antd's styles are kept out of the document (`mock="server"`):
 * jsdom would otherwise match its thousands of rules on every style lookup, and the role queries
 * and clicks that do one per element slow down tenfold. Tests judge roles, names and text, not CSS.
 */
export function TestProviders({
  client,
  children,
  styles = false,
}: {
  client: QueryClient;
  children: ReactNode;
  /** Put antd's styles in the document, for the rare test that judges a computed style. */
  styles?: boolean;
}) {
  return (
    <StyleProvider mock={styles ? 'client' : 'server'}>
      <Providers client={client}>
        <Feedback>{children}</Feedback>
      </Providers>
    </StyleProvider>
  );
}

/**
 * Renders `ui` the way the app runs it: the real query client (with the cache rules of spec 1 §9),
 * antd providers and a router at `path`. `route` is the route pattern when the page reads params.
 */
export function renderApp(
  ui: ReactElement,
  { path = '/', route, styles }: { path?: string; route?: string; styles?: boolean } = {},
) {
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
    <TestProviders client={client} styles={styles}>
      <RouterProvider router={router} />
    </TestProviders>,
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
