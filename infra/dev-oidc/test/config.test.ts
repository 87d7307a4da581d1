import { describe, expect, it } from 'vitest';
import { DevOidcConfigError, loadDevOidcConfig, PRODUCTION_REFUSAL } from '../src/config';

describe('loadDevOidcConfig', () => {
  it('has local defaults', () => {
    expect(loadDevOidcConfig({})).toEqual({
      NODE_ENV: 'development',
      DEV_OIDC_PORT: 4100,
      DEV_OIDC_HOST: '127.0.0.1',
      DEV_OIDC_CLIENT_ID: 'research-connect',
      DEV_OIDC_CLIENT_SECRET: 'dev-oidc-client-secret-change-me',
      DEV_OIDC_REDIRECT_URIS: ['http://localhost:8080/api/callback'],
      DEV_OIDC_POST_LOGOUT_REDIRECT_URIS: ['http://localhost:8080/'],
    });
  });

  it('reads comma-separated URI lists and an issuer origin', () => {
    const config = loadDevOidcConfig({
      DEV_OIDC_ISSUER: 'http://oidc.localtest.me:4100/',
      DEV_OIDC_REDIRECT_URIS: 'http://localhost:8080/api/callback, http://localhost:5173/api/callback',
      DEV_OIDC_POST_LOGOUT_REDIRECT_URIS: 'http://localhost:8080/,http://localhost:5173/',
    });
    expect(config.DEV_OIDC_ISSUER).toBe('http://oidc.localtest.me:4100');
    expect(config.DEV_OIDC_REDIRECT_URIS).toEqual([
      'http://localhost:8080/api/callback',
      'http://localhost:5173/api/callback',
    ]);
    expect(config.DEV_OIDC_POST_LOGOUT_REDIRECT_URIS).toHaveLength(2);
  });

  it('refuses NODE_ENV=production with the reason', () => {
    expect(() => loadDevOidcConfig({ NODE_ENV: 'production' })).toThrow(DevOidcConfigError);
    expect(() => loadDevOidcConfig({ NODE_ENV: 'production' })).toThrow(`NODE_ENV: ${PRODUCTION_REFUSAL}`);
  });

  it('lists every bad setting together', () => {
    try {
      loadDevOidcConfig({
        NODE_ENV: 'production',
        DEV_OIDC_PORT: 'eighty',
        DEV_OIDC_ISSUER: 'http://localhost:4100/oidc',
        DEV_OIDC_REDIRECT_URIS: 'not a url',
        DEV_OIDC_CLIENT_SECRET: 'short',
      });
      expect.unreachable('the configuration should have been refused');
    } catch (err) {
      expect(err).toBeInstanceOf(DevOidcConfigError);
      const fields = (err as DevOidcConfigError).problems.map((p) => p.split(':')[0]);
      expect(fields.sort()).toEqual([
        'DEV_OIDC_CLIENT_SECRET',
        'DEV_OIDC_ISSUER',
        'DEV_OIDC_PORT',
        'DEV_OIDC_REDIRECT_URIS.0',
        'NODE_ENV',
      ]);
    }
  });
});
