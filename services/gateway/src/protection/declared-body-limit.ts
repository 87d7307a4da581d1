import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCatalogue } from '@app/contracts/errors';
import { HttpError } from '@app/service-kit';

export interface DeclaredBodyLimitOptions {
  bodyLimitBytes: number;
  /** Profile image uploads may be larger (the profile service checks 5 MB exactly). */
  imageBodyLimitBytes: number;
}

const IMAGE_UPLOAD = '/api/profile/image/upload/';

/**
 * Refuses a body over the limit here, with a clear 413: forwarding it would only let the service
 * hang up half-way and leave the client a 502. A declared size is judged before anything is read; a
 * body sent without one (chunked) is read here up to the limit and forwarded with its length.
 */
export const declaredBodyLimit = fp(
  async (api: FastifyInstance, opts: DeclaredBodyLimitOptions) => {
    const limitOf = (request: FastifyRequest) =>
      request.url.startsWith(IMAGE_UPLOAD) ? opts.imageBodyLimitBytes : opts.bodyLimitBytes;
    const tooLarge = (request: FastifyRequest) =>
      new HttpError(
        413,
        'PAYLOAD_TOO_LARGE',
        request.url.startsWith(IMAGE_UPLOAD)
          ? 'Image must be smaller than 5MB'
          : 'The request body is too large.',
      );

    api.addHook('onRequest', (request, _reply, done) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      done(declared <= limitOf(request) ? undefined : tooLarge(request));
    });

    api.addHook('preParsing', async (request, _reply, payload) => {
      if (request.headers['content-length'] !== undefined || !request.headers['transfer-encoding'])
        return payload;
      // A body broken off part-way is the client's doing: a 400 nobody reads, not a logged failure.
      const chunks = await readUpTo(payload, limitOf(request)).catch(() => {
        throw new HttpError(400, 'BAD_REQUEST', errorCatalogue.BAD_REQUEST.message);
      });
      if (!chunks) throw tooLarge(request);
      request.headers['content-length'] = String(chunks.reduce((sum, c) => sum + c.length, 0));
      delete request.headers['transfer-encoding'];
      return Readable.from(chunks);
    });
  },
  { name: 'gateway-declared-body-limit' },
);

/**
 * The body's chunks, or null once it passes `limit`; the rest is then read and dropped rather than
 * the connection cut, so the client can finish sending and read the 413.
 */
function readUpTo(payload: NodeJS.ReadableStream, limit: number): Promise<Buffer[] | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', reject);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      payload.resume();
      resolve(null);
    };
    const onEnd = () => {
      stop();
      resolve(chunks);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', reject);
  });
}
