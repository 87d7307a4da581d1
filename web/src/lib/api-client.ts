import { TOTAL_COUNT_HEADER } from '@app/contracts/networking/headers';

/**
 * The one way the web app talks to the server (spec 1, sections 7 and 8): credentials always sent,
 * a JSON body and content type only when there is a body, and any non-OK answer raised as an error
 * whose message is "<status>: <response text>" (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The raw response text. */
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The `message` of the server's `{error, code, message}` reply, when it sent one. */
  get serverMessage(): string | undefined {
    return serverMessageIn(this.body);
  }

  /** The server's stable error `code`, when it sent one. */
  get code(): string | undefined {
    return parseErrorBody(this.body)?.code;
  }
}

/** The `message` of an `{error, code, message}` reply's text, when it is one. */
export function serverMessageIn(body: string): string | undefined {
  const message = parseErrorBody(body)?.message;
  return typeof message === 'string' ? message : undefined;
}

function parseErrorBody(body: string): { message?: string; code?: string } | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as { message?: string; code?: string }) : null;
  } catch {
    return null;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(`${res.status}: ${text}`, res.status, text);
}

async function parseBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Writes: `method` with an optional JSON body; returns the parsed JSON answer. */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return parseBody<T>(res);
}

/** Reads: GET `url` (a query string may be appended with `withQuery`). */
export function apiGet<T>(url: string): Promise<T> {
  return apiRequest<T>('GET', url);
}

/** One page of a list, with the total the server sent in its X-Total-Count header. */
export interface ListPage<T> {
  items: T[];
  total: number;
  headers: Headers;
}

/** Reads a page of a paged list (the body is the page's array; see contracts TOTAL_COUNT_HEADER). */
export async function apiGetPage<T>(url: string): Promise<ListPage<T>> {
  const res = await fetch(url, { method: 'GET', headers: {}, credentials: 'include' });
  await throwIfNotOk(res);
  const items = (await parseBody<T[]>(res)) ?? [];
  const total = Number.parseInt(res.headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return { items, total: Number.isFinite(total) ? total : items.length, headers: res.headers };
}

/** `?a=1&b=x&b=y` from an object; arrays repeat their key, empty values are left out. */
export function withQuery(
  url: string,
  params: Record<string, string | number | boolean | string[] | undefined | null>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, v));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${url}?${qs}` : url;
}

/** "401: ... Unauthorized ...": the session is gone (spec 1 §8). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The server's message for a toast, or `fallback` (spec: "the server message or fallback ..."). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
