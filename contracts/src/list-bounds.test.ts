import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EndpointDefinition, ListBound } from './define-route';
import { serviceRoutes } from './gateway/route-table';

/**
 * Every answer bounded: no list that grows with the network is sent whole. Each GET route whose
 * answer is a list, or holds lists, declares how each is bounded (`bounded` in its definition), its
 * schemas say the same (`.max` on the list; a `limit` with a maximum and an `offset` in the query),
 * and a route added later without a bound fails here.
 */

/**
 * Lists not yet bounded, each with its route, until the work of issue 45 bounds them. An entry that
 * becomes bounded fails the last test below, so this list only shrinks.
 */
const NOT_YET_BOUNDED = new Set<string>([]);

type JsonSchema = {
  type?: string | string[];
  maxItems?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
};

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

const isList = (s: JsonSchema | undefined) =>
  s !== undefined && (s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')));

/** The lists of a route's successful answer: '' for an answer that is a list, else its list fields. */
function listsOf(route: EndpointDefinition): Map<string, JsonSchema> {
  const lists = new Map<string, JsonSchema>();
  for (const [status, schema] of Object.entries(route.response)) {
    if (!status.startsWith('2')) continue;
    const answer = jsonSchema(schema, 'output');
    if (isList(answer)) lists.set('', answer);
    for (const [field, property] of Object.entries(answer.properties ?? {})) {
      const list = isList(property) ? property : property.anyOf?.find(isList);
      if (list) lists.set(field, list);
    }
  }
  return lists;
}

const routes = Object.values(serviceRoutes).flatMap((r) => Object.values(r) as EndpointDefinition[]);
const listRoutes = routes.filter((r) => r.method === 'GET' && listsOf(r).size > 0);
const nameOf = (r: EndpointDefinition) => `${r.method} ${r.path}`;

/** What is wrong with one list's bound, or null. */
function problemOf(route: EndpointDefinition, list: JsonSchema, bound: ListBound | undefined): string | null {
  if (!bound) return 'declares no bound';
  const max = 'paged' in bound ? bound.paged.maxLimit : bound.fixed.max;
  if (list.maxItems === undefined || list.maxItems > max)
    return `its list schema needs .max(${max}) (has ${list.maxItems ?? 'none'})`;
  if ('fixed' in bound) return bound.fixed.why.trim().length > 10 ? null : 'a fixed bound needs its reason';
  const query = route.query ? (jsonSchema(route.query, 'input').properties ?? {}) : {};
  const limit = query.limit ?? query.pageSize;
  if (!limit || limit.maximum === undefined || limit.maximum > bound.paged.maxLimit)
    return `a paged list needs a limit (or pageSize) of at most ${bound.paged.maxLimit} in its query`;
  if (!query.offset && !query.page && !query.cursor)
    return 'a paged list needs an offset (or page) in its query';
  return null;
}

describe('every list answer is bounded', () => {
  it('finds the list routes of the catalogue', () => {
    expect(listRoutes.map(nameOf)).toEqual(
      expect.arrayContaining(['GET /api/classification-codes/for', 'GET /api/phd-supervisors']),
    );
  });

  it.each(listRoutes.filter((r) => !NOT_YET_BOUNDED.has(nameOf(r))).map((r) => [nameOf(r), r] as const))(
    '%s declares a bound its schemas keep',
    (_name, route) => {
      const problems: string[] = [];
      for (const [field, list] of listsOf(route)) {
        const bounded = route.bounded;
        const bound =
          field === ''
            ? bounded && !('fields' in bounded)
              ? bounded
              : undefined
            : bounded && 'fields' in bounded
              ? bounded.fields[field]
              : undefined;
        const problem = problemOf(route, list, bound);
        if (problem) problems.push(`${field || 'the answer'}: ${problem}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('knows a route without a bound when it sees one (the rule can fail)', () => {
    const unbounded = {
      method: 'GET',
      path: '/api/example',
      auth: 'user',
      response: { 200: z.array(z.string()) },
    } as const satisfies EndpointDefinition;
    expect(problemOf(unbounded, listsOf(unbounded).get('')!, undefined)).toBe('declares no bound');
    const pagedWithoutQuery = { ...unbounded, response: { 200: z.array(z.string()).max(50) } };
    expect(
      problemOf(pagedWithoutQuery, listsOf(pagedWithoutQuery).get('')!, { paged: { maxLimit: 50 } }),
    ).toMatch(/needs a limit/);
  });

  it('leaves no route on the list of those not yet bounded once it is bounded', () => {
    const stale = [...NOT_YET_BOUNDED].filter((name) => {
      const route = listRoutes.find((r) => nameOf(r) === name);
      return !route || route.bounded !== undefined;
    });
    expect(stale).toEqual([]);
  });
});
