import { useCallback } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { isUnauthorizedError } from '../../../lib/api-client';
import { signIn } from '../../../lib/session';

/** Spec 2 §9: the unauthorized redirect delay. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * Reports a failed action: a lost session gets 'You are logged out. Logging in again...' and a
 * sign-in (back to this page) after 500 ms (spec 2 §8); anything else an 'Error' toast with the
 * given description.
 */
export function useFailureToast(): (error: unknown, description: string) => void {
  const toast = useToast();
  return useCallback(
    (error: unknown, description: string) => {
      if (isUnauthorizedError(error)) {
        toast({
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
          variant: 'destructive',
        });
        const returnTo = window.location.pathname;
        window.setTimeout(() => signIn(returnTo), UNAUTHORIZED_REDIRECT_MS);
        return;
      }
      toast({ title: 'Error', description, variant: 'destructive' });
    },
    [toast],
  );
}
