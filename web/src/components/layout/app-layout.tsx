import { Layout } from 'antd';
import { useCallback } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';
import { PageError } from './page-error';
import { TopBar } from './top-bar';
import { usePageAnnouncement } from './use-page-announcement';

/**
 * The shell every page sits in: the top bar, then the page. A page that fails shows PageError in
 * its place; going to another address tries again.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  usePageAnnouncement(useCallback(() => document.getElementById('main'), []));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
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
