import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { MessageStore, summary, toStoredMessage, type StoredMessage } from './message-store';
import { inboxPage, messagePage, notFoundPage } from './pages';

export interface DevInboxOptions {
  /** 0 picks a free port. */
  smtpPort?: number;
  /** 0 picks a free port. */
  httpPort?: number;
  host?: string;
  /** How many messages are kept (oldest dropped first). */
  capacity?: number;
  log?: (line: string) => void;
}

export interface DevInbox {
  smtpPort: number;
  httpPort: number;
  smtpUrl: string;
  httpUrl: string;
  store: MessageStore;
  /** Resolves with the first message (already received or still to come) that matches. */
  waitForMessage(match: (m: StoredMessage) => boolean, timeoutMs?: number): Promise<StoredMessage>;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function createSmtp(store: MessageStore, log: (line: string) => void): SMTPServer {
  return new SMTPServer({
    // A local catch-all: anyone may send, nothing is relayed, no TLS to configure.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    disableReverseLookup: true,
    // Close promptly on shutdown instead of waiting 30 s for pooled client connections.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        simpleParser(raw)
          .then((mail) => {
            const message = toStoredMessage(mail, raw, envelope);
            store.add(message);
            log(`mail to ${message.to.join(', ')}: ${message.subject}`);
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    // The captured HTML is untrusted: no scripts anywhere on these pages.
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'; form-action 'self'",
  });
  res.end(body);
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
const html = (res: ServerResponse, status: number, body: string) =>
  send(res, status, 'text/html; charset=utf-8', body);

function route(store: MessageStore, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://dev-inbox');
  const path = url.pathname;
  const method = req.method ?? 'GET';
  const one = /^\/(?:api\/)?messages\/([^/]+)$/.exec(path);

  if (method === 'GET' && path === '/') return html(res, 200, inboxPage(store.list()));
  if (method === 'GET' && path === '/healthz') return json(res, 200, { status: 'ok' });
  if (method === 'GET' && path === '/api/messages') return json(res, 200, store.list().map(summary));
  if (method === 'DELETE' && path === '/api/messages') return json(res, 200, { deleted: store.clear() });
  if (method === 'POST' && path === '/clear') {
    store.clear();
    res.writeHead(303, { location: '/' });
    res.end();
    return;
  }
  if (method === 'GET' && one) {
    const [, id = ''] = one;
    const message = store.get(decodeURIComponent(id));
    if (path.startsWith('/api/')) {
      return message ? json(res, 200, message) : json(res, 404, { message: 'No such message' });
    }
    return message ? html(res, 200, messagePage(message)) : html(res, 404, notFoundPage());
  }
  return json(res, 404, { message: `No route for ${method} ${path}` });
}

function listen(start: (ready: () => void) => Server | NetServer): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = start(() => resolve((s.address() as AddressInfo).port));
    s.once('error', reject);
  });
}

/**
 * Starts the dev inbox: an SMTP server that accepts every message and keeps the last few hundred
 * in memory, and a small web page (plus JSON at `/api/messages`) to read them.
 */
export async function startDevInbox(opts: DevInboxOptions = {}): Promise<DevInbox> {
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? (() => undefined);
  const store = new MessageStore(opts.capacity ?? 500);
  const smtp = createSmtp(store, log);
  const http = createServer((req, res) => route(store, req, res));

  const smtpPort = await listen((ready) => smtp.listen(opts.smtpPort ?? 1025, host, ready));
  let httpPort: number;
  try {
    httpPort = await listen((ready) => http.listen(opts.httpPort ?? 8025, host, ready));
  } catch (err) {
    await new Promise<void>((r) => smtp.close(() => r()));
    throw err;
  }

  return {
    smtpPort,
    httpPort,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    httpUrl: `http://${host}:${httpPort}`,
    store,
    waitForMessage(match, timeoutMs = 10_000) {
      const found = store.list().find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`No matching mail arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        const stop = store.onMessage((m) => {
          if (!match(m)) return;
          clearTimeout(timer);
          stop();
          resolve(m);
        });
      });
    },
    async close() {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((r) => http.close(() => r())),
        new Promise<void>((r) => smtp.close(() => r())),
      ]);
    },
  };
}
