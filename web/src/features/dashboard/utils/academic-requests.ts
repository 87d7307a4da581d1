/**
 * A connection, supervisor or examiner request as `GET /api/academic-connections/requests` may
 * send it. Spec 1 §3 lists several names for the same facts (requesterName or fromName, createdAt
 * or requestedAt, metadata as an object or as JSON text), so the dashboard reads them leniently.
 */
export interface RawAcademicRequest {
  id: string;
  fromUserId?: string | null;
  toUserId?: string | null;
  fromProfileId?: string | null;
  toProfileId?: string | null;
  toProfile?: { userId?: string | null } | null;
  fromProfile?: { name?: string | null; email?: string | null; institution?: string | null } | null;
  requesterName?: string | null;
  fromName?: string | null;
  studentName?: string | null;
  requesterEmail?: string | null;
  fromEmail?: string | null;
  studentEmail?: string | null;
  requesterInstitution?: string | null;
  fromInstitution?: string | null;
  studentInstitution?: string | null;
  isOutgoing?: boolean | null;
  connectionType?: string | null;
  status?: string | null;
  createdAt?: string | null;
  requestedAt?: string | null;
  message?: string | null;
  requestMessage?: string | null;
  thesisTitle?: string | null;
  researchArea?: string | null;
  metadata?: unknown;
}

export type RequestKind = 'connection' | 'supervisor' | 'examiner';
export type RequestStatus = 'pending' | 'accepted' | 'rejected';

export interface AcademicRequest {
  id: string;
  kind: RequestKind;
  status: RequestStatus;
  isOutgoing: boolean;
  fromUserId: string | null;
  /** Where "View Profile" goes: the requester's profile id, else their user id. */
  requesterId: string | null;
  name: string;
  email: string | null;
  institution: string | null;
  date: string | null;
  message: string | null;
  thesisTitle: string | null;
  researchArea: string | null;
  researchInterests: string[];
  proposedProject: string | null;
}

export interface RequestMetadata {
  thesisTitle?: string;
  researchArea?: string;
  researchInterests?: string[];
  proposedProject?: string;
  message?: string;
}

/** Metadata may be an object, JSON text, or JSON text inside JSON text. */
export function parseMetadata(value: unknown): RequestMetadata {
  let v = value;
  for (let i = 0; i < 3 && typeof v === 'string'; i++) {
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      return {};
    }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const o = v as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : undefined);
  const interests = Array.isArray(o.researchInterests)
    ? o.researchInterests.filter((x): x is string => typeof x === 'string' && x.trim() !== '')
    : typeof o.researchInterests === 'string' && o.researchInterests.trim()
      ? o.researchInterests
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined;
  return {
    thesisTitle: text(o.thesisTitle),
    researchArea: text(o.researchArea),
    researchInterests: interests,
    proposedProject: text(o.proposedProject),
    message: text(o.message),
  };
}

const kindOf = (type: string | null | undefined): RequestKind =>
  type === 'examiner_request' ? 'examiner' : type === 'supervisor_request' ? 'supervisor' : 'connection';

/** Pending, accepted, or (anything else) shown the declined way (spec 1 §4). */
const statusOf = (status: string | null | undefined): RequestStatus =>
  status === 'pending' || status === 'accepted' ? status : 'rejected';

export function normaliseRequest(raw: RawAcademicRequest, currentUserId?: string | null): AcademicRequest {
  const meta = parseMetadata(raw.metadata);
  const first = (...xs: (string | null | undefined)[]) =>
    xs.find((x) => typeof x === 'string' && x.trim() !== '') ?? null;
  const isOutgoing =
    typeof raw.isOutgoing === 'boolean'
      ? raw.isOutgoing
      : Boolean(currentUserId && raw.fromUserId && raw.fromUserId === currentUserId);
  return {
    id: raw.id,
    kind: kindOf(raw.connectionType),
    status: statusOf(raw.status),
    isOutgoing,
    fromUserId: raw.fromUserId ?? null,
    requesterId: first(raw.fromProfileId, raw.fromUserId),
    name:
      first(raw.requesterName, raw.fromName, raw.fromProfile?.name, raw.studentName) ?? 'Unknown Researcher',
    email: first(raw.requesterEmail, raw.fromEmail, raw.fromProfile?.email, raw.studentEmail),
    institution: first(
      raw.requesterInstitution,
      raw.fromInstitution,
      raw.fromProfile?.institution,
      raw.studentInstitution,
    ),
    date: first(raw.createdAt, raw.requestedAt),
    message: first(raw.message, raw.requestMessage, meta.message),
    thesisTitle: first(raw.thesisTitle, meta.thesisTitle),
    researchArea: first(raw.researchArea, meta.researchArea),
    researchInterests: meta.researchInterests ?? [],
    proposedProject: meta.proposedProject ?? null,
  };
}

const time = (date: string | null) => {
  const t = date ? Date.parse(date) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
};

/**
 * The dashboard's Requests card (spec 1 §4): incoming connection requests and incoming examiner
 * (and supervisor) requests merged into one list, newest first.
 */
export function incomingRequestsNewestFirst(
  raws: readonly RawAcademicRequest[],
  currentUserId?: string | null,
): AcademicRequest[] {
  return raws
    .map((r) => normaliseRequest(r, currentUserId))
    .filter((r) => !r.isOutgoing)
    .sort((a, b) => time(b.date) - time(a.date));
}

export const requestKindLabel: Record<RequestKind, string> = {
  connection: 'Connection request',
  supervisor: 'Supervisor request',
  examiner: 'Examiner request',
};

export const requestStatusLabel: Record<RequestStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Declined',
};
