import { useCallback } from 'react';
import { errorMessage } from '../../lib/api-client';
import { signIn } from '../../lib/session';
import { useFailureToast } from '../toast/use-failure-toast';
import { useToast } from '../toast/use-toast';

/** Spec 1 §9 redirect delay when login is required. */
const LOGIN_REQUIRED_REDIRECT_MS = 1000;

/**
 * A signed-out visitor asking for a supervisor or examiner (spec 1 §5): "Login Required", then the
 * sign-in page after 1 second, coming back here afterwards.
 */
export function useLoginRequired(): (what: 'supervisor' | 'examiner') => void {
  const toast = useToast();
  return useCallback(
    (what) => {
      const article = what === 'examiner' ? 'an' : 'a';
      toast({
        title: 'Login Required',
        description: `Please log in to request ${article} ${what}`,
        variant: 'destructive',
      });
      const returnTo = `${window.location.pathname}${window.location.search}`;
      setTimeout(() => signIn(returnTo), LOGIN_REQUIRED_REDIRECT_MS);
    },
    [toast],
  );
}

/**
 * Failures on the supervisor and examiner pages (spec 1 §8): a lost session says so and signs in
 * again after 500 ms; anything else is "Error" with the server's message or `fallback`.
 */
export function useRequestErrorToast(): (error: unknown, fallback: string) => void {
  const failure = useFailureToast();
  return useCallback((error, fallback) => failure(error, errorMessage(error, fallback)), [failure]);
}
