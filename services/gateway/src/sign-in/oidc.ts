import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: string;
  /**
   * Where this server reaches the provider when that differs from the address browsers use (in
   * containers the browser goes to localhost:4100, the gateway to dev-oidc:4100). The issuer stays
   * the public address; only server-to-server calls are sent here.
   */
  internalUrl?: string;
}

export interface LoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export interface VerifiedClaims {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  orcidId: string | null;
  idToken: string | undefined;
}

export class OidcConfigError extends Error {}
export class OidcCallbackError extends Error {}

const ORCID_ID = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])$/;

/** An ORCID iD the provider vouches for: ORCID itself (its `sub`), or AAF's `eduperson_orcid` claim. */
export function vouchedOrcidId(issuer: string, claims: Record<string, unknown>): string | null {
  if (/(^|\.)orcid\.org$/.test(new URL(issuer).hostname) && typeof claims.sub === 'string') {
    return ORCID_ID.exec(claims.sub)?.[1] ?? null;
  }
  const v = claims.eduperson_orcid;
  const value = Array.isArray(v) ? v[0] : v;
  return typeof value === 'string' ? (ORCID_ID.exec(value.trim())?.[1] ?? null) : null;
}

function splitName(name: unknown): [string | null, string | null] {
  if (typeof name !== 'string' || !name.trim()) return [null, null];
  const parts = name.trim().split(/\s+/);
  return [parts[0] ?? null, parts.length > 1 ? parts.slice(1).join(' ') : null];
}

/**
 * Sign-in with OpenID Connect (authorization code + PKCE). Discovery is fetched on first use and
 * retried after a failure, so the gateway may start before its provider.
 */
export class OidcClient {
  private config: client.Configuration | null = null;

  constructor(
    private readonly settings: OidcSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.fetchInternally = this.buildInternalFetch();
  }

  /** Sends calls meant for the issuer's public origin to `internalUrl` instead. */
  private readonly fetchInternally: client.CustomFetch | undefined;

  private buildInternalFetch(): client.CustomFetch | undefined {
    return this.settings.internalUrl
      ? (url, options) => {
          const target = new URL(url);
          const publicOrigin = new URL(this.settings.issuerUrl).origin;
          if (target.origin === publicOrigin) {
            const internal = new URL(this.settings.internalUrl!);
            target.protocol = internal.protocol;
            target.host = internal.host;
          }
          return fetch(target, options as RequestInit);
        }
      : undefined;
  }

  /**
   * Discovery fetched from the internal address names endpoints at that address (the provider
   * builds them from the request's host). The ones a browser is sent to (authorization, end
   * session) must be the public ones; the server's own calls go internally either way.
   */
  private withPublicBrowserEndpoints(discovered: client.Configuration): client.Configuration {
    const internal = new URL(this.settings.internalUrl!).origin;
    const publicOrigin = new URL(this.settings.issuerUrl).origin;
    const toPublic = (endpoint: string) =>
      new URL(endpoint).origin === internal ? publicOrigin + endpoint.slice(internal.length) : endpoint;
    const metadata: { -readonly [K in keyof client.ServerMetadata]: client.ServerMetadata[K] } = {
      ...discovered.serverMetadata(),
    };
    if (metadata.authorization_endpoint)
      metadata.authorization_endpoint = toPublic(metadata.authorization_endpoint);
    if (metadata.end_session_endpoint)
      metadata.end_session_endpoint = toPublic(metadata.end_session_endpoint);
    const config = new client.Configuration(
      metadata,
      this.settings.clientId,
      { redirect_uris: [this.settings.redirectUri], response_types: ['code'] },
      client.ClientSecretBasic(this.settings.clientSecret),
    );
    if (new URL(this.settings.issuerUrl).protocol === 'http:') client.allowInsecureRequests(config);
    config.timeout = 5;
    config[client.customFetch] = this.fetchInternally!;
    return config;
  }

  private async configuration(): Promise<client.Configuration> {
    if (this.config) return this.config;
    try {
      const issuer = new URL(this.settings.issuerUrl);
      this.config = await client.discovery(
        issuer,
        this.settings.clientId,
        { redirect_uris: [this.settings.redirectUri], response_types: ['code'] },
        client.ClientSecretBasic(this.settings.clientSecret),
        {
          execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
          timeout: 5,
          ...(this.fetchInternally ? { [client.customFetch]: this.fetchInternally } : {}),
        },
      );
      if (this.fetchInternally) this.config = this.withPublicBrowserEndpoints(this.config);
      return this.config;
    } catch (err) {
      this.log.error(
        { err: (err as Error).message, issuer: this.settings.issuerUrl },
        'OIDC discovery failed',
      );
      throw new OidcConfigError((err as Error).message);
    }
  }

  async startLogin(returnTo: string, loginHint?: string): Promise<{ url: string; state: LoginState }> {
    const config = await this.configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state: LoginState = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier,
      returnTo,
    };
    const params: Record<string, string> = {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: state.state,
      nonce: state.nonce,
    };
    if (loginHint) params.login_hint = loginHint;
    return { url: client.buildAuthorizationUrl(config, params).toString(), state };
  }

  /** Checks state, nonce and PKCE, exchanges the code and returns the verified claims. */
  async finishLogin(callbackUrl: URL, expected: LoginState): Promise<VerifiedClaims> {
    const config = await this.configuration();
    let tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;
    try {
      tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      throw new OidcCallbackError((err as Error).message);
    }
    const claims = (tokens.claims() ?? {}) as Record<string, unknown>;
    const issuer = config.serverMetadata().issuer;
    const [givenFromName, familyFromName] = splitName(claims.name);
    return {
      issuer,
      subject: typeof claims.sub === 'string' ? claims.sub : '',
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : givenFromName,
      lastName: typeof claims.family_name === 'string' ? claims.family_name : familyFromName,
      orcidId: vouchedOrcidId(issuer, claims),
      idToken: tokens.id_token,
    };
  }

  /** The provider's RP-initiated logout address, when it offers one. */
  async logoutUrl(idToken: string | undefined, postLogoutRedirectUri: string): Promise<string | null> {
    try {
      const config = await this.configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      const params: Record<string, string> = {
        post_logout_redirect_uri: postLogoutRedirectUri,
        client_id: this.settings.clientId,
      };
      if (idToken) params.id_token_hint = idToken;
      return client.buildEndSessionUrl(config, params).toString();
    } catch {
      return null;
    }
  }
}
