import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorReply } from '@app/contracts';
import { catalogueCodeForStatus, errorCatalogue, type CatalogueCode } from '@app/contracts/errors';

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

/** The catalogue's answer under `code`: its status and its sentence. */
function fromCatalogue(code: CatalogueCode, log = false): { status: number; body: ErrorReply; log: boolean } {
  const { status, message } = errorCatalogue[code];
  return { status, body: reply(status, code, message), log };
}

// Fastify's own refusals, each to the catalogue's entry (its code and message are the framework's words).
const FRAMEWORK_ERRORS: Readonly<Record<string, CatalogueCode>> = {
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_JSON_BODY',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
};

/** Maps anything thrown in a route to the one reply shape `{error, code, message}`. */
export function toErrorReply(err: unknown): { status: number; body: ErrorReply; log: boolean } {
  if (err instanceof HttpError)
    return {
      status: err.statusCode,
      body: reply(err.statusCode, err.code, err.message),
      log: err.statusCode >= 500,
    };

  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => {
      const path = String(v.instancePath ?? '')
        .replace(/^\//, '')
        .replace(/\//g, '.');
      const message = v.message ?? 'is invalid';
      const notAnObject =
        err.validationContext === 'body' && !path && /^Invalid input: expected object/.test(message);
      return { path, message: notAnObject ? 'The request body must be a JSON object.' : message };
    });
    const message = issues
      .map((i) => (i.path && !startsWithCapital(i.message) ? `${i.path}: ${i.message}` : i.message))
      .join('; ');
    return {
      status: 400,
      body: reply(400, 'VALIDATION_ERROR', message || 'The request is invalid.', issues),
      log: false,
    };
  }
  if (isResponseSerializationError(err)) return fromCatalogue('INTERNAL', true);

  const fe = err as FastifyError & { code?: string };
  const framework = fe.code === undefined ? undefined : FRAMEWORK_ERRORS[fe.code];
  if (framework) return fromCatalogue(framework);
  if (fe instanceof SyntaxError && fe.statusCode === 400) return fromCatalogue('INVALID_JSON');
  if (isDatabaseUnavailable(err)) return fromCatalogue('SERVICE_UNAVAILABLE', true);
  const pgCode = (err as { code?: string }).code;
  if (pgCode === '23505') return fromCatalogue('CONFLICT');
  if (pgCode === '22P02' || pgCode === '22001') return fromCatalogue('INVALID_VALUE');

  // Any other refusal by a library (a proxy's "source/request contain invalid characters"): its
  // status stands, its words do not.
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500)
    return fromCatalogue(catalogueCodeForStatus(fe.statusCode));
  return fromCatalogue('INTERNAL', true);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (a malformed request line or
 * header, headers too large, a body that never arrived) gets the catalogue's answer, not Fastify's
 * "Client Error". Nothing was routed, so it is written on the socket directly.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const code: CatalogueCode =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const { status, body } = fromCatalogue(code);
  const text = JSON.stringify(body);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  socket.destroy(err);
}

/**
 * The one error handler, and Fastify's `frameworkErrors` (a malformed address or a too long
 * parameter, refused before any route).
 */
export function answerError(err: unknown, request: FastifyRequest, res: FastifyReply): void {
  const { status, body, log } = toErrorReply(err);
  if (log) request.log.error({ err }, 'request failed');
  void res.status(status).send(body);
}

// Messages written for people in contracts ("Thesis title is required") stand alone; zod's defaults
// ("Invalid input: expected string") read better with the field name in front.
function startsWithCapital(message: string): boolean {
  return /^[A-Z]/.test(message) && !/^(Invalid|Too (small|big)|Expected|Unrecognized)/.test(message);
}

export function notFoundReply(): ErrorReply {
  return fromCatalogue('ROUTE_NOT_FOUND').body;
}

export function installErrorHandling(
  app: FastifyInstance,
  notFound?: (request: FastifyRequest, res: FastifyReply) => unknown,
): void {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler(notFound ?? ((_request, res) => void res.status(404).send(notFoundReply())));
}
