import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import LandingPage from './landing-page';

afterEach(() => vi.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;

describe('LandingPage', () => {
  it('explains the three steps, the supervisor search and ORCID', () => {
    renderApp(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Research Connect' })).toBeInTheDocument();
    for (const step of ['1. Sign In', '2. Add ORCID ID', '3. View Profile']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Find PhD Supervisors' })).toBeInTheDocument();
    expect(
      screen.getByText(/Search available supervisors, filter by research areas and expertise/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Powered by ORCID' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs in to the email settings when an email’s settings link is followed signed out', () => {
    renderApp(<LandingPage />, { path: '/#email-settings' });
    expect(
      screen.getByText('Sign in to choose how often we email you about notifications.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2F%23email-settings',
    );
  });

  it('shows a closable error banner with the troubleshooting link, and clears the address', async () => {
    renderApp(<LandingPage />, { path: '/?error=auth_failed' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Authentication failed. Please try again.');
    expect(screen.getByRole('link', { name: 'Need help with authentication issues?' })).toHaveAttribute(
      'href',
      '/auth-troubleshoot',
    );
    await waitFor(() => expect(location()).toBe('/'));
    // The banner stays after the address is cleaned, until closed.
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the configuration error with the link, and other errors without it', async () => {
    const { unmount } = renderApp(<LandingPage />, { path: '/?error=auth_config' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Authentication configuration error. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'Need help with authentication issues?' })).toBeInTheDocument();
    unmount();

    renderApp(<LandingPage />, { path: '/?error=no_user' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No user returned from authentication. Please try again.',
    );
    expect(
      screen.queryByRole('link', { name: 'Need help with authentication issues?' }),
    ).not.toBeInTheDocument();
  });

  it('always links to the sign-in troubleshooting page, not only from error banners', () => {
    renderApp(<LandingPage />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Trouble signing in?' })).toHaveAttribute(
      'href',
      '/auth-troubleshoot',
    );
  });

  it('falls back to the generic message for an unknown error', () => {
    renderApp(<LandingPage />, { path: '/?error=access_denied' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An authentication error occurred. Please try again.',
    );
  });

  it('shows the success banner for logged_in and resets the address to /', async () => {
    renderApp(<LandingPage />, { path: '/?success=logged_in' });
    expect(screen.getByRole('status')).toHaveTextContent('Successfully logged in! Please refresh the page.');
    await waitFor(() => expect(location()).toBe('/'));
  });
});
