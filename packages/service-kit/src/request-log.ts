import { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import './tracing';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who made the request, for the request's log line (set where the caller is known). */
    logUserId: string | null;
  }
}

/**
 * Fastify's own request logging without its two lines per request ("incoming request", "request
 * completed"): installRequestLog writes one instead. Its error lines stay.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}

/** Probes and scrapes: logged at debug, so they do not drown the requests people make. */
const QUIET_PATHS = /^\/(healthz|readyz|metrics)(\?|$)/;

export const isProbe = (request: FastifyRequest) => QUIET_PATHS.test(request.url);

/**
 * One log line per request, when it has been answered: method, path, status, duration, user id,
 * client address (as derived under the trust-proxy rule) and request id (Fastify's own two lines per request are turned off: OneLinePerRequest). `quiet`
 * requests (probes by default) are logged at debug.
 */
export function installRequestLog(
  app: FastifyInstance,
  log: Logger,
  quiet: (request: FastifyRequest) => boolean = isProbe,
): void {
  app.decorateRequest('logUserId', null);
  app.addHook('onResponse', (request, reply, done) => {
    const level = quiet(request) ? 'debug' : 'info';
    // Built only when it will be written (the gateway is benched at warn). Checked and written on
    // the same logger: Fastify's app.log is a child of it, whose level was copied when it was made.
    if (log.isLevelEnabled(level))
      log[level](
        {
          reqId: request.id,
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          userId: request.logUserId ?? request.user?.userId ?? undefined,
          ip: request.ip,
          traceId: request.span?.spanContext().traceId,
        },
        'request',
      );
    done();
  });
}
