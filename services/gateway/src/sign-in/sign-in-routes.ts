import type { FastifyReply, FastifyRequest } from 'fastify';
import { gatewayRoutes } from '@app/contracts/gateway/http';
import { identityInternalRoutes, type InternalUser } from '@app/contracts/identity/http';
import { registerRoute, type App, type InternalClient } from '@app/service-kit';
import type { GatewayConfig } from '../config';
import { isAllowedOrigin, type RateLimit } from '../protection';
import { SessionStoreUnavailable } from '../shared/session-store-unavailable';
import { logoutConfirmationPage } from './logout-page';
import { OidcCallbackError, OidcConfigError, type OidcClient } from './oidc';
import type { LiveStreams } from './live-streams';
import { safeReturnTo } from './return-to';

type SignInError = 'auth_failed' | 'auth_config' | 'no_user' | 'login_failed';

interface Deps {
  config: GatewayConfig;
  oidc: OidcClient;
  identity: InternalClient;
  /** Ends the person's live-update streams at sign-out. */
  liveStreams: Pick<LiveStreams, 'endFor'>;
  loginRateLimit: RateLimit;
  /** Whether the session store can take a new session right now. */
  sessionsAvailable: () => boolean;
}

const fail = (reply: FastifyReply, error: SignInError) => reply.redirect(`/?error=${error}`, 302);

/** `/api/login`, `/api/callback`, `/api/logout`: the browser's side of OpenID Connect sign-in. */
export async function signInRoutes(
  app: App,
  { config, oidc, identity, liveStreams, loginRateLimit, sessionsAvailable }: Deps,
): Promise<void> {
  const limited = { rateLimit: loginRateLimit };

  registerRoute(
    app,
    gatewayRoutes.login,
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo, config.PUBLIC_URL);
      const loginHint = request.query.login_hint;
      // Without a session store the sign-in could not be completed: say so now, not after the provider.
      if (!sessionsAvailable()) return fail(reply, 'login_failed');
      try {
        const { url, state } = await oidc.startLogin(returnTo, loginHint);
        await request.session.set({ login: state });
        return reply.redirect(url, 302);
      } catch (err) {
        if (err instanceof OidcConfigError) return fail(reply, 'auth_config');
        if (err instanceof SessionStoreUnavailable) {
          request.log.error({ err: err.message }, 'session store unavailable at sign-in');
          return fail(reply, 'login_failed');
        }
        throw err;
      }
    },
    limited,
  );

  registerRoute(
    app,
    gatewayRoutes.callback,
    async (request, reply) => {
      const expected = (await request.session.read())?.login;
      if (!expected) return fail(reply, 'auth_failed');
      const callbackUrl = new URL(request.url, config.PUBLIC_URL);
      let claims;
      try {
        claims = await oidc.finishLogin(callbackUrl, expected);
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'sign-in callback refused');
        if (err instanceof OidcConfigError) return fail(reply, 'auth_config');
        if (err instanceof OidcCallbackError) return fail(reply, 'auth_failed');
        throw err;
      }
      if (!claims.subject) return fail(reply, 'no_user');

      let user: InternalUser;
      try {
        user = await identity.call(identityInternalRoutes.oidcLogin, {
          body: {
            issuer: claims.issuer,
            subject: claims.subject,
            email: claims.email,
            emailVerified: claims.emailVerified,
            firstName: claims.firstName,
            lastName: claims.lastName,
            orcidId: claims.orcidId,
            ipAddress: request.ip,
            userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
          },
          headers: { 'x-request-id': request.id },
        });
      } catch (err) {
        request.log.error({ err: (err as Error).message }, 'identity could not sign the user in');
        return fail(reply, 'login_failed');
      }
      if (!user.isActive) return fail(reply, 'login_failed');

      // A new session id at sign-in, so a session id planted before login is worthless after it.
      const now = Date.now();
      await request.session.regenerate({
        userId: user.id,
        signedInAt: now,
        lastSeenAt: now,
        ...(claims.idToken && { idToken: claims.idToken }),
      });
      return reply.redirect(expected.returnTo, 302);
    },
    limited,
  );

  const ownOrigin = new URL(config.PUBLIC_URL).origin;
  /** Ends the session here, then at the provider when it offers that; the browser lands home. */
  async function logOut(request: FastifyRequest, reply: FastifyReply) {
    const session = await request.session.read();
    await request.session.destroy();
    if (session?.userId) await liveStreams.endFor(session.userId, request.log);
    const home = new URL('/', config.PUBLIC_URL).toString();
    const providerLogout = session?.userId ? await oidc.logoutUrl(session.idToken ?? undefined, home) : null;
    return reply.redirect(providerLogout ?? '/', 302);
  }

  registerRoute(app, gatewayRoutes.logout, async (request, reply) => {
    // A logout link on another site would sign the person out unasked: ask them first. The page's
    // button posts the logout from this origin (the spec keeps logout a navigation, so GET stays).
    const fromThisSite = isAllowedOrigin(
      { method: 'POST', secFetchSite: request.headers['sec-fetch-site'] as string | undefined },
      [ownOrigin],
    );
    if (!fromThisSite && request.session.userId)
      return reply.type('text/html; charset=utf-8').send(logoutConfirmationPage());
    return logOut(request, reply);
  });

  // The confirmation page's form: an empty urlencoded body, which nothing else at the gateway takes.
  await app.register(async (form: App) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    registerRoute(form, gatewayRoutes.logoutConfirmed, logOut);
  });
}
