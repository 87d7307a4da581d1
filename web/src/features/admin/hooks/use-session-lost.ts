import { useCallback, useEffect, useRef } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { isUnauthorizedError } from '../../../lib/api-client';
import { signIn } from '../../../lib/session';

export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * Returns a check for failed calls: when the session is gone it says so and goes to sign in after
 * 500 ms (spec 2 section 8, "Authentication lost") and answers true; otherwise false.
 */
export function useSessionLost(): (error: unknown) => boolean {
  const toast = useToast();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorizedError(error)) return false;
      toast({
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'destructive',
      });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => signIn(window.location.pathname), UNAUTHORIZED_REDIRECT_MS);
      return true;
    },
    [toast],
  );
}
