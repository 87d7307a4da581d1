import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { claimsOf, isEmail, subjectFor, type AccountDirectory } from './accounts';
import { errorPage, logoutPage, signedOutPage } from './pages';

export interface RelyingParty {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

/** Scopes the app asks for; `eduperson_orcid` is also offered as its own scope, as AAF does. */
const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  // AAF releases the ORCID iD only under its own scope; here `profile` carries it too, so the
  // app's plain `openid email profile` request sees it, as it would from a federation that does.
  profile: ['name', 'given_name', 'family_name', 'eduperson_orcid'],
  eduperson_orcid: ['eduperson_orcid'],
};

/** An RS256 signing key made at start: tokens from an earlier run simply stop verifying. */
function signingKey(): object {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/**
 * Asking for a dev account by email (login_hint) while another one is signed in here must switch
 * accounts, not silently hand back the old one: testers sign in as several people in one browser.
 */
function loginHintNamesAnotherAccount(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.params?.login_hint;
  const current = ctx.oidc.session?.accountId;
  if (!isEmail(hint) || current === undefined) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
  return current === subjectFor(hint)
    ? interactionPolicy.Check.NO_NEED_TO_PROMPT
    : interactionPolicy.Check.REQUEST_PROMPT;
}

function policy() {
  const prompts = interactionPolicy.base();
  prompts
    .get('login')!
    .checks.add(
      new interactionPolicy.Check(
        'login_hint_other_account',
        'login_hint names another account than the one signed in',
        'login_required',
        loginHintNamesAnotherAccount,
      ),
    );
  return prompts;
}

const cookieOptions = { httpOnly: true, sameSite: 'lax', secure: false } as const;

export function createProvider(issuer: string, client: RelyingParty, accounts: AccountDirectory): Provider {
  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        client_name: 'Research Connect',
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // oidc-provider accepts client_secret_post from a client registered for _basic (and back).
        token_endpoint_auth_method: 'client_secret_basic',
        scope: Object.keys(CLAIMS_BY_SCOPE).join(' '),
      },
    ],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    responseTypes: ['code'],
    scopes: ['openid'],
    claims: CLAIMS_BY_SCOPE,
    // The claims of the granted scopes go into the ID token, so the app needs no userinfo call.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = accounts.findBySubject(sub);
      if (!account) return undefined;
      return { accountId: account.sub, claims: () => ({ ...claimsOf(account) }) };
    },
    pkce: { required: () => true },
    jwks: { keys: [signingKey()] },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // Cookies ignore ports: on http://localhost these share a jar with the app's own cookies.
      names: {
        session: 'dev_oidc_session',
        interaction: 'dev_oidc_interaction',
        resume: 'dev_oidc_interaction_resume',
      },
      long: cookieOptions,
      short: cookieOptions,
    },
    interactions: { policy: policy(), url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
    },
    // The app talks to this provider from its server, never from browser scripts.
    clientBasedCORS: () => false,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out);
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind a TLS-terminating proxy the forwarded protocol decides whether cookies are Secure.
  provider.proxy = new URL(issuer).protocol === 'https:';
  provider.on('server_error', (_ctx, err) => console.error('dev-oidc: server error', err));
  return provider;
}
