import {
  pathOf,
  type InternalRouteDefinition,
  type RouteBodyInput,
  type RouteParamsInput,
  type RouteResponse,
} from '@app/contracts/define-route';
import { SERVICE_TOKEN_TTL_SECONDS, signServiceToken, USER_CONTEXT_HEADER } from './auth';
import { HttpError } from './errors';

export interface InternalClientOptions {
  /** The calling service, named in the token. */
  from: string;
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
}

/**
 * Calls another service's `/internal` routes directly (never through the gateway), signed as this
 * service. Downstream errors come back as HttpErrors with the downstream status, code and message;
 * an unreachable or slow service becomes a 503.
 */
export class InternalClient {
  private token: { value: string; until: number } | null = null;

  constructor(private readonly opts: InternalClientOptions) {}

  /** This service's token, signed afresh when half its life is gone (not on every call). */
  private async serviceToken(): Promise<string> {
    const now = Date.now();
    if (!this.token || this.token.until <= now) {
      const value = await signServiceToken(this.opts.from, this.opts.secret);
      this.token = { value, until: now + (SERVICE_TOKEN_TTL_SECONDS * 1000) / 2 };
    }
    return this.token.value;
  }

  /**
   * Calls an internal route defined in `contracts/src/<service>/http.ts`: its method and path come
   * from the definition, and the answer is checked against its 200 schema.
   */
  async call<D extends InternalRouteDefinition>(
    route: D,
    input: {
      params?: RouteParamsInput<D> & Record<string, string>;
      body?: RouteBodyInput<D>;
      /** Query parameters; those left undefined are not sent. */
      query?: Record<string, string | number | undefined>;
      headers?: Record<string, string>;
    } = {},
  ): Promise<RouteResponse<D>> {
    const answer = await this.request(
      route.method,
      withQuery(pathOf(route, input.params), input.query),
      input.body,
      input.headers,
    );
    const schema = route.response[200];
    return (schema ? schema.parse(answer) : answer) as RouteResponse<D>;
  }

  private async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    const token = await this.serviceToken();
    let res: Response;
    try {
      res = await fetch(new URL(path, this.opts.baseUrl), {
        method,
        headers: {
          [USER_CONTEXT_HEADER]: token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
      });
    } catch (err) {
      throw new HttpError(
        503,
        'UPSTREAM_UNAVAILABLE',
        `A service this request needs is unavailable (${(err as Error).name}).`,
      );
    }
    const text = await res.text();
    const json = text ? (JSON.parse(text) as unknown) : undefined;
    if (!res.ok) {
      const e = (json ?? {}) as { code?: string; message?: string };
      throw new HttpError(
        res.status,
        e.code ?? 'UPSTREAM_ERROR',
        e.message ?? `Upstream answered ${res.status}`,
      );
    }
    return json;
  }
}

function withQuery(path: string, query: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
