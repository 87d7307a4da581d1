import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { proxyPrefixes } from '@app/contracts/gateway/route-table';
import type { ErrorReply } from '@app/contracts';
import type { InternalUser } from '@app/contracts/identity/http';
import { LIVE_STREAMS_BUSY_MESSAGE } from '@app/contracts/live-updates/http';
import {
  forbidden,
  signUserContext,
  traceHeadersOf,
  unauthorized,
  unavailable,
  USER_CONTEXT_HEADER,
} from '@app/service-kit';
import { upstreamsOf, type GatewayConfig } from '../config';
import { routeAuthFor } from '../shared/route-auth';
import type { UserDirectory } from '../shared/user-directory';
import { roundRobinLookup } from './upstream-lookup';
import { errorCode, upstreamRetryDelay } from './upstream-retry';

declare module 'fastify' {
  interface FastifyRequest {
    userContextToken?: string;
  }
}

// Headers a client must never be able to set on its way to a service.
const STRIPPED = new Set([
  USER_CONTEXT_HEADER,
  'cookie',
  'authorization',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'traceparent',
  'tracestate',
]);

/**
 * An answer this small (by its content-length) is read whole and sent as one buffer rather than
 * piped: most API answers are a few kilobytes, and a pipe per answer costs more than the copy.
 * Larger or unsized answers (event streams) are streamed as they come.
 */
const BUFFERED_BODY_LIMIT = 64 * 1024;

function upstreamError(service: string, error: Error): { status: number; body: ErrorReply } {
  const code = errorCode(error);
  if (/TIMEOUT/.test(code) || error.name === 'GatewayTimeoutError') {
    return {
      status: 504,
      body: {
        error: 'Gateway Timeout',
        code: 'UPSTREAM_TIMEOUT',
        message: `The ${service} service did not answer in time. Please try again.`,
      },
    };
  }
  if (
    code === 'ECONNREFUSED' ||
    code === 'ENOTFOUND' ||
    code === 'EHOSTUNREACH' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  ) {
    return {
      status: 503,
      body: {
        error: 'Service Unavailable',
        code: 'UPSTREAM_UNAVAILABLE',
        message: `The ${service} service is unavailable right now. Please try again shortly.`,
      },
    };
  }
  return {
    status: 502,
    body: {
      error: 'Bad Gateway',
      code: 'UPSTREAM_ERROR',
      message: `The ${service} service failed to answer. Please try again.`,
    },
  };
}

interface Deps {
  config: GatewayConfig;
  users: UserDirectory;
}

/**
 * Forwards every catalogue prefix to its service. Before forwarding: the session's user is looked
 * up (fresh role), a short-lived signed `x-user-context` is made, and a route the catalogue marks
 * `user`/`admin` is refused here already when nobody (or no admin) is signed in.
 */
export async function registerProxies(app: FastifyInstance, { config, users }: Deps): Promise<void> {
  const publicProtocol = new URL(config.PUBLIC_URL).protocol.replace(':', '');
  // A user-context token lives 60 s; one signed for a user is reused for half of that instead of
  // signing on every request. The user directory hands out the same object until identity's answer
  // is fetched again (or the user changes), so the object stands for everything the token says.
  const tokens = new WeakMap<InternalUser, { token: string; until: number }>();
  async function contextToken(user: InternalUser) {
    const cached = tokens.get(user);
    if (cached && cached.until > Date.now()) return cached.token;
    const token = await signUserContext(
      {
        userId: user.id,
        role: user.role,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
      },
      config.INTERNAL_AUTH_SECRET,
    );
    tokens.set(user, { token, until: Date.now() + 30_000 });
    return token;
  }

  async function identify(request: FastifyRequest): Promise<void> {
    const { userId } = request.session;
    let user = userId ? await users.get(userId) : null;
    if (userId && (!user || !user.isActive)) {
      await request.session.destroy(); // deleted or deactivated: the session ends
      user = null;
    }
    const auth = routeAuthFor(request.method, request.url);
    if ((auth === 'user' || auth === 'admin') && !user) throw unauthorized();
    if (auth === 'admin' && user?.role !== 'admin')
      throw forbidden('Forbidden: administrator access is required.', 'ADMIN_ONLY');
    if (user) {
      request.userContextToken = await contextToken(user);
      request.logUserId = user.id;
    }
  }

  // Live updates' streams never end by themselves: when this replica stops, it ends them (the
  // browsers reconnect to another replica and resume) rather than wait out its drain deadline.
  const openStreams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of openStreams) res.end();
  });
  // Each stream this replica forwards holds its memory (about 40 KB, bench/RESULTS.md) for as long
  // as the tab is open: beyond LIVE_STREAMS_MAX it refuses the next one rather than run out of
  // heap. The page then refetches on focus and every minute, and tries the stream again later.
  let streamsHeld = 0;
  const identifyAndAdmitStream = async (request: FastifyRequest, reply: FastifyReply) => {
    await identify(request);
    if (request.method !== 'GET') return;
    if (streamsHeld >= config.LIVE_STREAMS_MAX) throw unavailable(LIVE_STREAMS_BUSY_MESSAGE);
    streamsHeld += 1;
    reply.raw.once('close', () => (streamsHeld -= 1));
  };

  for (const { prefix, service } of proxyPrefixes) {
    // Several addresses are replicas: each request goes to the next one in turn. (Behind a load
    // balancer or a container DNS name there is one address, and it balances instead.)
    const upstreams = upstreamsOf(config, service);
    let turn = 0;
    const nextUpstream = () => upstreams[turn++ % upstreams.length] ?? upstreams[0];
    await app.register(proxy, {
      // With replicas the base stays empty: reply-from would send every request to a fixed base.
      upstream: upstreams.length > 1 ? '' : upstreams[0],
      prefix,
      rewritePrefix: prefix,
      // reply-from logs each hop at info ("fetching from remote server", "response received"):
      // the kit's one line per request says what matters; failures still log at warn.
      logLevel: 'warn',
      config: { auth: 'public' },
      preHandler: service === 'live-updates' ? identifyAndAdmitStream : identify,
      undici: {
        headersTimeout: config.UPSTREAM_TIMEOUT_MS,
        // Live updates' answer is an endless event stream, quiet between heartbeats (25 s): no
        // body timeout there. The stream is written as it comes (unsized answers are piped, and
        // text/event-stream is not a type the compression takes).
        bodyTimeout: service === 'live-updates' ? 0 : config.UPSTREAM_TIMEOUT_MS,
        // Each open stream holds its connection to live updates: no pool bound there (reply-from's
        // default, 128 connections, made the 129th tab's stream wait until the upstream timeout).
        // Live updates bounds the streams of each of its replicas (LIVE_STREAMS_MAX, 503 beyond).
        ...(service === 'live-updates' && { connections: null }),
        // Each new connection to the next replica behind the service's name (upstream-lookup.ts).
        connect: { timeout: 2000, lookup: roundRobinLookup() },
      },
      replyOptions: {
        ...(upstreams.length > 1 ? { getUpstream: nextUpstream } : {}),
        rewriteRequestHeaders: (request, headers) => {
          const out: Record<string, string | string[] | undefined> = {};
          for (const name in headers) if (!STRIPPED.has(name)) out[name] = headers[name];
          if (request.userContextToken) out[USER_CONTEXT_HEADER] = request.userContextToken;
          out['x-request-id'] = request.id;
          if (request.span) Object.assign(out, traceHeadersOf(request));
          out['x-forwarded-for'] = request.ip;
          out['x-forwarded-proto'] = publicProtocol;
          return out;
        },
        // Reads that never reached the service are sent again while it is replaced; nothing else.
        retryDelay: upstreamRetryDelay(config.UPSTREAM_RETRY_WINDOW_MS),
        onError: (reply, { error }) => {
          const { status, body } = upstreamError(service, error);
          reply.request.log.warn({ err: error.message, service }, 'upstream failed');
          void reply.status(status).send(body);
        },
        onResponse: (request, reply, res) => {
          // (reply-from has copied the answer's headers onto the reply; its body is undici's.)
          const length = Number(reply.getHeader('content-length'));
          const body = res.stream as Readable & { arrayBuffer?: () => Promise<ArrayBuffer> };
          const small = Number.isFinite(length) && length <= BUFFERED_BODY_LIMIT;
          if (!small || typeof body.arrayBuffer !== 'function') {
            if (service === 'live-updates') {
              // (The gateway serves HTTP/1.1 only.)
              const raw = reply.raw as ServerResponse;
              openStreams.add(raw);
              raw.once('close', () => openStreams.delete(raw));
            }
            void reply.send(res.stream);
            return;
          }
          body.arrayBuffer().then(
            (bytes) => void reply.send(Buffer.from(bytes)),
            (error: Error) => {
              const { status, body: answer } = upstreamError(service, error);
              request.log.warn({ err: error.message, service }, 'upstream answer cut short');
              void reply.status(status).send(answer);
            },
          );
        },
      },
    });
  }
}
