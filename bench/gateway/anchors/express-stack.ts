/**
 * Anchor for the gateway bench: the stack a Node team would otherwise pick, with each package's
 * defaults - express 5, express-session in Redis (connect-redis), express-rate-limit counted in the
 * same Redis (rate-limit-redis; the limit never trips), http-proxy-middleware. Like the gateway it
 * reads the session, refuses a request without one, and sends identity a signed user context
 * (reused for most of its lifetime, as the gateway does). Run as its own process by
 * bench/gateway/run.ts; POST /bench/sign-in with the user as JSON starts a session.
 *
 *   PORT=... UPSTREAM_URL=... REDIS_URL=... REDIS_PREFIX=... SESSION_SECRET=... INTERNAL_AUTH_SECRET=...
 *     node --import tsx express-stack.ts
 */
import { RedisStore as SessionStore } from 'connect-redis';
import express from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import session from 'express-session';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { RedisStore as RateLimitStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { UserContext } from '@app/contracts';
import { signUserContext, USER_CONTEXT_HEADER } from '@app/service-kit';
import { anchorSettings } from './settings';

declare module 'express-session' {
  interface SessionData {
    user?: UserContext;
  }
}
declare module 'node:http' {
  interface IncomingMessage {
    userContextToken?: string;
  }
}

const { port, upstream, required } = anchorSettings();
const prefix = process.env.REDIS_PREFIX ?? '';
const secret = required('INTERNAL_AUTH_SECRET');

const redis = createClient({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
await redis.connect();

const app = express();
app.use(
  session({
    store: new SessionStore({ client: redis, prefix: `${prefix}express-sess:` }),
    secret: required('SESSION_SECRET'),
    name: 'rc.sid',
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', maxAge: 8 * 3600 * 1000 },
  }),
);
app.use(
  rateLimit({
    windowMs: 60_000,
    limit: 100_000_000,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => (req.session.user ? `u:${req.session.user.userId}` : ipKeyGenerator(req.ip!)),
    store: new RateLimitStore({
      prefix: `${prefix}express-rl:`,
      sendCommand: (...args: string[]) => redis.sendCommand(args),
    }),
  }),
);

app.post('/bench/sign-in', express.json(), (req, res) => {
  req.session.user = req.body as UserContext;
  res.status(204).end();
});

// A token lives 60 s; one per user is reused for 30 s.
const tokens = new Map<string, { token: string; until: number }>();
app.use('/api', async (req, res, next) => {
  const user = req.session.user;
  if (!user) {
    res.status(401).json({ error: 'Unauthorized' });
    return;
  }
  let cached = tokens.get(user.userId);
  if (!cached || cached.until <= Date.now()) {
    cached = { token: await signUserContext(user, secret), until: Date.now() + 30_000 };
    tokens.set(user.userId, cached);
  }
  req.userContextToken = cached.token;
  next();
});
app.use(
  createProxyMiddleware({
    target: upstream,
    pathFilter: '/api',
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.removeHeader('cookie');
        proxyReq.setHeader(USER_CONTEXT_HEADER, req.userContextToken!);
      },
    },
  }),
);

app.listen(port, '127.0.0.1');
