import type { z } from 'zod';
import type { RouteSpec } from './routes';

/**
 * Response schemas by status code, as Fastify takes them. An empty map means the answer is not
 * JSON (a redirect, a file, an HTML page): nothing is serialised or parsed by schema.
 */
export type ResponseSchemas = { readonly [status: number]: z.ZodType };

/**
 * How a list in an answer stays bounded however large the network grows (the rule every list route
 * declares; contracts/src/list-bounds.test.ts holds it over the whole catalogue):
 * - `paged`: the query takes `limit` (or `pageSize`) up to `maxLimit` and `offset` (or `page`), and
 *   the total comes with the answer (the X-Total-Count header, or a `total` in the body);
 * - `fixed`: never more than `max` items, for a reason the product sets (`why`).
 * The list's schema says the same with `.max(...)`, so the service cannot answer more.
 */
export type ListBound =
  | { readonly paged: { readonly maxLimit: number } }
  | { readonly fixed: { readonly max: number; readonly why: string } };

/** The bound of an answer that is a list, or of each list field of an answer that is an object. */
export type AnswerBound = ListBound | { readonly fields: Readonly<Record<string, ListBound>> };

/** What every endpoint declares: method, path, who may call it and its schemas. */
export interface EndpointDefinition extends Omit<RouteSpec, 'auth'> {
  auth: RouteSpec['auth'] | 'internal';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: ResponseSchemas;
  /** Required of every GET whose answer is, or holds, a list: see `ListBound`. */
  bounded?: AnswerBound;
}

/**
 * One public endpoint, declared once: the service registers its handler from it (the kit's
 * `registerRoute`), the gateway and the security tests read its path and `auth` through the
 * catalogue, and the web calls it with `callApi`.
 */
export interface RouteDefinition extends EndpointDefinition {
  auth: RouteSpec['auth'];
}

/**
 * A service-to-service endpoint (`/internal/...`): the gateway never forwards it, and the caller
 * signs its requests with the internal secret (the kit's `InternalClient.call`).
 */
export interface InternalRouteDefinition extends EndpointDefinition {
  auth: 'internal';
}

/** Keeps the definition's exact types (method, path and schemas), so callers infer from them. */
export function defineRoute<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

/** A service's definitions, by the name its handler and the web use. */
export type RouteDefinitions = Readonly<Record<string, RouteDefinition>>;
export type InternalRouteDefinitions = Readonly<Record<string, InternalRouteDefinition>>;

type Schema<S, Fallback> = S extends z.ZodType ? S : Fallback;

/** What a caller sends as `:params`, the query string and the body (before the schema's transforms). */
export type RouteParamsInput<D extends EndpointDefinition> = z.input<Schema<D['params'], z.ZodNever>>;
export type RouteQueryInput<D extends EndpointDefinition> = z.input<Schema<D['query'], z.ZodNever>>;
export type RouteBodyInput<D extends EndpointDefinition> = z.input<Schema<D['body'], z.ZodNever>>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;

/** The body of a successful answer: the union of the 2xx response schemas. */
export type RouteResponse<D extends EndpointDefinition> = {
  [S in keyof D['response']]: S extends SuccessStatus ? z.output<D['response'][S]> : never;
}[keyof D['response']];

/** The route's path with its `:params` filled in, each URL-encoded. */
export function pathOf(
  route: Pick<RouteSpec, 'path'>,
  params: Readonly<Record<string, string>> = {},
): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs the parameter "${name}"`);
    return encodeURIComponent(value);
  });
}
