import { Layout } from 'antd';
import { useCallback } from 'react';
import { Outlet } from 'react-router-dom';
import { TopBar } from './top-bar';
import { usePageAnnouncement } from './use-page-announcement';

/** The shell every page sits in: the top bar, then the page. */
export function AppLayout() {
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
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
