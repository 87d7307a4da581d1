import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MorePagesButton } from './more-pages-button';
import type { NavLink } from './nav-links';

// The menu (antd's Dropdown and Menu) loads when first wanted, not with every page: on a phone the
// signed-out landing page shows the button, and few open it.
const loadMorePagesMenu = () => import('./more-pages-menu');
const MorePagesMenu = lazy(loadMorePagesMenu);

interface PriorityNavProps {
  links: NavLink[];
  /** The links of the current page (marked aria-current). */
  active: ReadonlySet<string>;
}

/** The room the "More pages" button takes, with the gap before it. */
const MORE_WIDTH = 56;

/**
 * How many links fit in `available` pixels, in order; the rest fold into "More pages", whose button
 * needs room too unless every link fits.
 */
export function fittingCount(widths: readonly number[], available: number, gap: number): number {
  const total = widths.reduce((sum, w, i) => sum + w + (i > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = MORE_WIDTH;
  for (const [i, width] of widths.entries()) {
    used += width + (i > 0 ? gap : 0);
    if (used > available) return i;
  }
  return widths.length;
}

/**
 * The top bar's links on one row ("priority+"): as many as fit, in order, and the rest in a
 * "More pages" menu. The links are measured once in a copy that is inert (out of the tab order and
 * of the accessibility tree), so hidden links are never focusable.
 */
export function PriorityNav({ links, active }: PriorityNavProps) {
  const navRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(links.length);
  const [menuWanted, setMenuWanted] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const fit = () => {
      const items = [...measure.children] as HTMLElement[];
      const widths = items.map((item) => item.getBoundingClientRect().width);
      const gap = Number.parseFloat(getComputedStyle(measure).columnGap) || 0;
      // Before layout (or where nothing is measured, as in jsdom) everything is shown.
      if (nav.clientWidth === 0 || widths.every((w) => w === 0)) setShown(links.length);
      else setShown(fittingCount(widths, nav.clientWidth, gap));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [links]);

  const linkOf = (link: NavLink) => {
    const current = active.has(link.to);
    return (
      <Link
        to={link.to}
        className={current ? 'rc-topbar__link rc-topbar__link--active' : 'rc-topbar__link'}
        aria-current={current ? 'page' : undefined}
      >
        {link.label}
      </Link>
    );
  };
  const folded = links.slice(shown);
  // A menu that goes away with its button (the bar grew) is closed when the button comes back.
  if (folded.length === 0 && menuOpen) setMenuOpen(false);

  return (
    <div ref={navRef} className="rc-topbar__links">
      <ul>
        {links.slice(0, shown).map((link) => (
          <li key={link.to}>{linkOf(link)}</li>
        ))}
      </ul>
      {folded.length === 0 ? null : menuWanted ? (
        <Suspense fallback={<MorePagesButton />}>
          <MorePagesMenu
            items={folded.map((link) => ({ key: link.to, label: linkOf(link) }))}
            selectedKeys={folded.filter((link) => active.has(link.to)).map((link) => link.to)}
            open={menuOpen}
            onOpenChange={setMenuOpen}
          />
        </Suspense>
      ) : (
        <MorePagesButton
          onPointerEnter={() => void loadMorePagesMenu()}
          onFocus={() => void loadMorePagesMenu()}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        />
      )}
      <ul ref={measureRef} className="rc-topbar__measure" aria-hidden inert>
        {links.map((link) => (
          <li key={link.to}>
            <span className="rc-topbar__link">{link.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
