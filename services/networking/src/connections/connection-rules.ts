import type {
  ConnectionEvent,
  ConnectionStatus,
  ConnectionType,
  networkingEvents,
} from '@app/contracts/networking/events';
import type { ConnectionStatusForViewer } from '@app/contracts/networking/http';
import type { Party } from '../shared/people';

/** A row of academic_connections: a research-interest connection, or a supervisor or examiner request. */
export interface ConnectionRow {
  id: string;
  fromUserId: string;
  toUserId: string;
  fromProfileId: string | null;
  toProfileId: string | null;
  connectionType: ConnectionType;
  status: ConnectionStatus;
  strength: number;
  metadata: ConnectionMetadata;
  message: string | null;
  createdAt: string;
  respondedAt: string | null;
}

export interface ConnectionMetadata {
  thesisTitle?: string;
  researchArea?: string;
  researchInterests?: string[];
  proposedProject?: string;
  message?: string;
}

type Role = 'requester' | 'addressee' | 'stranger';

function roleOf(conn: Pick<ConnectionRow, 'fromUserId' | 'toUserId'>, userId: string): Role {
  if (conn.fromUserId === userId) return 'requester';
  if (conn.toUserId === userId) return 'addressee';
  return 'stranger';
}

/** The other person of a connection, seen from one of its parties. */
export function otherParty(
  conn: Pick<ConnectionRow, 'fromUserId' | 'toUserId' | 'fromProfileId' | 'toProfileId'>,
  userId: string,
): { userId: string; profileId: string | null } {
  return conn.fromUserId === userId
    ? { userId: conn.toUserId, profileId: conn.toProfileId }
    : { userId: conn.fromUserId, profileId: conn.fromProfileId };
}

export type Verdict = { ok: true } | { ok: false; reason: 'not_found' | 'not_allowed' | 'not_pending' };

/**
 * Only the addressee answers a request, and only while it is pending. Strangers are told the
 * connection does not exist (they must not learn about other people's connections).
 */
export function mayRespond(conn: ConnectionRow | undefined, userId: string): Verdict {
  if (!conn) return { ok: false, reason: 'not_found' };
  const party = roleOf(conn, userId);
  if (party === 'stranger') return { ok: false, reason: 'not_found' };
  if (party === 'requester') return { ok: false, reason: 'not_allowed' };
  if (conn.status !== 'pending') return { ok: false, reason: 'not_pending' };
  return { ok: true };
}

/**
 * Either side removes an accepted (or declined) connection; a pending request is withdrawn by the
 * person who sent it, while the addressee declines it instead.
 */
export function mayRemove(conn: ConnectionRow | undefined, userId: string): Verdict {
  if (!conn) return { ok: false, reason: 'not_found' };
  const party = roleOf(conn, userId);
  if (party === 'stranger') return { ok: false, reason: 'not_found' };
  if (conn.status === 'pending' && party === 'addressee') return { ok: false, reason: 'not_allowed' };
  return { ok: true };
}

export type ConnectionAction = 'requested' | 'accepted' | 'declined' | 'removed';

type NetworkingEventType = keyof typeof networkingEvents;

/**
 * The event that records each action on each type of connection, written out in full so that a
 * search for an event type finds its publisher. Removing any kind of connection (or withdrawing a
 * request) is `networking.connection.removed`.
 */
const EVENT_TYPES = {
  research_interest: {
    requested: 'networking.connection.requested',
    accepted: 'networking.connection.accepted',
    declined: 'networking.connection.declined',
    removed: 'networking.connection.removed',
  },
  supervisor_request: {
    requested: 'networking.supervisor_request.created',
    accepted: 'networking.supervisor_request.accepted',
    declined: 'networking.supervisor_request.declined',
    removed: 'networking.connection.removed',
  },
  examiner_request: {
    requested: 'networking.examiner_request.created',
    accepted: 'networking.examiner_request.accepted',
    declined: 'networking.examiner_request.declined',
    removed: 'networking.connection.removed',
  },
} as const satisfies Record<ConnectionType, Record<ConnectionAction, NetworkingEventType>>;

/** The event that records an action on a connection of a given type. */
export function eventTypeFor(type: ConnectionType, action: ConnectionAction): NetworkingEventType {
  return EVENT_TYPES[type][action];
}

/**
 * What a research-interest connection means for one researcher's card in discovery.
 * `mayNotAskYet`: the viewer may not send them a request for now (request-cooldown.ts); the card
 * then says only that, never why or until when.
 */
export function connectionStatusFor(
  conn: Pick<ConnectionRow, 'fromUserId' | 'toUserId' | 'status'> | undefined,
  viewerUserId: string,
  mayNotAskYet = false,
): ConnectionStatusForViewer {
  if (conn?.status === 'accepted') return 'connected';
  if (conn?.status === 'pending')
    return conn.fromUserId === viewerUserId ? 'pending_sent' : 'pending_received';
  return mayNotAskYet ? 'not_possible_yet' : 'none';
}

/** Outgoing supervisor and examiner requests speak of "declined" where the record says "rejected". */
export function requestStatus(status: ConnectionStatus): 'pending' | 'accepted' | 'declined' {
  return status === 'rejected' ? 'declined' : status;
}

/** The record's status for one the outgoing lists speak of. */
export function storedStatus(status: 'pending' | 'accepted' | 'declined'): ConnectionStatus {
  return status === 'declined' ? 'rejected' : status;
}

/** The payload of every connection event: who asked whom, who acted, and what a notification needs. */
export function connectionEvent(
  conn: ConnectionRow,
  from: Party,
  to: Party,
  actorUserId: string,
  occurredAt: string,
): ConnectionEvent {
  return {
    connectionId: conn.id,
    connectionType: conn.connectionType,
    status: conn.status,
    fromUserId: conn.fromUserId,
    fromProfileId: conn.fromProfileId,
    fromName: from.name,
    fromEmail: from.email,
    toUserId: conn.toUserId,
    toProfileId: conn.toProfileId,
    toName: to.name,
    toEmail: to.email,
    actorUserId,
    message: conn.message,
    thesisTitle: conn.metadata.thesisTitle ?? null,
    researchArea: conn.metadata.researchArea ?? null,
    occurredAt,
  };
}
