import { vi, type MockInstance } from 'vitest';

/** What a mocked endpoint answers: a JSON body with status 200, or an explicit reply. */
export type MockReply =
  unknown | { status: number; body?: unknown; text?: string; headers?: Record<string, string> };
export type MockHandler = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

export interface RecordedCall {
  method: string;
  /** Path without the query string. */
  path: string;
  url: string;
  body: unknown;
  init: RequestInit | undefined;
}

const isExplicit = (
  r: unknown,
): r is { status: number; body?: unknown; text?: string; headers?: Record<string, string> } =>
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
 * `'METHOD /path'` answers. Unknown routes answer 404 with the server's error shape.
 */
export function mockApi(routes: Record<string, MockHandler> = {}): MockApi {
  const table = new Map(Object.entries(routes));
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        /* not JSON */
      }
    }
    const call = { method, path, url, body, init };
    calls.push(call);
    const handler = table.get(`${method} ${path}`);
    if (handler === undefined) {
      return json(404, { error: 'Not Found', code: 'NOT_FOUND', message: `No mock for ${method} ${path}` });
    }
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    if (isExplicit(reply)) {
      if (reply.text !== undefined) return new Response(reply.text, { status: reply.status });
      return reply.body === undefined
        ? new Response(null, { status: reply.status, headers: reply.headers })
        : json(reply.status, reply.body, reply.headers);
    }
    return json(200, reply);
  });
  return {
    spy,
    calls,
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
    set: (route, handler) => table.set(route, handler),
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
