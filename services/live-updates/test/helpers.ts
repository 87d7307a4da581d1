import { randomUUID } from 'node:crypto';
import { request, type IncomingMessage } from 'node:http';
import { Redis } from 'ioredis';
import type { UserContext } from '@app/contracts';
import { LiveMessage } from '@app/contracts/live-updates/http';
import {
  asUser,
  createTestDatabase,
  deleteStreams,
  testEnv,
  testUrls,
  testUser,
  uniqueName,
  waitFor,
  type TestDatabase,
  type TestParty,
} from '@app/service-kit/testing';
import { buildApp, type LiveUpdatesApp } from '../src/app';
import { loadLiveUpdatesConfig } from '../src/config';

/** One or more replicas of the service on one database, NATS namespace and Redis prefix. */
export interface Harness {
  replicas: Array<{ app: LiveUpdatesApp; url: string }>;
  db: TestDatabase;
  ns: string;
  close(): Promise<void>;
}

export async function startReplicas(count: number, extra: Record<string, string> = {}): Promise<Harness> {
  const db = await createTestDatabase();
  const ns = uniqueName('lu');
  const replicas: Harness['replicas'] = [];
  const close = async () => {
    await Promise.all(replicas.map((r) => r.app.close()));
    await db.drop();
    await deleteStreams(ns);
    await deleteRedisKeys(`${ns}:`);
  };
  try {
    for (let i = 0; i < count; i++) {
      const app = await buildApp(
        loadLiveUpdatesConfig(testEnv(db, ns, { CONSUMER_RETRY_BASE_MS: '100', ...extra })),
      );
      replicas.push({ app, url: '' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening on a port');
      replicas[i]!.url = `http://127.0.0.1:${address.port}`;
    }
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
  return { replicas, db, ns, close };
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testUrls.redis);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** One parsed SSE event: its id (when it had one) and its message. */
interface Received {
  id: string | null;
  message: LiveMessage;
  at: number;
}

/** An open stream as a browser's EventSource would read it. */
export interface TestStream {
  status: number;
  /** The JSON body when the stream was refused. */
  body: string;
  received: Received[];
  /** The last `id:` seen, with or without a message (what EventSource sends back as Last-Event-ID). */
  lastId: string | null;
  retryMs: number | null;
  heartbeats: number;
  ended: boolean;
  /** The first message not yet taken that matches, waiting for it when none came yet. */
  next(match?: (m: LiveMessage) => boolean, timeoutMs?: number): Promise<Received>;
  close(): void;
}

/** Opens `GET /api/events/stream` on `baseUrl` as `user` (or signed out), resolving once answered. */
export async function openStream(
  baseUrl: string,
  user: UserContext | null,
  opts: { lastEventId?: string; query?: string } = {},
): Promise<TestStream> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (user) Object.assign(headers, await asUser(user));
  if (opts.lastEventId !== undefined) headers['last-event-id'] = opts.lastEventId;
  const url = `${baseUrl}/api/events/stream${opts.query ?? ''}`;
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    // A connection of its own, as a browser's EventSource has (no socket reused after a refusal).
    const req = request(url, { headers, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
  // Messages before this one were taken by `next` already.
  let cursor = 0;
  const stream: TestStream = {
    status: res.statusCode ?? 0,
    body: '',
    received: [],
    lastId: null,
    retryMs: null,
    heartbeats: 0,
    ended: false,
    next: async (match = () => true, timeoutMs = 5000) => {
      let found = -1;
      await waitFor(
        () => {
          found = stream.received.findIndex((r, i) => i >= cursor && match(r.message));
          return found >= 0;
        },
        { timeoutMs, intervalMs: 10, what: 'a message on the stream' },
      );
      cursor = found + 1;
      return stream.received[found]!;
    },
    close: () => res.destroy(),
  };
  res.setEncoding('utf8');
  let buffer = '';
  res.on('data', (chunk: string) => {
    if (stream.status !== 200) {
      stream.body += chunk;
      return;
    }
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let id: string | null = null;
      let data: string | null = null;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) stream.heartbeats += 1;
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data = line.slice(6);
        else if (line.startsWith('retry: ')) stream.retryMs = Number(line.slice(7));
      }
      if (id !== null) stream.lastId = id;
      if (data !== null)
        stream.received.push({ id, message: LiveMessage.parse(JSON.parse(data)), at: Date.now() });
    }
  });
  res.on('close', () => {
    stream.ended = true;
  });
  if (stream.status !== 200) await new Promise((r) => res.once('end', r));
  return stream;
}

/** A signed-in person and their side of a connection event. */
export function person(): { user: UserContext; party: TestParty } {
  const user = testUser();
  return {
    user,
    party: {
      userId: user.userId,
      profileId: randomUUID(),
      name: `${user.firstName} ${user.lastName}`,
      email: user.email ?? 'someone@example.edu',
    },
  };
}

/** Waits until the stream has written its first line: from then on it is listening. */
export async function listening(stream: TestStream): Promise<void> {
  await waitFor(() => stream.retryMs !== null, { what: 'the stream to start', intervalMs: 10 });
}
