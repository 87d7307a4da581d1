import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (req: RecordedRequest) => Response | unknown | Promise<Response | unknown>;
export type Route = [method: string, path: string | RegExp, handler: Handler];

export const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

export const errorReply = (status: number, message: string, code = 'ERROR', error = 'Error') =>
  json({ error, code, message }, status);

/**
 * Answers the app's fetch calls from `routes` (first match wins; later `use` calls take precedence),
 * recording each request. Anything unmatched is a 404, so a missing mock shows up as an error.
 */
export function mockApi(routes: Route[]) {
  const calls: RecordedRequest[] = [];
  let table = [...routes];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const req = { method, url, body };
    calls.push(req);
    for (const [m, path, handler] of table) {
      const matches = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
      if (m === method && matches) {
        const answer = await handler(req);
        return answer instanceof Response ? answer : json(answer);
      }
    }
    return errorReply(404, `No mock for ${method} ${url.pathname}`, 'NOT_FOUND', 'Not Found');
  });
  return {
    calls,
    spy,
    /** Adds routes that win over the earlier ones. */
    use: (...more: Route[]) => {
      table = [...more, ...table];
    },
    requests: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.url.pathname === path),
  };
}
