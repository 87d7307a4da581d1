// oidc-provider ships no types (they live in @types/oidc-provider, not installed here). This
// declares only the part of its API this folder uses, as documented for v9.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionPrompt {
    name: 'login' | 'consent' | (string & {});
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
      [key: string]: unknown;
    };
  }

  export interface Interaction {
    uid: string;
    prompt: InteractionPrompt;
    params: Record<string, unknown> & { client_id: string; login_hint?: string };
    session?: { accountId: string; uid: string };
    grantId?: string;
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface KoaContextWithOIDC {
    type: string;
    status: number;
    body: unknown;
    host: string;
    oidc: {
      params?: Record<string, unknown>;
      client?: { clientId: string; clientName?: string };
      session?: { accountId?: string };
    };
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export type CheckFunction = (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>;

  export class Check {
    static readonly REQUEST_PROMPT: true;
    static readonly NO_NEED_TO_PROMPT: false;
    /** `error` is what a `prompt=none` request fails with when the check asks for the prompt. */
    constructor(reason: string, description: string, error: string, check: CheckFunction);
  }

  export class Prompt {
    name: string;
    checks: Check[] & { add(check: Check, index?: number): void };
  }

  export interface Policy extends Array<Prompt> {
    get(name: string): Prompt | undefined;
  }

  export const interactionPolicy: {
    Check: typeof Check;
    Prompt: typeof Prompt;
    base(): Policy;
  };

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    scope?: string;
    client_name?: string;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    clientAuthMethods?: string[];
    responseTypes?: string[];
    scopes?: string[];
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
    ) => Account | undefined | Promise<Account | undefined>;
    jwks?: { keys: object[] };
    cookies?: {
      keys?: string[];
      names?: { session?: string; interaction?: string; resume?: string };
      long?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; secure?: boolean };
      short?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; secure?: boolean };
    };
    pkce?: { required: (ctx: KoaContextWithOIDC, client: unknown) => boolean };
    interactions?: {
      policy?: Policy;
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string>;
    };
    features?: {
      devInteractions?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => void | Promise<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => void | Promise<void>;
      };
    };
    ttl?: Record<string, number>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: unknown) => boolean;
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: Record<string, string>,
      error: Error,
    ) => void | Promise<void>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    /** Koa's: trust X-Forwarded-* headers. */
    proxy: boolean;
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: {
    SessionNotFound: new (...args: unknown[]) => Error;
  };

  export default Provider;
}
