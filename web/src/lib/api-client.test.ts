import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { ApiError, apiGet, apiRequest, errorMessage, isUnauthorizedError, withQuery } from './api-client';

afterEach(() => vi.restoreAllMocks());

describe('apiRequest', () => {
  it('always sends credentials, and sends a JSON body with its content type only when there is one', async () => {
    const api = mockApi({ 'POST /api/things': { ok: true }, 'DELETE /api/things/1': { status: 204 } });
    await apiRequest('POST', '/api/things', { name: 'x' });
    await apiRequest('DELETE', '/api/things/1');
    const [post, del] = api.calls;
    expect(post!.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"x"}',
    });
    expect(del!.init).toMatchObject({ method: 'DELETE', credentials: 'include', headers: {} });
    expect(del!.init?.body).toBeUndefined();
  });

  it('returns the parsed JSON answer, and nothing for 204', async () => {
    mockApi({ 'GET /api/a': { count: 3 }, 'POST /api/b': { status: 204 } });
    await expect(apiGet('/api/a')).resolves.toEqual({ count: 3 });
    await expect(apiRequest('POST', '/api/b')).resolves.toBeUndefined();
  });

  it('raises "<status>: <response text>" for a non-OK answer', async () => {
    mockApi({ 'GET /api/x': { status: 409, text: 'Already connected' } });
    const err = await apiGet('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('409: Already connected');
    expect((err as ApiError).status).toBe(409);
  });

  it('uses the status text when the body is empty', async () => {
    mockApi({ 'GET /api/x': { status: 503, statusText: 'Service Unavailable', text: '' } });
    await expect(apiGet('/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it("reads the server's message and code from the {error, code, message} reply", async () => {
    mockApi({
      'GET /api/x': {
        status: 400,
        body: { error: 'Bad Request', code: 'INVALID', message: 'Name is required' },
      },
    });
    const err = (await apiGet('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err.serverMessage).toBe('Name is required');
    expect(err.code).toBe('INVALID');
    expect(errorMessage(err, 'Failed to save')).toBe('Name is required');
  });
});

describe('errorMessage', () => {
  it('falls back when the server sent no message, or the error is not from the server', async () => {
    mockApi({ 'GET /api/x': { status: 500, text: 'oops' } });
    const err = await apiGet('/api/x').catch((e: unknown) => e);
    expect(errorMessage(err, 'Failed to save')).toBe('Failed to save');
    expect(errorMessage(new Error('network down'), 'Failed to save')).toBe('Failed to save');
  });
});

describe('isUnauthorizedError', () => {
  it('recognises a 401 whose text says Unauthorized', async () => {
    mockApi({
      'GET /api/x': {
        status: 401,
        body: { error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'Sign in' },
      },
    });
    const err = await apiGet('/api/x').catch((e: unknown) => e);
    expect(isUnauthorizedError(err)).toBe(true);
  });

  it('does not take other failures for a lost session', () => {
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: token expired'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('query helpers', () => {
  it('repeats array parameters and leaves out empty ones', () => {
    expect(
      withQuery('/api/phd-supervisors', {
        search: 'ai',
        forCodes: ['39', '3901'],
        limit: 10,
        x: '',
        y: null,
      }),
    ).toBe('/api/phd-supervisors?search=ai&forCodes=39&forCodes=3901&limit=10');
    expect(withQuery('/api/a', {})).toBe('/api/a');
  });
});
