import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { env } from '../../../config/env';
import AboutPage from './about-page';
import HelpPage from './help-page';
import NotFoundPage from './not-found-page';

describe('info pages', () => {
  it('About tells the network story, the four focus areas and the mission', () => {
    renderApp(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Research Connect' })).toBeInTheDocument();
    expect(
      screen.getByText(/formed in 2019 as a network of the council of education deans/),
    ).toBeInTheDocument();
    for (const area of [
      'Educational technologies',
      'ICT capability',
      'Design technologies',
      'Digital technologies',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: area })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Our objectives' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
  });

  it('Help has every section of the spec and the maintainer contact', () => {
    renderApp(<HelpPage />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Getting started',
      'Academic network (login required)',
      'Supervisor finder (public)',
      'Examiner finder (login required)',
      'Research projects',
      'Research groups (login required)',
      'Research enhancement (login required)',
      'Notifications',
      'Best practices',
      'Privacy and security',
      'Disclaimer',
      'Contact',
    ]);
    expect(screen.getByText(/Anyone can join Research Connect/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: env.maintainerEmail })).toHaveAttribute(
      'href',
      `mailto:${env.maintainerEmail}`,
    );
  });

  it('the not-found page reads as the spec says', () => {
    renderApp(<NotFoundPage />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
