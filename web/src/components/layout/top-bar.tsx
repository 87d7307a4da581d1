import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@app/contracts/product';
import { displayName, signInHref, useSession } from '../../lib/session';
import { clearAllDrafts } from '../../lib/drafts';
import { isLinkActive, navLinksFor } from './nav-links';
import { PriorityNav } from './priority-nav';
import './top-bar.css';

// Signed in only: signed-out pages do not load the badge or the notifications API.
const NotificationBell = lazy(() => import('./notification-bell'));

/**
 * The top navigation bar of spec 1 §2: the product title, the links of the session's state (Admin
 * first for administrators) with the current one highlighted, and the bell, name and Logout when
 * signed in or Sign In when not. It is one row, at most 64 px high, at every width: the links that
 * do not fit fold into a "More pages" menu at the end of the row (priority-nav.tsx).
 */
export function TopBar() {
  const { user, isAuthenticated, isAdmin } = useSession();
  const { pathname, hash } = useLocation();
  const links = navLinksFor({ isAuthenticated, isAdmin });
  const active = new Set(links.filter((link) => isLinkActive(link.to, pathname)).map((link) => link.to));

  return (
    <header className="rc-topbar">
      <div className="rc-topbar__inner">
        <Link to="/" className="rc-topbar__title">
          {PRODUCT_NAME}
        </Link>
        <nav aria-label="Main" className="rc-topbar__nav">
          <PriorityNav links={links} active={active} />
        </nav>
        <div className="rc-topbar__actions">
          {isAuthenticated ? (
            <>
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
              <span className="rc-topbar__user" title={user?.email ?? undefined}>
                {displayName(user)}
              </span>
              {/* On phones only the icon shows: the name and the hover tooltip say what it does. */}
              <Button
                href="/api/logout"
                onClick={clearAllDrafts}
                icon={<LogoutOutlined aria-hidden />}
                aria-label="Logout"
                title="Logout"
              >
                <span className="rc-topbar__logout-label">Logout</span>
              </Button>
            </>
          ) : (
            // Back to the same page after sign-in, and the same place on it (`/#email-settings`).
            <Button type="primary" href={signInHref(pathname + hash)}>
              Sign In
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
