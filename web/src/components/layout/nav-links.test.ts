import { describe, expect, it } from 'vitest';
import { isLinkActive, navLinksFor } from './nav-links';

describe('navLinksFor', () => {
  it('offers visitors the public pages only', () => {
    expect(navLinksFor({ isAuthenticated: false, isAdmin: false }).map((l) => l.label)).toEqual([
      'Find Supervisors',
      'About',
      'Help',
    ]);
  });

  it('offers signed-in users every area, in the order of the spec', () => {
    expect(navLinksFor({ isAuthenticated: true, isAdmin: false }).map((l) => `${l.label} ${l.to}`)).toEqual([
      'Profile /profile',
      'Network /academic-networking',
      'Viz /network-visualization',
      'Groups /research-groups',
      'Projects /research-projects',
      'Find Examiners /phd-examiner-finder',
      'Find Supervisors /phd-supervisor-finder',
      'About /about',
      'Help /help',
    ]);
  });

  it('puts Admin first for administrators', () => {
    const links = navLinksFor({ isAuthenticated: true, isAdmin: true });
    expect(links[0]).toEqual({ label: 'Admin', to: '/admin' });
    expect(links).toHaveLength(10);
  });
});

describe('isLinkActive', () => {
  it('matches the root only exactly', () => {
    expect(isLinkActive('/', '/')).toBe(true);
    expect(isLinkActive('/', '/profile')).toBe(false);
  });

  it('matches other links by prefix, on whole path segments', () => {
    expect(isLinkActive('/research-projects', '/research-projects')).toBe(true);
    expect(isLinkActive('/research-projects', '/research-projects/abc')).toBe(true);
    expect(isLinkActive('/profile', '/profile-other')).toBe(false);
    expect(isLinkActive('/profile', '/research-profile')).toBe(false);
  });
});
