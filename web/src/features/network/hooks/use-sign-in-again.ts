import { useEffect } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { isUnauthorizedError } from '../../../lib/api-client';
import { signIn } from '../../../lib/session';

export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * When a load fails because the session is gone: say so and go to sign in after 500 ms
 * (spec 2 section 8, "Authentication lost").
 */
export function useSignInAgainOn(error: unknown): void {
  const toast = useToast();
  useEffect(() => {
    if (!isUnauthorizedError(error)) return;
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    const timer = window.setTimeout(() => signIn(window.location.pathname), UNAUTHORIZED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [error, toast]);
}
