import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-titles';

describe('pageTitle', () => {
  it('names each page before the app', () => {
    expect(pageTitle('/phd-supervisor-finder', false)).toBe('Find PhD Supervisors · Research Connect');
    expect(pageTitle('/research-projects/42', true)).toBe('Research Project · Research Connect');
    expect(pageTitle('/researcher/abc', true)).toBe('Researcher · Research Connect');
  });

  it('calls the home page the dashboard when signed in, and the app alone when not', () => {
    expect(pageTitle('/', true)).toBe('Dashboard · Research Connect');
    expect(pageTitle('/', false)).toBe('Research Connect');
  });

  it('names an unknown address as not found', () => {
    expect(pageTitle('/no-such-page', true)).toBe('Page Not Found · Research Connect');
  });
});
