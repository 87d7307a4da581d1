import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { forCodesQuery } from '../api/profile/for-codes';
import { profileQuery } from '../api/profile/own-profile';
import { apiGet } from './api-client';
import { createQueryClient } from './query-client';

afterEach(() => vi.restoreAllMocks());

describe('query client rules (spec 1 §9)', () => {
  it('never goes stale by default, does not refetch on focus or poll, and does not retry', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      gcTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('gives up on a failed read at once', async () => {
    const api = mockApi({ 'GET /api/x': { status: 500, text: 'down' } });
    const client = createQueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['/api/x'], queryFn: () => apiGet('/api/x') }),
    ).rejects.toThrow('500: down');
    expect(api.calls).toHaveLength(1);
  });

  it('keeps the profile fresh for 30 s and reads "no ORCID linked" (404) as null', async () => {
    expect(profileQuery.staleTime).toBe(30_000);
    mockApi({
      'GET /api/profile': {
        status: 404,
        body: { error: 'Not Found', code: 'NOT_FOUND', message: 'No profile' },
      },
    });
    await expect(createQueryClient().fetchQuery(profileQuery)).resolves.toBeNull();
  });

  it('retries the FoR list three times and does not keep it cached', () => {
    expect(forCodesQuery.retry).toBe(3);
    expect(forCodesQuery.gcTime).toBe(0);
  });
});
