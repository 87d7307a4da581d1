import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueCode } from '@app/contracts/errors';
import { projectsRoutes } from '@app/contracts/projects/http';
import { baseConfigSchema, createService, loadConfig, registerRoute, type App } from '@app/service-kit';
import {
  BrowserClient,
  FRAMEWORK_WORDS,
  expectCatalogueAnswer,
  createTestDatabase,
  deleteStreams,
  sendRawRequest,
  testEnv,
  uniqueName,
  type TestDatabase,
} from '@app/service-kit/testing';
import { startStack, type Stack } from './harness';

/**
 * Malformed requests of every kind, sent through the gateway to a service built with the kit: each
 * is answered with the error catalogue's stable code and plain sentence, wherever it is refused
 * (Node's HTTP parser, the gateway's router or proxy, the service's body parser), and nothing of the
 * framework's wording (`FST_` codes, "Client Error", "source/request contain invalid characters")
 * reaches the client.
 */

let db: TestDatabase;
let stack: Stack;
let projects: App;
let signedIn: BrowserClient;
const ns = uniqueName('malformed');

beforeAll(async () => {
  db = await createTestDatabase();
  projects = await createService({
    name: 'projects',
    config: loadConfig('projects', baseConfigSchema, testEnv(db, ns)),
    routes: Object.values(projectsRoutes),
  });
  // Neither is reached by a malformed request: an answer from them fails the test.
  const unexpected = async () => {
    throw new Error('a malformed request was accepted');
  };
  registerRoute(projects, projectsRoutes.create, unexpected);
  registerRoute(projects, projectsRoutes.detail, unexpected);
  await projects.listen({ port: 0, host: '127.0.0.1' });
  const projectsUrl = `http://127.0.0.1:${(projects.server.address() as { port: number }).port}`;
  stack = await startStack(db, ns, { PROJECTS_URL: projectsUrl });
  signedIn = new BrowserClient();
  await signedIn.follow(`${stack.gatewayUrl}/api/login?login_hint=malformed@example.edu`);
});
afterAll(async () => {
  await stack?.close();
  await projects?.close();
  await db?.drop();
  await deleteStreams(ns);
});

const url = (path: string) => `${stack.gatewayUrl}${path}`;
const createProject = (body: RequestInit['body'], headers: Record<string, string> = {}) =>
  signedIn.request(url('/api/research-projects'), { method: 'POST', body, headers });

describe('malformed requests through the gateway', () => {
  it.each<[string, () => Promise<Response>, CatalogueCode]>([
    ['a malformed address under /api', () => fetch(url('/api/%')), 'BAD_URL'],
    ['a malformed address of a page', () => fetch(url('/research-projects/%E0%A4%A')), 'BAD_URL'],
    [
      'a malformed address of a proxied route',
      () => signedIn.request(url('/api/research-projects/%E0%A4%A')),
      'BAD_URL',
    ],
    [
      'a parameter over the length limit',
      () => fetch(url(`/api/research-projects/${'a'.repeat(300)}`)),
      'URL_TOO_LONG',
    ],
    [
      'a path climbing out of its service',
      () => fetch(url('/api/research-projects/..%2f..%2finternal')),
      'BAD_REQUEST',
    ],
    ['an address nothing answers', () => fetch(url('/api/no-such-thing')), 'ROUTE_NOT_FOUND'],
    [
      'a cookie that is not a session',
      () => fetch(url('/api/auth/user'), { headers: { cookie: 'rc.sid=%E0%A4%A.forged; other=%%' } }),
      'UNAUTHENTICATED',
    ],
    [
      'malformed JSON',
      () => createProject('{"title": ', { 'content-type': 'application/json' }),
      'INVALID_JSON',
    ],
    [
      'an empty JSON body',
      () => createProject('', { 'content-type': 'application/json' }),
      'EMPTY_JSON_BODY',
    ],
    [
      'a text body',
      () => createProject('title=x', { 'content-type': 'text/plain' }),
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a form body',
      () => createProject('title=x', { 'content-type': 'application/x-www-form-urlencoded' }),
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body without a content type',
      () => createProject(new Uint8Array([1, 2, 3])),
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body declared over the limit',
      () =>
        createProject(JSON.stringify({ title: 'x', description: 'y'.repeat(2 * 1024 * 1024) }), {
          'content-type': 'application/json',
        }),
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a body over the limit sent without its length',
      () =>
        signedIn.request(url('/api/research-projects'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: new Blob([JSON.stringify({ title: 'x', description: 'y'.repeat(2 * 1024 * 1024) })]).stream(),
          duplex: 'half',
        } as RequestInit),
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a broken JSON body to a route the gateway answers itself',
      () =>
        signedIn.request(url('/api/logout'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{',
        }),
      'INVALID_JSON',
    ],
    [
      'a text body to a route the gateway answers itself',
      () =>
        signedIn.request(url('/api/logout'), {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: 'bye',
        }),
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      // (Read whole at the gateway and forwarded with its length: the service's parser refuses it.)
      'malformed JSON sent without its length',
      () =>
        signedIn.request(url('/api/research-projects'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: new Blob(['{"title": "x", ']).stream(),
          duplex: 'half',
        } as RequestInit),
      'INVALID_JSON',
    ],
  ])('%s', async (_name, send, code) => {
    const res = await send();
    expectCatalogueAnswer(res.status, await res.text(), code);
  });

  it('says a body that is not a JSON object must be one', async () => {
    const res = await createProject('["title"]', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(FRAMEWORK_WORDS);
    expect(JSON.parse(text)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The request body must be a JSON object.',
    });
  });
});

describe('requests the gateway’s HTTP parser refuses', () => {
  it.each<[string, string, CatalogueCode]>([
    [
      'a header name with a space',
      'GET /api/auth/user HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n',
      'BAD_REQUEST',
    ],
    ['an unknown method', 'FETCH /api/auth/user HTTP/1.1\r\nHost: x\r\n\r\n', 'BAD_REQUEST'],
    ['a space in the path', 'GET /api/research-projects/a b HTTP/1.1\r\nHost: x\r\n\r\n', 'BAD_REQUEST'],
    [
      'a content length that is not a number',
      'POST /api/research-projects HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n',
      'BAD_REQUEST',
    ],
    [
      'a broken chunked body',
      'POST /api/research-projects HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'BAD_REQUEST',
    ],
    [
      'headers over the size limit',
      `GET /api/auth/user HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      'HEADERS_TOO_LARGE',
    ],
  ])('%s', async (_name, request, code) => {
    const { status, text } = await sendRawRequest(stack.gatewayUrl, request);
    expectCatalogueAnswer(status, text, code);
  });
});
