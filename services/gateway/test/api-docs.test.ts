import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseConfigSchema, createService, loadConfig } from '@app/service-kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniqueName,
  type TestDatabase,
} from '@app/service-kit/testing';
import { gatewayRoutes } from '@app/contracts/gateway/http';
import { serviceRoutes } from '@app/contracts/gateway/route-table';
import { openApiPath } from '@app/contracts/openapi';
import type { GatewayConfig } from '../src/config';
import { apiDocsRoute } from '../src/api-docs/api-docs-routes';
import { startStack, type Stack } from './harness';

/** Issue 19 item 4: the API described as OpenAPI 3.1 from the contracts, at /api/docs. */

interface Operation {
  operationId: string;
  'x-auth': string;
  security?: unknown[];
  parameters: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: { session: { in: string; name: string } } };
}

let db: TestDatabase;
let stack: Stack;
let doc: Document;
const ns = uniqueName('gwdocs');

beforeAll(async () => {
  db = await createTestDatabase();
  stack = await startStack(db, ns);
  const res = await fetch(`${stack.gatewayUrl}/api/docs`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
});

/** The document's operation for a method on a path, or a failed test naming the missing one. */
function operation(path: string, method: string): Operation {
  const op = doc.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`the document describes no ${method} ${path}`);
  return op;
}
afterAll(async () => {
  await stack?.close();
  await db?.drop();
  await deleteStreams(ns);
});

describe('GET /api/docs', () => {
  it('is OpenAPI 3.1 and describes every route in the catalogue, with its auth', () => {
    expect(doc.openapi).toBe('3.1.0');
    const catalogue = [...Object.values(serviceRoutes).flat(), ...Object.values(gatewayRoutes)];
    const missing = catalogue.filter((r) => !doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
    for (const r of catalogue) {
      const op = operation(openApiPath(r.path), r.method);
      expect(op['x-auth'], `${r.method} ${r.path}`).toBe(r.auth);
      if (r.auth === 'public') expect(op.security).toEqual([]);
      else expect(op.security).toBeUndefined(); // the document's default: the session cookie
    }
    expect(doc.components.securitySchemes.session.in).toBe('cookie');
  });

  it("names each path's parameters, and gives bodies and answers their schemas", () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const op of Object.values(operations)) {
        const declared = op.parameters.filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name).sort(), `${op.operationId} ${path}`).toEqual(inPath);
        expect(declared.every((p) => p.required)).toBe(true);
        expect(op.responses.default).toBeDefined();
      }
    }
    const create = operation('/api/research-projects', 'POST') as Operation & {
      requestBody: { content: { 'application/json': { schema: Record<string, unknown> } } };
    };
    expect(JSON.stringify(create.requestBody.content['application/json'].schema)).toContain('"title"');
    const list = operation('/api/research-groups-list', 'GET');
    expect(list.responses['200']).toMatchObject({ content: { 'application/json': { schema: {} } } });
  });
});

describe('GET /api/docs in production', () => {
  it('is not served: a deployment does not describe its whole surface to strangers', async () => {
    const app = await createService({
      name: 'gateway',
      config: loadConfig('gateway', baseConfigSchema, testEnv(db, ns)),
      userContext: 'none',
    });
    try {
      await apiDocsRoute(app, { NODE_ENV: 'production' } as GatewayConfig);
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
