import { parseRequestMetadata } from './request-metadata';

/**
 * The fields of an "Academic connection request" (spec 1 §3) the incoming list reads. Read
 * leniently: the spec allows missing names, both date fields and metadata as text.
 */
export interface RequestFields {
  id: string;
  fromUserId: string;
  toUserId?: string | null;
  fromProfileId?: string | null;
  toProfile?: { userId?: string | null } | null;
  fromProfile?: { name?: string | null; email?: string | null } | null;
  requesterName?: string | null;
  fromName?: string | null;
  requesterEmail?: string | null;
  fromEmail?: string | null;
  requesterInstitution?: string | null;
  fromInstitution?: string | null;
  isOutgoing?: boolean;
  connectionType?: string | null;
  status: string;
  createdAt?: string | null;
  requestedAt?: string | null;
  message?: string | null;
  requestMessage?: string | null;
  thesisTitle?: string | null;
  researchArea?: string | null;
  metadata?: unknown;
}

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

const addressee = (r: RequestFields) => r.toUserId ?? r.toProfile?.userId ?? null;

/** Spec 1 §7: the examiner page keeps only examiner requests addressed to the current user. */
export function isIncomingExaminerRequest(r: RequestFields, myUserId: string): boolean {
  if (r.connectionType !== 'examiner_request') return false;
  const to = addressee(r);
  return to ? to === myUserId : r.isOutgoing === false;
}

/** Spec 1 §4: Accept and Decline only while pending and not sent by the current user. */
export function canRespond(
  r: Pick<RequestFields, 'status' | 'fromUserId' | 'isOutgoing'>,
  myUserId: string,
): boolean {
  return r.status === 'pending' && r.fromUserId !== myUserId && r.isOutgoing !== true;
}

export function toIncomingRow(r: RequestFields, myUserId: string): IncomingExaminerRequest {
  const meta = parseRequestMetadata(r.metadata);
  return {
    id: r.id,
    requesterProfileId: r.fromProfileId || r.fromUserId,
    requesterName: r.requesterName || r.fromName || r.fromProfile?.name || 'Unknown researcher',
    requesterEmail: r.requesterEmail || r.fromEmail || r.fromProfile?.email || null,
    requesterInstitution: r.requesterInstitution || r.fromInstitution || null,
    requestedAt: r.requestedAt || r.createdAt || null,
    status: r.status,
    thesisTitle: r.thesisTitle || meta.thesisTitle || null,
    researchArea: r.researchArea || meta.researchArea || null,
    message: r.message || r.requestMessage || meta.message || null,
    canRespond: canRespond(r, myUserId),
  };
}

/** The incoming list: examiner requests addressed to me, newest first. */
export function incomingExaminerRequests(
  requests: readonly RequestFields[] | undefined,
  myUserId: string | undefined,
): IncomingExaminerRequest[] {
  if (!myUserId) return [];
  const time = (r: IncomingExaminerRequest) => (r.requestedAt ? Date.parse(r.requestedAt) || 0 : 0);
  return (requests ?? [])
    .filter((r) => isIncomingExaminerRequest(r, myUserId))
    .map((r) => toIncomingRow(r, myUserId))
    .sort((a, b) => time(b) - time(a));
}
