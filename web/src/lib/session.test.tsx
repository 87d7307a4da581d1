import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authUser } from '../test/render-app';
import { mockApi } from '../test/mock-api';
import { createQueryClient } from './query-client';
import { displayName, useSession } from './session';

afterEach(() => vi.restoreAllMocks());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useSession', () => {
  it('is loading until the user request answers, then authenticated', async () => {
    mockApi({ 'GET /api/auth/user': authUser({ role: 'admin' }) });
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ isAuthenticated: true, isAdmin: true });
    expect(result.current.user?.email).toBe('alice@example.edu');
  });

  it('counts a 401 as signed out', async () => {
    mockApi({
      'GET /api/auth/user': { status: 401, body: { error: 'Unauthorized', code: 'X', message: 'Sign in' } },
    });
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ isAuthenticated: false, isAdmin: false, user: null });
  });

  it('counts a network failure as signed out', async () => {
    mockApi({
      'GET /api/auth/user': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
  });
});

describe('displayName', () => {
  it('uses the first name, then the email, then "User"', () => {
    expect(displayName({ firstName: 'Alice', email: 'a@x.edu' })).toBe('Alice');
    expect(displayName({ firstName: null, email: 'a@x.edu' })).toBe('a@x.edu');
    expect(displayName({ firstName: '', email: null })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});
