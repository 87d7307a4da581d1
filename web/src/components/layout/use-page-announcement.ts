import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '../../config/page-titles';
import { useSession } from '../../lib/session';

const HEADING_WAIT_MS = 3000;

/**
 * On every page change: the document gets that page's title, and keyboard and screen-reader focus
 * moves to the new page's main heading, as a full page load would. Not on the
 * first load, where the browser's own focus order should start at the top.
 */
export function usePageAnnouncement(main: () => HTMLElement | null) {
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  const firstRender = useRef(true);

  useEffect(() => {
    document.title = pageTitle(pathname, isAuthenticated);
  }, [pathname, isAuthenticated]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const region = main();
    if (!region) return;
    // Pages load lazily: wait for the heading to appear, then focus it once.
    const focusHeading = () => {
      const heading = region.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(region, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
