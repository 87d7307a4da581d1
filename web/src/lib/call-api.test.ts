import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupsRoutes } from '@app/contracts/groups/http';
import { networkingRoutes } from '@app/contracts/networking/http';
import { projectsRoutes } from '@app/contracts/projects/http';
import { mockApi } from '../test/mock-api';
import { callApi, callApiPage } from './call-api';
import { first } from '../test/lists';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const membership = { isLeader: false, joinedAt: '2026-01-01T00:00:00.000Z' };

describe('callApi', () => {
  it("fills the route's parameters, encoded, and sends its body", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the answer is not the point here
    const api = mockApi({
      'POST /api/research-projects/a%2Fb/join': { success: true, message: 'Joined', membership: null },
    });
    await callApi(projectsRoutes.join, { params: { id: 'a/b' }, body: { role: 'collaborator' } });
    expect(first(api.calls).url).toBe('/api/research-projects/a%2Fb/join');
    expect(first(api.calls).body).toEqual({ role: 'collaborator' });
  });

  it('adds the query, leaving out empty values', async () => {
    const api = mockApi({ 'GET /api/research-projects': [] });
    await callApi(projectsRoutes.listByCreator, { query: { createdBy: 'p1' } });
    expect(first(api.calls).url).toBe('/api/research-projects?createdBy=p1');
  });

  it('says on the console, in development, when an answer is outside its contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'POST /api/research-groups/g1/join': { success: true, message: 'Joined', membership } });
    await callApi(groupsRoutes.join, { params: { id: 'g1' } });
    expect(warn).not.toHaveBeenCalled();

    mockApi({ 'POST /api/research-groups/g1/join': { success: true } });
    await expect(callApi(groupsRoutes.join, { params: { id: 'g1' } })).resolves.toEqual({ success: true });
    expect(warn).toHaveBeenCalledWith(
      'POST /api/research-groups/:id/join answered outside its contract',
      expect.any(Array),
    );
  });

  it('does not check answers in production', async () => {
    vi.stubEnv('DEV', false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'POST /api/research-groups/g1/join': { success: true } });
    await callApi(groupsRoutes.join, { params: { id: 'g1' } });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('callApiPage', () => {
  it('reads a page and the total from X-Total-Count', async () => {
    const api = mockApi({
      'GET /api/phd-supervisors': { status: 200, body: [], headers: { 'x-total-count': '42' } },
    });
    const page = await callApiPage(networkingRoutes.supervisors, { search: 'ai', limit: 10, offset: 0 });
    expect(page.total).toBe(42);
    expect(first(api.calls).url).toBe('/api/phd-supervisors?search=ai&limit=10&offset=0');
  });
});
