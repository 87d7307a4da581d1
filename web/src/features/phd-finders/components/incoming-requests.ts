import type { ConnectionRequest } from '@app/contracts/networking/http';
import { newestFirst, requestDetails, requesterPageId } from '../../../lib/connection-requests';

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
  const { thesisTitle, researchArea, message } = requestDetails(r);
  return {
    id: r.id,
    requesterProfileId: requesterPageId(r),
    requesterName: r.requesterName,
    requesterEmail: r.requesterEmail,
    requesterInstitution: r.requesterInstitution,
    requestedAt: r.requestedAt,
    status: r.status,
    thesisTitle,
    researchArea,
    message,
    canRespond: canRespond(r, myUserId),
  };
}

/** The incoming list: examiner requests addressed to me, newest first. */
export function incomingExaminerRequests(
  requests: readonly ConnectionRequest[] | undefined,
  myUserId: string | undefined,
): IncomingExaminerRequest[] {
  if (!myUserId) return [];
  return newestFirst(
    (requests ?? [])
      .filter((r) => isIncomingExaminerRequest(r, myUserId))
      .map((r) => toIncomingRow(r, myUserId)),
  );
}
