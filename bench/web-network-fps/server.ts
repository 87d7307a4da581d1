/**
 * The benchmark's web server: the built app (web/dist) with the single-page fallback, and the
 * calls the network page makes, answered from the fixture (whatever the page asks: the fixture is
 * the answer, so a size above the page's limit measures that many researchers), or forwarded to a
 * real networking service (national.ts). Nothing else of the system runs.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { avatarSvg, networkStatistics, type FixtureConnection, type FixtureNode } from './fixture';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

/** The signed-in user the page sees (a benchmark account). */
const BENCH_USER = {
  id: '00000000-0000-4000-8000-00000000beef',
  email: 'bench@example.edu',
  firstName: 'Bench',
  lastName: 'Mark',
  profileImageUrl: null,
  orcidId: null,
  role: 'academic',
  isActive: true,
  hasSeenWelcomePopup: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Asks the real networking service a network call (path and query as the page sent them). */
export type NetworkForward = (pathAndQuery: string) => Promise<{ status: number; body: string }>;

export async function startServer(
  distDir: string,
  network: { nodes: FixtureNode[]; connections: FixtureConnection[] } | NetworkForward,
): Promise<{ server: Server; baseUrl: string }> {
  const fixture = typeof network === 'function' ? null : network;
  const nodesBody = JSON.stringify(fixture?.nodes ?? []);
  const connectionsBody = JSON.stringify(fixture?.connections ?? []);
  const statisticsBody = fixture ? JSON.stringify(networkStatistics(fixture)) : '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const sendJson = (status: number, body: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(body);
    };
    if (url.pathname === '/api/auth/user') return sendJson(200, JSON.stringify(BENCH_USER));
    if (typeof network === 'function' && url.pathname.startsWith('/api/researchers/network')) {
      network(url.pathname + url.search).then(
        ({ status, body }) => sendJson(status, body),
        (error: unknown) => sendJson(502, JSON.stringify({ error: 'Bad Gateway', message: String(error) })),
      );
      return;
    }
    if (url.pathname === '/api/researchers/network') return sendJson(200, nodesBody);
    if (url.pathname === '/api/researchers/network/connections') return sendJson(200, connectionsBody);
    if (url.pathname === '/api/researchers/network/statistics') return sendJson(200, statisticsBody);
    if (url.pathname === '/api/notifications/count') return sendJson(200, '{"count":0}');
    if (url.pathname.startsWith('/api/'))
      return sendJson(
        404,
        JSON.stringify({ error: 'Not Found', code: 'NOT_FOUND', message: 'Not in the benchmark fixture' }),
      );
    const avatar = /^\/bench-avatars\/(\d+)\.svg$/.exec(url.pathname);
    if (avatar) {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' });
      return res.end(avatarSvg(Number(avatar[1])));
    }
    if (url.pathname.startsWith('/bench-avatars/')) {
      res.writeHead(404);
      return res.end();
    }
    const file = path.join(
      distDir,
      path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ''),
    );
    const inside = file.startsWith(distDir + path.sep);
    const target =
      inside && existsSync(file) && statSync(file).isFile() ? file : path.join(distDir, 'index.html');
    const stream = createReadStream(target);
    stream.on('open', () => {
      res.writeHead(200, {
        'Content-Type': CONTENT_TYPES[path.extname(target)] ?? 'application/octet-stream',
      });
      stream.pipe(res);
    });
    // web/dist may be rebuilt while the benchmark runs: answer 503 rather than crash.
    stream.on('error', () => {
      if (!res.headersSent) res.writeHead(503);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}
