import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '@app/service-kit';

export interface DeclaredBodyLimitOptions {
  bodyLimitBytes: number;
  /** Profile image uploads may be larger (the profile service checks 5 MB exactly). */
  imageBodyLimitBytes: number;
}

const IMAGE_UPLOAD = '/api/profile/image/upload/';

/**
 * Refuses a body whose declared size is over the limit here, with a clear 413: forwarding it would
 * only let the service hang up half-way and leave the client a 502.
 */
export const declaredBodyLimit = fp(
  async (api: FastifyInstance, opts: DeclaredBodyLimitOptions) => {
    api.addHook('onRequest', (request, _reply, done) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      const isImage = request.url.startsWith(IMAGE_UPLOAD);
      if (declared <= (isImage ? opts.imageBodyLimitBytes : opts.bodyLimitBytes)) return done();
      done(
        new HttpError(
          413,
          'PAYLOAD_TOO_LARGE',
          isImage ? 'Image must be smaller than 5MB' : 'The request body is too large.',
        ),
      );
    });
  },
  { name: 'gateway-declared-body-limit' },
);
