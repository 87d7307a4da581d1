import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../src/protection/cache-control';
import { isAllowedOrigin } from '../src/protection/cross-origin';
import { vouchedOrcidId } from '../src/sign-in/oidc';
import { safeReturnTo } from '../src/sign-in/return-to';
import { routeAuthFor } from '../src/shared/route-auth';

describe('safeReturnTo (no open redirects after sign-in)', () => {
  const site = 'http://localhost:8080';
  const returnTo = (value: unknown) => safeReturnTo(value, site);

  it.each([
    ['/research-profile', '/research-profile'],
    ['/research-projects/abc?tab=mine#x', '/research-projects/abc?tab=mine#x'],
    // Resolved as the browser will: dot segments go, and what is left stays on this site.
    ['/research-projects/../research-groups', '/research-groups'],
    ['/%2e%2e/research-groups', '/research-groups'],
    // Encoded slashes stay encoded: the browser reads them as one path segment here.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
  ])('keeps the same-site path %j as %j', (given, expected) => expect(returnTo(given)).toBe(expected));

  it.each([
    '//evil.example',
    '/..//evil.example',
    '/../..//evil.example/x?y#z',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/research-profile/..//..//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    ' //evil.example',
    'https://evil.example/',
    'HTTPS://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    '\n/evil',
    '/api/logout',
    '/%61pi/logout',
    '',
    undefined,
    42,
    'x'.repeat(3000),
  ])('falls back for %j', (given) => expect(returnTo(given)).toBe('/?success=logged_in'));

  it('keeps encoded line breaks encoded, so they cannot split the Location header', () => {
    const out = returnTo('/%0d%0aLocation:%20https://evil.example');
    expect(out.startsWith('/') && !out.startsWith('//')).toBe(true);
    expect(out).not.toMatch(/[\r\n]/);
  });

  it('never answers anything a browser would take to another origin', () => {
    const variants = [
      '/..//evil.example',
      '/%2e%2e//evil.example',
      '/a/b/../../..//evil.example',
      '/./%2e%2e//x',
    ];
    for (const given of variants) expect(new URL(returnTo(given), site).origin, given).toBe(site);
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

describe('cacheControlFor (personal answers are not cached)', () => {
  it.each<[Parameters<typeof cacheControlFor>, string | undefined]>([
    [['user', true, undefined], 'no-store'],
    [['admin', true, 'private, max-age=60'], 'no-store'],
    [['user', false, 'public, max-age=3600'], 'no-store'],
    [['user', true, 'no-cache'], 'no-store'],
    [['user', true, 'No-Store'], 'No-Store'],
    [['admin', true, 'private, no-store, max-age=0'], 'private, no-store, max-age=0'],
    [['public', false, undefined], undefined],
    [['public', false, 'public, max-age=3600'], 'public, max-age=3600'],
    [['public', true, 'public, max-age=3600'], 'public, max-age=3600'],
    [['public', true, undefined], 'no-store'],
    [[null, true, undefined], undefined],
  ])('%j gives %j', (args, expected) => expect(cacheControlFor(...args)).toBe(expected));
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
