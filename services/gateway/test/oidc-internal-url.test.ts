import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@app/service-kit/testing';
import pino from 'pino';
import { startDevOidc, type DevOidc } from '../../../infra/dev-oidc/src/app';
import { loadDevOidcConfig } from '../../../infra/dev-oidc/src/config';
import { OidcClient } from '../src/sign-in/oidc';

/**
 * In containers a browser reaches the provider at localhost:4100 and the gateway at dev-oidc:4100
 * (OIDC_INTERNAL_URL). Here: the browser's address is localhost, the gateway's 127.0.0.1.
 */
let oidc: DevOidc;
let publicUrl: string;
let internalUrl: string;
const redirectUri = 'http://localhost:8080/api/callback';

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://localhost:${port}`;
  internalUrl = `http://127.0.0.1:${port}`;
  oidc = await startDevOidc(
    loadDevOidcConfig({
      NODE_ENV: 'test',
      DEV_OIDC_PORT: String(port),
      DEV_OIDC_ISSUER: publicUrl,
      DEV_OIDC_REDIRECT_URIS: redirectUri,
      DEV_OIDC_POST_LOGOUT_REDIRECT_URIS: 'http://localhost:8080/',
    }),
  );
});
afterAll(() => oidc?.close());

describe('a provider reached at another address than the browser uses', () => {
  it('sends the browser to the public address, never the internal one', async () => {
    const client = new OidcClient(
      {
        issuerUrl: publicUrl,
        internalUrl,
        clientId: 'research-connect',
        clientSecret: 'dev-oidc-client-secret-change-me',
        redirectUri,
        scopes: 'openid email profile',
      },
      pino({ level: 'silent' }),
    );
    const { url } = await client.startLogin('/', 'ada@example.edu');
    expect(new URL(url).origin).toBe(publicUrl);
    const signedOut = await client.logoutUrl(undefined, 'http://localhost:8080/');
    expect(new URL(signedOut!).origin).toBe(publicUrl);
  });
});
