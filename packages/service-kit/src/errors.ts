import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorReply } from '@app/contracts';

/** An error meant for the caller: a status, a stable code, and a message a person can read. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const unauthorized = (
  message = 'Unauthorized: please sign in to continue.',
  code = 'UNAUTHENTICATED',
) => new HttpError(401, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
/** The action needs a research profile, which exists only once an ORCID iD is linked. */
export const profileRequired = (message = 'Connect your ORCID iD first: this needs a research profile.') =>
  new HttpError(403, 'PROFILE_REQUIRED', message);
export const unavailable = (message: string, code = 'SERVICE_UNAVAILABLE') =>
  new HttpError(503, code, message);

function reply(status: number, code: string, message: string, issues?: ErrorReply['issues']): ErrorReply {
  return { error: STATUS_CODES[status] ?? 'Error', code, message, ...(issues ? { issues } : {}) };
}

// PostgreSQL and driver conditions that mean "the database is not there right now", not "a bug".
const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; name?: string; message?: string };
  if (e.code && DB_UNAVAILABLE_CODES.has(e.code)) return true;
  if (e.name === 'KnexTimeoutError') return true;
  return (
    typeof e.message === 'string' &&
    /Connection terminated|connect ECONNREFUSED|the database system is (starting|shutting) up/.test(e.message)
  );
}

/** Maps anything thrown in a route to the one reply shape `{error, code, message}`. */
export function toErrorReply(err: unknown): { status: number; body: ErrorReply; log: boolean } {
  if (err instanceof HttpError)
    return {
      status: err.statusCode,
      body: reply(err.statusCode, err.code, err.message),
      log: err.statusCode >= 500,
    };

  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({
      path: [
        String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.'),
      ]
        .filter(Boolean)
        .join('.'),
      message: v.message ?? 'is invalid',
    }));
    const message = issues
      .map((i) => (i.path && !startsWithCapital(i.message) ? `${i.path}: ${i.message}` : i.message))
      .join('; ');
    return {
      status: 400,
      body: reply(400, 'VALIDATION_ERROR', message || 'The request is invalid.', issues),
      log: false,
    };
  }
  if (isResponseSerializationError(err))
    return {
      status: 500,
      body: reply(500, 'INTERNAL', 'Something went wrong. Please try again.'),
      log: true,
    };

  const fe = err as FastifyError & { code?: string };
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: reply(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'),
        log: false,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: reply(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.'),
        log: false,
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: reply(400, 'INVALID_JSON', 'The request body is empty but its content type is JSON.'),
        log: false,
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return {
        status: 400,
        body: reply(400, 'INVALID_JSON', 'The request body is not valid JSON.'),
        log: false,
      };
  }
  if (fe instanceof SyntaxError && fe.statusCode === 400) {
    return {
      status: 400,
      body: reply(400, 'INVALID_JSON', 'The request body is not valid JSON.'),
      log: false,
    };
  }
  if (isDatabaseUnavailable(err)) {
    return {
      status: 503,
      body: reply(
        503,
        'SERVICE_UNAVAILABLE',
        'The service is temporarily unavailable. Please try again shortly.',
      ),
      log: true,
    };
  }
  const pgCode = (err as { code?: string }).code;
  if (pgCode === '23505')
    return { status: 409, body: reply(409, 'CONFLICT', 'That already exists.'), log: false };
  if (pgCode === '22P02' || pgCode === '22001')
    return {
      status: 400,
      body: reply(400, 'BAD_REQUEST', 'A value in the request is not valid.'),
      log: false,
    };

  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return {
      status: fe.statusCode,
      body: reply(fe.statusCode, fe.code ?? 'BAD_REQUEST', fe.message),
      log: false,
    };
  }
  return { status: 500, body: reply(500, 'INTERNAL', 'Something went wrong. Please try again.'), log: true };
}

// Messages written for people in contracts ("Thesis title is required") stand alone; zod's defaults
// ("Invalid input: expected string") read better with the field name in front.
function startsWithCapital(message: string): boolean {
  return /^[A-Z]/.test(message) && !/^(Invalid|Too (small|big)|Expected|Unrecognized)/.test(message);
}

export function notFoundReply(request: FastifyRequest): ErrorReply {
  return reply(404, 'ROUTE_NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`);
}

export function installErrorHandling(
  app: FastifyInstance,
  notFound?: (request: FastifyRequest, res: FastifyReply) => unknown,
): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, res: FastifyReply) => {
    const { status, body, log } = toErrorReply(err);
    if (log) request.log.error({ err }, 'request failed');
    void res.status(status).send(body);
  });
  app.setNotFoundHandler(notFound ?? ((request, res) => void res.status(404).send(notFoundReply(request))));
}
