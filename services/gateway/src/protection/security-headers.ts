import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isHttps, type GatewayConfig } from '../config';

/**
 * helmet's security headers on every response. The middleware is built once here: @fastify/helmet
 * (13.x) calls helmet(options) on every request, rebuilding the whole header set (the CSP parsed
 * again) each time, which the gateway's profile showed as a steady cost on every proxied call.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: GatewayConfig): void {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // A form's navigation may end at the identity provider: the logout page's form posts the
        // logout, which redirects to the provider's end-session address (Chromium holds every
        // redirect of a form submission to form-action).
        formAction: ["'self'", new URL(config.OIDC_ISSUER_URL).origin],
        upgradeInsecureRequests: isHttps(config) ? [] : null,
      },
    },
    strictTransportSecurity: isHttps(config) ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
}
