import type { ConnectionRequest } from '@app/contracts/networking/http';

/** An incoming examiner request as its row shows it. */
export interface IncomingExaminerRequest {
  id: string;
  /** For /researcher/{id}: the requester's profile id when they have one (spec 1 §2), else user id. */
  requesterProfileId: string;
  requesterName: string;
  requesterEmail: string | null;
  requesterInstitution: string | null;
  requestedAt: string | null;
  status: string;
  thesisTitle: string | null;
  researchArea: string | null;
  message: string | null;
  canRespond: boolean;
}

/** Spec 1 §7: the examiner page keeps only examiner requests addressed to the current user. */
export function isIncomingExaminerRequest(r: ConnectionRequest, myUserId: string): boolean {
  return r.connectionType === 'examiner_request' && r.toUserId === myUserId;
}

/** Spec 1 §4: Accept and Decline only while pending and not sent by the current user. */
export function canRespond(
  r: Pick<ConnectionRequest, 'status' | 'fromUserId' | 'isOutgoing'>,
  myUserId: string,
): boolean {
  return r.status === 'pending' && r.fromUserId !== myUserId && r.isOutgoing !== true;
}

/** A row from the request as the contract gives it; thesis details may be only in its metadata. */
function toIncomingRow(r: ConnectionRequest, myUserId: string): IncomingExaminerRequest {
  return {
    id: r.id,
    requesterProfileId: r.fromProfileId || r.fromUserId,
    requesterName: r.requesterName,
    requesterEmail: r.requesterEmail,
    requesterInstitution: r.requesterInstitution,
    requestedAt: r.requestedAt,
    status: r.status,
    thesisTitle: r.thesisTitle || r.metadata.thesisTitle || null,
    researchArea: r.researchArea || r.metadata.researchArea || null,
    message: r.message || r.metadata.message || null,
    canRespond: canRespond(r, myUserId),
  };
}

/** The incoming list: examiner requests addressed to me, newest first. */
export function incomingExaminerRequests(
  requests: readonly ConnectionRequest[] | undefined,
  myUserId: string | undefined,
): IncomingExaminerRequest[] {
  if (!myUserId) return [];
  const time = (r: IncomingExaminerRequest) => (r.requestedAt ? Date.parse(r.requestedAt) || 0 : 0);
  return (requests ?? [])
    .filter((r) => isIncomingExaminerRequest(r, myUserId))
    .map((r) => toIncomingRow(r, myUserId))
    .sort((a, b) => time(b) - time(a));
}
