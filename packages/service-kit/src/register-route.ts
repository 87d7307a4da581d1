import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EndpointDefinition } from '@app/contracts';
import type { App } from './create-service';

/** A definition's schemas under the names Fastify gives them. */
interface SchemaOf<D extends EndpointDefinition> {
  params: D['params'];
  querystring: D['query'];
  body: D['body'];
  response: D['response'];
}

/** A handler whose `req.params`, `req.query`, `req.body` and reply are typed from the definition. */
export type ContractHandler<D extends EndpointDefinition> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<D>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** A number of requests allowed per window, for one user (or one address when signed out). */
export interface RouteRateLimit {
  max: number;
  windowMs: number;
}

/** What a route may set beyond its definition: an upload's larger body limit, a stricter rate limit. */
export interface ContractRouteOptions extends Pick<RouteShorthandOptions, 'bodyLimit'> {
  rateLimit?: RouteRateLimit;
}

function fastifySchemaOf(definition: EndpointDefinition): FastifySchema {
  const { params, query, body, response } = definition;
  return {
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    // An empty map: the answer is not JSON (a redirect, a file), so nothing is serialised by schema.
    ...(Object.keys(response).length > 0 && { response }),
  };
}

/**
 * Serves a route defined in `contracts/src/<service>/http.ts`: its method, path, `auth` and
 * schemas all come from the definition, so the handler only says what the route does.
 */
export function registerRoute<D extends EndpointDefinition>(
  app: App,
  definition: D,
  handler: ContractHandler<D>,
  options: ContractRouteOptions = {},
): void {
  const { rateLimit, ...routeOptions } = options;
  app.route({
    ...routeOptions,
    method: definition.method,
    url: definition.path,
    config: { auth: definition.auth, ...(rateLimit && { rateLimit }) },
    schema: fastifySchemaOf(definition),
    handler: handler as RouteHandlerMethod,
  });
}
