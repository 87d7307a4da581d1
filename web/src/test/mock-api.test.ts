import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockApi } from './mock-api';
import { first } from './lists';

afterEach(() => vi.restoreAllMocks());

describe('mockApi', () => {
  it('answers JSON from the route table, records the call, and 404s what it does not know', async () => {
    const api = mockApi({ 'POST /api/things': ({ body }) => ({ got: body }) });
    const res = await fetch('/api/things?x=1', { method: 'POST', body: '{"name":"a"}' });
    expect(await res.json()).toEqual({ got: { name: 'a' } });
    expect(api.callsTo('POST /api/things')[0]).toMatchObject({ path: '/api/things', body: { name: 'a' } });
    expect(first(api.calls).query.get('x')).toBe('1');
    const missing = await fetch('/api/other');
    expect(missing.status).toBe(404);
  });

  it('fills :name segments, with an exact route winning over the pattern', async () => {
    const api = mockApi({
      'DELETE /api/users/:id': ({ params }) => ({ deleted: params.id }),
      'DELETE /api/users/me': errorReply(403, 'Not yourself'),
    });
    expect(await (await fetch('/api/users/42', { method: 'DELETE' })).json()).toEqual({ deleted: '42' });
    expect((await fetch('/api/users/me', { method: 'DELETE' })).status).toBe(403);
    expect((await fetch('/api/users/42/roles', { method: 'DELETE' })).status).toBe(404);
    expect(first(api.calls).params).toEqual({ id: '42' });
  });

  it('gives explicit replies their status, status text and raw text, and rejects when a handler throws', async () => {
    mockApi({
      'GET /api/down': { status: 503, statusText: 'Service Unavailable', text: 'later' },
      'GET /api/offline': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const down = await fetch('/api/down');
    expect([down.status, down.statusText, await down.text()]).toEqual([503, 'Service Unavailable', 'later']);
    await expect(fetch('/api/offline')).rejects.toThrow('Failed to fetch');
  });
});
