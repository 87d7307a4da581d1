import { z } from 'zod';
import { adminRoutes } from './admin/http';
import { ErrorReply } from './common';
import type { RouteDefinition, RouteDefinitions } from './define-route';
import { gatewayRoutes } from './gateway/http';
import { groupsRoutes } from './groups/http';
import { identityRoutes } from './identity/http';
import { liveUpdatesRoutes } from './live-updates/http';
import { networkingRoutes } from './networking/http';
import { notificationsRoutes } from './notifications/http';
import { PRODUCT_NAME } from './product';
import { profileRoutes } from './profile/http';
import { projectsRoutes } from './projects/http';
import type { RouteSpec, ServiceName } from './routes';

/** Every service's route definitions, by service: what the API description is written from. */
export const routeDefinitions: Record<ServiceName, RouteDefinitions> = {
  identity: identityRoutes,
  profile: profileRoutes,
  networking: networkingRoutes,
  projects: projectsRoutes,
  groups: groupsRoutes,
  notifications: notificationsRoutes,
  admin: adminRoutes,
  'live-updates': liveUpdatesRoutes,
};

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

/** JSON Schema (2020-12, as OpenAPI 3.1 takes it) of what is sent (`input`) or answered (`output`). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest as JsonSchema;
}

/** `/api/research-projects/:id` -> `/api/research-projects/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parameters(route: RouteDefinition) {
  const list: Array<Record<string, unknown>> = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input');
    for (const [name, property] of Object.entries(object.properties ?? {}))
      list.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        schema: property,
      });
  }
  return list;
}

function operation(service: string, name: string, route: RouteSpec & Partial<RouteDefinition>) {
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(route.response ?? {}))
    responses[status] = {
      description: `${status}`,
      content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
    };
  if (Object.keys(responses).length === 0)
    responses['200'] = { description: 'Not JSON: a redirect, a file or a page' };
  responses.default = {
    description: 'An error, with a message for people',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
  };
  return {
    operationId: `${service}.${name}`,
    tags: [service],
    ...(route.auth === 'public' ? { security: [] } : {}),
    ...(route.auth === 'admin' ? { description: 'Administrators only.' } : {}),
    ...(route.ownerOnly ? { 'x-owner-only': true } : {}),
    'x-auth': route.auth,
    parameters: route.params || route.query ? parameters(route as RouteDefinition) : [],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/**
 * The public API as OpenAPI 3.1, written from the route definitions (nothing is declared twice):
 * every service's routes and the gateway's own sign-in routes. Signed-in routes need the session
 * cookie the gateway sets at sign-in.
 */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (service: string, name: string, route: RouteSpec & Partial<RouteDefinition>) => {
    const path = (paths[openApiPath(route.path)] ??= {});
    path[route.method.toLowerCase()] = operation(service, name, route);
  };
  for (const [service, routes] of Object.entries(routeDefinitions))
    for (const [name, route] of Object.entries(routes)) add(service, name, route);
  for (const [name, route] of Object.entries(gatewayRoutes)) add('gateway', name, route);
  return {
    openapi: '3.1.0',
    info: { title: `${PRODUCT_NAME} API`, version: '1' },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description: 'The session cookie set by GET /api/login; its name depends on the deployment.',
        },
      },
      schemas: { ErrorReply: jsonSchema(ErrorReply, 'output') },
    },
    paths,
  };
}
