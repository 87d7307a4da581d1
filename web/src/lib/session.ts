import { queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENT_USER_PATH } from '@app/contracts/identity/current-user';
import type { AuthUserResponse } from '@app/contracts/identity/http';
import { apiGet } from './api-client';
import { clearAllDrafts } from './drafts';

export const authUserKey = [CURRENT_USER_PATH] as const;

/**
 * Any failed or non-OK answer means "signed out" (spec 1 §4). Read with `apiGet`, not `callApi`:
 * every page checks the session, and the route definitions would bring zod into the signed-out
 * landing page.
 */
const authUserQuery = queryOptions({
  queryKey: authUserKey,
  queryFn: async (): Promise<AuthUserResponse | null> => {
    try {
      return await apiGet<AuthUserResponse>(CURRENT_USER_PATH);
    } catch {
      return null;
    }
  },
});

export interface Session {
  user: AuthUserResponse | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

export function useSession(): Session {
  const { data, isLoading } = useQuery(authUserQuery);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: Boolean(user), isAdmin: user?.role === 'admin' };
}

/** The name the top bar shows: first name, else email, else "User". */
export function displayName(user: Pick<AuthUserResponse, 'firstName' | 'email'> | null): string {
  return user?.firstName || user?.email || 'User';
}

/** Where signing in starts, coming back to `returnTo` (a path of this app) afterwards. */
export function signInHref(returnTo?: string): string {
  return returnTo && returnTo !== '/' ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}

let leavingForSignIn = false;

/** The app is on its way to sign in (a session ended), and will come back: drafts survive the trip. */
export const isLeavingForSignIn = (): boolean => leavingForSignIn;

/** Browser navigation to sign in (optionally coming back to `returnTo`) and out. */
export function signIn(returnTo?: string): void {
  leavingForSignIn = true;
  window.location.assign(signInHref(returnTo));
}
export function signOut(): void {
  clearAllDrafts();
  window.location.assign('/api/logout');
}
