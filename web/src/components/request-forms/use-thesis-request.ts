import { useState } from 'react';
import { useSession } from '../../lib/session';
import { useToast, type ToastInput } from '../toast/use-toast';
import { useLoginRequired, useRequestErrorToast } from './use-request-feedback';
import type { ThesisRequestValues } from './validation';

interface ThesisRequestOptions<R> {
  /** Who is asked; names them in the "Login Required" toast. */
  role: 'supervisor' | 'examiner';
  /** Sends the request: the feature's own mutation and payload. */
  send: (recipient: R, values: ThesisRequestValues) => Promise<unknown>;
  /** The toast once the request is sent. */
  sentToast: (recipient: R) => ToastInput;
  /** The message when sending fails and the server gives none. */
  failure: string;
}

/**
 * The request flow of both finders (spec 1 §4 and §5): a visitor is asked to log in; a signed-in
 * user gets the dialog for that researcher, which closes once the request is sent and stays open
 * (input kept) when it fails.
 */
export function useThesisRequest<R>({ role, send, sentToast, failure }: ThesisRequestOptions<R>) {
  const { isAuthenticated } = useSession();
  const toast = useToast();
  const loginRequired = useLoginRequired();
  const failed = useRequestErrorToast();
  const [recipient, setRecipient] = useState<R | null>(null);

  const open = (r: R) => {
    if (!isAuthenticated) {
      loginRequired(role);
      return;
    }
    setRecipient(r);
  };

  const submit = async (values: ThesisRequestValues) => {
    if (!recipient) return;
    try {
      await send(recipient, values);
      toast(sentToast(recipient));
      setRecipient(null);
    } catch (err) {
      failed(err, failure);
    }
  };

  return {
    /** The researcher being asked; the dialog is open while there is one. */
    recipient,
    open,
    submit: (values: ThesisRequestValues) => void submit(values),
    cancel: () => setRecipient(null),
  };
}
