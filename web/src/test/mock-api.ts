import { vi, type MockInstance } from 'vitest';

/** An answer with an explicit status: a JSON `body`, a raw `text`, or neither (an empty reply). */
interface ExplicitReply {
  status: number;
  statusText?: string;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

/** What a mocked endpoint answers: a JSON body with status 200, or an explicit reply. */
export type MockReply = ExplicitReply | object | string | number | boolean | null;
/** An answer, or a function of the call giving one; a function that throws makes fetch reject. */
export type MockHandler = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

export interface RecordedCall {
  method: string;
  /** Path without the query string. */
  path: string;
  url: string;
  query: URLSearchParams;
  /** The values of the route's `:name` segments. */
  params: Record<string, string>;
  body: unknown;
  init: RequestInit | undefined;
}

const isExplicit = (r: unknown): r is ExplicitReply =>
  typeof r === 'object' &&
  r !== null &&
  'status' in r &&
  typeof (r as { status: unknown }).status === 'number';

/** The server's error reply shape (`{error, code, message}`) with a status. */
export function errorReply(status: number, message: string, code = 'ERROR') {
  const error = status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Error';
  return { status, body: { error, code, message } };
}

export interface MockApi {
  spy: MockInstance<typeof fetch>;
  calls: RecordedCall[];
  /** Calls made to `METHOD /path` so far. */
  callsTo(route: string): RecordedCall[];
  /** Replace or add a route's answer. */
  set(route: string, handler: MockHandler): void;
}

/**
 * Mocks the browser's `fetch` (the boundary between the app and the server) with a table of
 * `'METHOD /path'` answers; a path may have `:name` segments (`'DELETE /api/users/:id'`), and an
 * exact route wins over such a pattern. Unknown routes answer 404 with the server's error shape.
 */
export function mockApi(routes: Record<string, MockHandler> = {}): MockApi {
  const table = new Map(Object.entries(routes));
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const [path = ''] = url.replace(/^https?:\/\/[^/]+/, '').split('?');
    const query = new URL(url, 'http://localhost').searchParams;
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        /* not JSON */
      }
    }
    const route = findRoute(table, method, path);
    const call = { method, path, url, query, params: route?.params ?? {}, body, init };
    calls.push(call);
    if (!route) {
      return json(404, { error: 'Not Found', code: 'NOT_FOUND', message: `No mock for ${method} ${path}` });
    }
    const { handler } = route;
    return toResponse(typeof handler === 'function' ? await handler(call) : handler);
  });
  return {
    spy,
    calls,
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
    set: (route, handler) => table.set(route, handler),
  };
}

function findRoute(table: Map<string, MockHandler>, method: string, path: string) {
  const exact = table.get(`${method} ${path}`);
  if (exact !== undefined) return { handler: exact, params: {} };
  for (const [route, handler] of table) {
    const params = matchPattern(route, method, path);
    if (params) return { handler, params };
  }
  return undefined;
}

/** The `:name` values when `path` fits the route `'METHOD /a/:name/b'`. */
function matchPattern(route: string, method: string, path: string): Record<string, string> | undefined {
  const [routeMethod, pattern = ''] = route.split(' ');
  if (routeMethod !== method || !pattern.includes('/:')) return undefined;
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':'))
      params[segment.slice(1)] = decodeURIComponent(got[i] ?? ''); // (got is as long as want)
    else if (segment !== got[i]) return undefined;
  }
  return params;
}

function toResponse(reply: MockReply): Response {
  if (!isExplicit(reply)) return json(200, reply);
  const { status, statusText, headers } = reply;
  if (reply.text !== undefined) return new Response(reply.text, { status, statusText });
  if (reply.body === undefined) return new Response(null, { status, statusText, headers });
  return json(status, reply.body, headers);
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
