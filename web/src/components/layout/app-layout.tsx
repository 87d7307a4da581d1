import { Layout } from 'antd';
import { lazy, Suspense, useCallback } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { PageError } from './page-error';
import { TopBar } from './top-bar';
import { usePageAnnouncement } from './use-page-announcement';

// Signed in only: signed-out pages do not load the live channel.
const LiveUpdatesChannel = lazy(() => import('../../api/live-updates/live-updates-channel'));

/**
 * The shell every page sits in: the top bar, then the page. A page that fails shows PageError in
 * its place; going to another address tries again. Signed in, the tab's one live channel
 * (issue 43) keeps the bell, requests and connections current.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  usePageAnnouncement(useCallback(() => document.getElementById('main'), []));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {isAuthenticated ? (
        <Suspense fallback={null}>
          <LiveUpdatesChannel />
        </Suspense>
      ) : null}
      <TopBar />
      <Layout.Content
        id="main"
        tabIndex={-1}
        style={{ padding: '24px 16px', maxWidth: 1200, width: '100%', margin: '0 auto' }}
      >
        <ErrorBoundary FallbackComponent={PageError} resetKeys={[pathname]}>
          <Outlet />
        </ErrorBoundary>
      </Layout.Content>
    </Layout>
  );
}
