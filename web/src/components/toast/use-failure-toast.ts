import { useCallback } from 'react';
import { useSignInAgain } from '../session/use-sign-in-again';
import { useToast } from './use-toast';

/**
 * Reports a failed action: a lost session gets 'You are logged out. Logging in again...' and a
 * sign-in (back to this page) after 500 ms (spec 1 §8, spec 2 §8); anything else an 'Error' toast
 * with the given description.
 */
export function useFailureToast(): (error: unknown, description: string) => void {
  const toast = useToast();
  const signInAgain = useSignInAgain();
  return useCallback(
    (error: unknown, description: string) => {
      if (signInAgain(error)) return;
      toast({ title: 'Error', description, variant: 'destructive' });
    },
    [toast, signInAgain],
  );
}
