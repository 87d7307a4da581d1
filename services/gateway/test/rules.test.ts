import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from '../src/cross-origin';
import { vouchedOrcidId } from '../src/oidc';
import { safeReturnTo } from '../src/return-to';
import { routeAuthFor } from '../src/route-auth';

describe('safeReturnTo (no open redirects after sign-in)', () => {
  it.each([
    ['/research-profile', '/research-profile'],
    ['/research-projects/abc?tab=mine#x', '/research-projects/abc?tab=mine#x'],
  ])('keeps the same-site path %s', (given, expected) => expect(safeReturnTo(given)).toBe(expected));

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '\n/evil',
    '/api/logout',
    '',
    undefined,
    'x'.repeat(3000),
  ])('falls back for %j', (given) => expect(safeReturnTo(given)).toBe('/?success=logged_in'));

  it('keeps encoded line breaks encoded, so they cannot split the Location header', () => {
    const out = safeReturnTo('/%0d%0aLocation:%20https://evil.example');
    expect(out.startsWith('/') && !out.startsWith('//')).toBe(true);
    expect(out).not.toMatch(/[\r\n]/);
  });
});

describe('isAllowedOrigin (cross-origin state changes are refused)', () => {
  const allowed = ['http://localhost:8080'];
  it('allows safe methods from anywhere', () => {
    expect(
      isAllowedOrigin({ method: 'GET', origin: 'https://evil.example', secFetchSite: 'cross-site' }, allowed),
    ).toBe(true);
  });
  it('allows same-origin posts and refuses cross-site ones', () => {
    expect(isAllowedOrigin({ method: 'POST', secFetchSite: 'same-origin' }, allowed)).toBe(true);
    expect(
      isAllowedOrigin(
        { method: 'POST', secFetchSite: 'cross-site', origin: 'http://localhost:8080' },
        allowed,
      ),
    ).toBe(false);
    expect(isAllowedOrigin({ method: 'DELETE', secFetchSite: 'same-site' }, allowed)).toBe(false);
  });
  it('falls back to the Origin header, and lets non-browser clients (no headers) through', () => {
    expect(isAllowedOrigin({ method: 'POST', origin: 'http://localhost:8080' }, allowed)).toBe(true);
    expect(isAllowedOrigin({ method: 'PUT', origin: 'https://evil.example' }, allowed)).toBe(false);
    expect(isAllowedOrigin({ method: 'PATCH', origin: 'null' }, allowed)).toBe(false);
    expect(isAllowedOrigin({ method: 'POST' }, allowed)).toBe(true);
  });
});

describe('routeAuthFor (the catalogue as the gateway reads it)', () => {
  it('finds the declared level, preferring static segments over parameters', () => {
    expect(routeAuthFor('GET', '/api/phd-supervisors?search=ai')).toBe('public');
    expect(routeAuthFor('GET', '/api/academic-connections/similar')).toBe('user');
    expect(routeAuthFor('POST', '/api/admin/users/8a5e0f6e-6a36-4f57-9a38-0a0b8e0f3f11/make-admin')).toBe(
      'admin',
    );
    expect(routeAuthFor('GET', '/api/research-projects/options')).toBe('public');
    expect(routeAuthFor('GET', '/api/research-projects/my-memberships')).toBe('user');
    expect(routeAuthFor('HEAD', '/api/classification-codes/for')).toBe('public');
    expect(routeAuthFor('GET', '/api/no-such-thing')).toBeNull();
  });
});

describe('vouchedOrcidId', () => {
  it('takes the iD from ORCID’s own sub or from AAF’s eduperson_orcid, never from anything else', () => {
    expect(vouchedOrcidId('https://orcid.org', { sub: '0000-0002-1825-0097' })).toBe('0000-0002-1825-0097');
    expect(
      vouchedOrcidId('https://central.aaf.edu.au', {
        eduperson_orcid: 'https://orcid.org/0000-0003-1415-9269',
      }),
    ).toBe('0000-0003-1415-9269');
    expect(
      vouchedOrcidId('https://central.aaf.edu.au', {
        eduperson_orcid: ['http://orcid.org/0000-0001-6180-3390'],
      }),
    ).toBe('0000-0001-6180-3390');
    expect(vouchedOrcidId('http://localhost:4100', { sub: '0000-0002-1825-0097' })).toBeNull();
    expect(vouchedOrcidId('http://localhost:4100', { orcid: '0000-0002-1825-0097' })).toBeNull();
  });
});
