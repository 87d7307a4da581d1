import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorReply } from '@app/service-kit';
import { SessionStoreUnavailable } from '../shared/session-store-unavailable';

/**
 * The one error handler of `/api` at the gateway: the kit's reply shape for everything (refusals
 * by the origin check, the body limit and the rate limits included), except that a session store
 * that cannot be reached is a 503 that says so, or, during sign-in, the landing page's
 * `login_failed`.
 */
export function apiErrorHandler(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (
    err instanceof SessionStoreUnavailable ||
    (err as { code?: string }).code === 'SESSION_STORE_UNAVAILABLE'
  ) {
    request.log.error({ err: (err as Error).message }, 'session store unavailable');
    if (request.url.startsWith('/api/login') || request.url.startsWith('/api/callback')) {
      return reply.redirect('/?error=login_failed', 302);
    }
    return reply.status(503).send({
      error: 'Service Unavailable',
      code: 'SESSIONS_UNAVAILABLE',
      message: 'Sign-in is temporarily unavailable. Please try again in a moment.',
    });
  }
  const { status, body, log } = toErrorReply(err);
  if (log) request.log.error({ err }, 'request failed');
  return reply.status(status).send(body);
}
