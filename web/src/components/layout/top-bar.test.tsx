import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { authUser, renderApp } from '../../test/render-app';
import { TopBar } from './top-bar';

afterEach(() => vi.restoreAllMocks());

const signedOut = {
  status: 401,
  body: { error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'Sign in' },
};

function navLinkNames() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('TopBar', () => {
  it('shows visitors the title, the public links and Sign In', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp(<TopBar />, { path: '/about' });
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fabout',
    );
    expect(screen.getByRole('link', { name: 'Research Connect' })).toHaveAttribute('href', '/');
    expect(navLinkNames()).toEqual(['Find Supervisors', 'About', 'Help']);
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('signs in back to the same place on a page, such as the email settings an email links to', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp(<TopBar />, { path: '/#email-settings' });
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2F%23email-settings',
    );
  });

  it('signs in from the home page without a return address', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    renderApp(<TopBar />, { path: '/' });
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  });

  it('shows administrators Admin first, their name, the bell with the unread count and Logout', async () => {
    mockApi({
      'GET /api/auth/user': authUser({ role: 'admin' }),
      'GET /api/notifications/count': { count: 3 },
    });
    renderApp(<TopBar />, { path: '/profile' });
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'href',
      '/#notifications',
    );
    expect(navLinkNames()).toEqual([
      'Admin',
      'Profile',
      'Network',
      'Viz',
      'Groups',
      'Projects',
      'Find Examiners',
      'Find Supervisors',
      'About',
      'Help',
    ]);
    expect(screen.getByText('Alice')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    // On phones the button is an icon alone: its name is set on it, and a tooltip says it too.
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('aria-label', 'Logout');
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('title', 'Logout');
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('shows no badge when nothing is unread, and no Admin link for other users', async () => {
    mockApi({
      'GET /api/auth/user': authUser({ firstName: null }),
      'GET /api/notifications/count': { count: 0 },
    });
    renderApp(<TopBar />, { path: '/' });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('0')).not.toBeInTheDocument());
    expect(navLinkNames()[0]).toBe('Profile');
    // Without a first name, the email stands in.
    expect(screen.getByText('alice@example.edu')).toBeInTheDocument();
  });

  it('highlights the current link: others by prefix, so a project page highlights Projects', async () => {
    mockApi({ 'GET /api/auth/user': authUser(), 'GET /api/notifications/count': { count: 0 } });
    renderApp(<TopBar />, { path: '/research-projects/0f0e7b1c-3a55-4a3e-9a44-0d8a3f1d2c11' });
    const projects = await screen.findByRole('link', { name: 'Projects' });
    expect(projects).toHaveAttribute('aria-current', 'page');
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current).toEqual([projects]);
  });

  it('does not highlight any link on the home page (the root matches only itself)', async () => {
    mockApi({ 'GET /api/auth/user': authUser(), 'GET /api/notifications/count': { count: 0 } });
    renderApp(<TopBar />, { path: '/' });
    await screen.findByRole('link', { name: 'Profile' });
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page')).toEqual([]);
  });
});
