import { ClockCircleOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

interface RequestButtonProps {
  /** Whether I already have a request waiting for this person's answer. */
  pending: boolean;
  /** The person's name, for the labels. */
  name: string;
  /** The label of the button that opens the request form. */
  ariaLabel: string;
  onRequest(): void;
  children: ReactNode;
}

/**
 * A finder card's request button. While my request to this person waits for an answer it is an
 * inert "Request Sent" (as a pending connection is, spec 1 §4), rather than a form the server
 * would refuse once filled in. It stays the same element, disabled by `aria-disabled` rather than
 * `disabled`, so the keyboard focus the request dialog hands back when it closes lands on it and
 * is not lost (a disabled button cannot hold focus).
 */
export function RequestButton({ pending, name, ariaLabel, onRequest, children }: RequestButtonProps) {
  return (
    <Button
      type={pending ? 'default' : 'primary'}
      icon={pending ? <ClockCircleOutlined aria-hidden /> : <SendOutlined aria-hidden />}
      onClick={pending ? undefined : onRequest}
      aria-disabled={pending || undefined}
      aria-label={pending ? `Request sent to ${name}, awaiting an answer` : ariaLabel}
    >
      {pending ? 'Request Sent' : children}
    </Button>
  );
}

/** The profile ids of the people my requests are waiting on. */
export function awaitingAnswer<T extends { status: string }>(
  requests: readonly T[] | undefined,
  recipientOf: (request: T) => string | null,
): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const r of requests ?? []) {
    const id = recipientOf(r);
    if (r.status === 'pending' && id) ids.add(id);
  }
  return ids;
}
