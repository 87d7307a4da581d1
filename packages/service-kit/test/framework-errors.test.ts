import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute } from '@app/contracts';
import type { CatalogueCode } from '@app/contracts/errors';
import { FRAMEWORK_WORDS, TEST_SECRET, expectCatalogueAnswer, sendRawRequest } from '../src/testing';
import { baseConfigSchema, createService, loadConfig, registerRoute, toErrorReply, type App } from '../src';

/**
 * Every refusal the framework makes (a malformed address or body, a limit, a request Node's HTTP
 * parser rejects) answers with the catalogue's code and sentence: no `FST_` code, no parser wording.
 */

const widget = defineRoute({
  method: 'POST',
  path: '/api/widgets',
  auth: 'public',
  body: z.object({ name: z.string() }),
  response: {},
});
const oneWidget = defineRoute({
  method: 'GET',
  path: '/api/widgets/:id',
  auth: 'public',
  params: z.object({ id: z.string() }),
  response: {},
});

let app: App;
let port: number;

beforeAll(async () => {
  const config = loadConfig('widgets', baseConfigSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
    INTERNAL_AUTH_SECRET: TEST_SECRET,
    BODY_LIMIT_BYTES: '1024',
  });
  app = await createService({ name: 'widgets', config, routes: [widget, oneWidget] });
  registerRoute(app, widget, async () => ({ ok: true }));
  registerRoute(app, oneWidget, async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app?.close();
});

const post = (payload: string | Buffer, contentType?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/widgets',
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
  });

describe('framework refusals in the catalogue’s words', () => {
  it.each<[string, () => ReturnType<typeof post>, CatalogueCode]>([
    ['a malformed address', () => app.inject({ method: 'GET', url: '/api/widgets/%E0%A4%A' }), 'BAD_URL'],
    [
      'a parameter over the length limit',
      () => app.inject({ method: 'GET', url: `/api/widgets/${'a'.repeat(300)}` }),
      'URL_TOO_LONG',
    ],
    ['malformed JSON', () => post('{"name": ', 'application/json'), 'INVALID_JSON'],
    ['an empty JSON body', () => post('', 'application/json'), 'EMPTY_JSON_BODY'],
    ['a forbidden prototype key', () => post('{"__proto__": {"x": 1}}', 'application/json'), 'INVALID_JSON'],
    ['a text body', () => post('name=gear', 'text/plain'), 'UNSUPPORTED_MEDIA_TYPE'],
    ['a form body', () => post('name=gear', 'application/x-www-form-urlencoded'), 'UNSUPPORTED_MEDIA_TYPE'],
    ['a body without a content type', () => post(Buffer.from([1, 2, 3])), 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a body over the limit',
      () => post(JSON.stringify({ name: 'x'.repeat(5000) }), 'application/json'),
      'PAYLOAD_TOO_LARGE',
    ],
    ['an unknown address', () => app.inject({ method: 'GET', url: '/api/nothing-here' }), 'ROUTE_NOT_FOUND'],
    ['an unknown method', () => app.inject({ method: 'PATCH', url: '/api/widgets' }), 'ROUTE_NOT_FOUND'],
  ])('%s', async (_name, send, code) => {
    const res = await send();
    expectCatalogueAnswer(res.statusCode, res.body, code);
  });

  it('says a body that is not an object must be one, rather than zod’s "expected object"', async () => {
    const res = await post('["gear"]', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(FRAMEWORK_WORDS);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The request body must be a JSON object.',
    });
  });

  it('gives a library’s 4xx the catalogue’s sentence for its status, never the library’s words', () => {
    const proxyRefusal = Object.assign(new Error('source/request contain invalid characters'), {
      statusCode: 400,
    });
    const { status, body } = toErrorReply(proxyRefusal);
    expectCatalogueAnswer(status, JSON.stringify(body), 'BAD_REQUEST');
    const odd = toErrorReply(Object.assign(new Error('FST_ERR_SOMETHING_NEW'), { statusCode: 405 }));
    expectCatalogueAnswer(odd.status, JSON.stringify(odd.body), 'METHOD_NOT_ALLOWED');
  });
});

describe('requests the HTTP parser refuses', () => {
  it.each<[string, string, CatalogueCode]>([
    [
      'a header name with a space',
      'GET /api/widgets/1 HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n',
      'BAD_REQUEST',
    ],
    ['an unknown method', 'FETCH /api/widgets/1 HTTP/1.1\r\nHost: x\r\n\r\n', 'BAD_REQUEST'],
    ['a space in the path', 'GET /api/widgets/a b HTTP/1.1\r\nHost: x\r\n\r\n', 'BAD_REQUEST'],
    [
      'a content length that is not a number',
      'POST /api/widgets HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n',
      'BAD_REQUEST',
    ],
    [
      'headers over the size limit',
      `GET /api/widgets/1 HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      'HEADERS_TOO_LARGE',
    ],
  ])('%s', async (_name, request, code) => {
    const { status, text } = await sendRawRequest(`http://127.0.0.1:${port}`, request);
    expectCatalogueAnswer(status, text, code);
  });
});
