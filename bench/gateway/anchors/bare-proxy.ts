/**
 * Anchor for the gateway bench: a bare @fastify/http-proxy pass-through to identity - no session,
 * no rate limit, no logging - that adds one constant signed user context, so identity answers 200.
 * Run as its own process by bench/gateway/run.ts:
 *
 *   PORT=... UPSTREAM_URL=http://127.0.0.1:<identity> USER_CONTEXT=<token> node --import tsx bare-proxy.ts
 */
import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { USER_CONTEXT_HEADER } from '@app/service-kit';
import { anchorSettings } from './settings';

const { port, upstream, required } = anchorSettings();
const token = required('USER_CONTEXT');

const app = Fastify();
await app.register(proxy, {
  upstream,
  prefix: '/api',
  rewritePrefix: '/api',
  replyOptions: {
    rewriteRequestHeaders: (_request, headers) => ({ ...headers, [USER_CONTEXT_HEADER]: token }),
  },
});
await app.listen({ port, host: '127.0.0.1' });
