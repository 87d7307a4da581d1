import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@app/contracts/product';
import { displayName, signInHref, useSession } from '../../lib/session';
import { isLinkActive, navLinksFor } from './nav-links';
import { NotificationBell } from './notification-bell';
import './top-bar.css';

/**
 * The top navigation bar of spec 1 §2: the product title, the links of the session's state (Admin
 * first for administrators) with the current one highlighted, and the bell, name and Logout when
 * signed in or Sign In when not. The links wrap to a row of their own on small screens.
 */
export function TopBar() {
  const { user, isAuthenticated, isAdmin } = useSession();
  const { pathname } = useLocation();
  const links = navLinksFor({ isAuthenticated, isAdmin });

  return (
    <header className="rc-topbar">
      <div className="rc-topbar__inner">
        <Link to="/" className="rc-topbar__title">
          {PRODUCT_NAME}
        </Link>
        <nav aria-label="Main" className="rc-topbar__nav">
          <ul>
            {links.map((link) => {
              const active = isLinkActive(link.to, pathname);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={active ? 'rc-topbar__link rc-topbar__link--active' : 'rc-topbar__link'}
                    aria-current={active ? 'page' : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="rc-topbar__actions">
          {isAuthenticated ? (
            <>
              <NotificationBell />
              <span className="rc-topbar__user" title={user?.email ?? undefined}>
                {displayName(user)}
              </span>
              <Button href="/api/logout" icon={<LogoutOutlined aria-hidden />}>
                <span className="rc-topbar__logout-label">Logout</span>
              </Button>
            </>
          ) : (
            <Button type="primary" href={signInHref(pathname)}>
              Sign In
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
