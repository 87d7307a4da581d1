import type { z } from 'zod';
import { pathOf, type RouteDefinition, type RouteResponse } from '@app/contracts/define-route';
import { apiGetPage, apiRequest, withQuery, type ListPage } from './api-client';

type Input<S> = S extends z.ZodType ? z.input<S> : never;
export type QueryValues = Parameters<typeof withQuery>[1];

/** What a call to `route` sends: `params` and `body` when the route takes them, a query if it may. */
export type CallInput<D extends RouteDefinition> = (D['params'] extends z.ZodType
  ? { params: Input<D['params']> }
  : { params?: never }) &
  (D['query'] extends z.ZodType ? { query?: Partial<Input<D['query']>> } : { query?: never }) &
  (D['body'] extends z.ZodType ? { body: Input<D['body']> } : { body?: never });

/** The input is optional for routes that take nothing. */
type CallArgs<D extends RouteDefinition> =
  Record<string, never> extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

/** `/api/research-groups/:id/join` with `{ id }` -> `/api/research-groups/<id>/join`, plus the query. */
function urlOf(route: RouteDefinition, input: { params?: unknown; query?: unknown } = {}): string {
  return withQuery(pathOf(route, input.params as Record<string, string>), (input.query ?? {}) as QueryValues);
}

/**
 * In development (and tests) an answer that does not match the route's schema is reported on the
 * console, naming the route; the app still gets the answer as it came, so development and
 * production behave the same. Production skips the check.
 */
function checkAnswer(route: RouteDefinition, answer: unknown): void {
  if (!import.meta.env.DEV) return;
  const schemas = Object.entries(route.response)
    .filter(([status]) => status.startsWith('2'))
    .map(([, schema]) => schema);
  const [first] = schemas;
  if (!first || schemas.some((schema) => schema.safeParse(answer).success)) return;
  const { error } = first.safeParse(answer);
  console.warn(`${route.method} ${route.path} answered outside its contract`, error?.issues);
}

/** Calls a route defined in `contracts/src/<service>/http.ts` and returns its typed answer. */
export async function callApi<D extends RouteDefinition>(
  route: D,
  ...[input]: CallArgs<D>
): Promise<RouteResponse<D>> {
  const answer = await apiRequest<RouteResponse<D>>(route.method, urlOf(route, input), input?.body);
  checkAnswer(route, answer);
  return answer;
}

/** One item of a list route's answer. */
export type ListItem<D extends RouteDefinition> = RouteResponse<D> extends Array<infer Item> ? Item : never;

/**
 * Reads one page of a paged list route (the total comes from its X-Total-Count header). `query`
 * holds the criteria with the page's `limit` and `offset` (`usePagedList` types the criteria).
 */
export async function callApiPage<D extends RouteDefinition>(
  route: D,
  query: QueryValues,
  params?: CallInput<D>['params'],
): Promise<ListPage<ListItem<D>>> {
  const page = await apiGetPage<ListItem<D>>(urlOf(route, { query, params }));
  checkAnswer(route, page.items);
  return page;
}
