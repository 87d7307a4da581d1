import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes as it is: compressing a few hundred bytes saves less than it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * `/api` answers are compressed as the client accepts (br, else gzip) once they are larger than
 * `COMPRESSION_THRESHOLD_BYTES`: JSON (the network page's answers are megabytes of it at national
 * scale) and other text. Streamed answers are compressed as a stream, never gathered whole; event
 * streams (text/event-stream, not a compressible type) and images go as they are. Brotli at quality
 * 4 and gzip at level 5: most of the size saved for a fraction of the highest levels' CPU.
 */
export const compressedAnswers = fp(
  async (api: FastifyInstance) => {
    await api.register(compress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 5 },
    });
  },
  { name: 'gateway-compressed-answers' },
);
