import { ClockCircleOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

interface RequestButtonProps {
  /** Whether my request to this person already waits for their answer. */
  pending: boolean;
  /** Its accessible name while it sends a request, and once the request waits. */
  label: string;
  pendingLabel: string;
  /** Its icon while it sends a request (a paper plane unless given). */
  icon?: ReactNode;
  loading?: boolean;
  onRequest(): void;
  children: ReactNode;
}

/**
 * A button that sends a request to a person (Connect, Request Supervisor, Request) and, while the
 * request waits for their answer, is an inert "Request Sent" (spec 1 §4) rather than a form the
 * server would refuse once filled in. It stays the same element, disabled by `aria-disabled`
 * rather than `disabled`, so keyboard focus on it, or handed back to it when the request dialog
 * closes, is not lost (a disabled button cannot hold focus).
 */
export function RequestButton({
  pending,
  label,
  pendingLabel,
  icon = <SendOutlined aria-hidden />,
  loading,
  onRequest,
  children,
}: RequestButtonProps) {
  return (
    <Button
      type={pending ? 'default' : 'primary'}
      icon={pending ? <ClockCircleOutlined aria-hidden /> : icon}
      loading={loading}
      onClick={pending ? undefined : onRequest}
      aria-disabled={pending || undefined}
      aria-label={pending ? pendingLabel : label}
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
