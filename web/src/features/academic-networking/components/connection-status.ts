/** What a discovery card's Accept or Decline reads of a request (spec 1 §3), read leniently. */
export interface RequestFields {
  id: string;
  fromUserId: string;
  toUserId?: string | null;
  requesterName?: string | null;
  fromName?: string | null;
  isOutgoing?: boolean;
  connectionType?: string | null;
  status: string;
}

const isResearchInterest = (r: RequestFields) =>
  !r.connectionType || r.connectionType === 'research_interest';

/**
 * The request an Accept or Decline on a discovery card answers (spec 1 §5): the pending request
 * from that researcher to me by user ids, else a pending incoming one whose requester name matches.
 * Undefined when there is none: then nothing is sent.
 */
export function findIncomingRequest<T extends RequestFields>(
  requests: readonly T[] | undefined,
  researcher: { userId: string; name: string },
  myUserId: string | undefined,
): T | undefined {
  const pending = (requests ?? []).filter((r) => r.status === 'pending' && isResearchInterest(r));
  const byIds = pending.find(
    (r) => r.fromUserId === researcher.userId && (!myUserId || r.toUserId === myUserId),
  );
  if (byIds) return byIds;
  const name = researcher.name.trim();
  return pending.find((r) => !r.isOutgoing && (r.requesterName ?? r.fromName ?? '').trim() === name);
}
