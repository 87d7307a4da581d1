import { useCallback, useEffect, useRef } from 'react';
import { isUnauthorizedError } from '../../lib/api-client';
import { signIn } from '../../lib/session';
import { useToast, type ToastInput } from '../toast/use-toast';

/** Spec 1 §9 and spec 2 §9: the unauthorized redirect delay. */
const UNAUTHORIZED_REDIRECT_MS = 500;

/** Spec 1 §8 and spec 2 §8, "Authentication lost". */
const loggedOutToast: ToastInput = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  variant: 'destructive',
};

/** Goes to sign in after the delay, coming back to the page the user is on now. */
function signInLater(): number {
  const returnTo = `${window.location.pathname}${window.location.search}`;
  return window.setTimeout(() => signIn(returnTo), UNAUTHORIZED_REDIRECT_MS);
}

/**
 * Returns a check for failed calls: when the session is gone it says so, goes to sign in after
 * 500 ms and answers true; otherwise it answers false and the caller reports the failure itself.
 * A second lost session before the first redirect replaces it, so the browser navigates once.
 */
export function useSignInAgain(): (error: unknown) => boolean {
  const toast = useToast();
  const pending = useRef<number | undefined>(undefined);
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorizedError(error)) return false;
      toast(loggedOutToast);
      window.clearTimeout(pending.current);
      pending.current = signInLater();
      return true;
    },
    [toast],
  );
}

/**
 * The same for a load: when `error` is a lost session, says so and signs in again after 500 ms.
 * The redirect is called off if the error goes (a retry succeeded) or the screen does.
 */
export function useSignInAgainOn(error: unknown): void {
  const toast = useToast();
  useEffect(() => {
    if (!isUnauthorizedError(error)) return;
    toast(loggedOutToast);
    const timer = signInLater();
    return () => window.clearTimeout(timer);
  }, [error, toast]);
}
