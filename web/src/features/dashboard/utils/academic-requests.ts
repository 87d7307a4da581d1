import type { ConnectionRequest } from '@app/contracts/networking/http';
import type { ConnectionType, ConnectionStatus } from '@app/contracts/networking/events';
import {
  newestFirst,
  requestDetails,
  requesterPageId,
  type RequestDetails,
} from '../../../lib/connection-requests';

export type RequestKind = 'connection' | 'supervisor' | 'examiner';

/** A request to me as the dashboard's Requests card and its dialog show it. */
export interface AcademicRequest extends RequestDetails {
  id: string;
  kind: RequestKind;
  status: ConnectionStatus;
  isOutgoing: boolean;
  fromUserId: string;
  /** Where "View Profile" goes. */
  requesterId: string;
  name: string;
  email: string | null;
  institution: string | null;
  requestedAt: string;
}

const kindOf: Record<ConnectionType, RequestKind> = {
  research_interest: 'connection',
  supervisor_request: 'supervisor',
  examiner_request: 'examiner',
};

export function toAcademicRequest(r: ConnectionRequest): AcademicRequest {
  return {
    id: r.id,
    kind: kindOf[r.connectionType],
    status: r.status,
    isOutgoing: r.isOutgoing,
    fromUserId: r.fromUserId,
    requesterId: requesterPageId(r),
    name: r.requesterName,
    email: r.requesterEmail,
    institution: r.requesterInstitution,
    requestedAt: r.requestedAt,
    ...requestDetails(r),
  };
}

/**
 * The dashboard's Requests card (spec 1 §4): incoming connection requests and incoming examiner
 * (and supervisor) requests merged into one list, newest first.
 */
export function incomingRequestsNewestFirst(requests: readonly ConnectionRequest[]): AcademicRequest[] {
  return newestFirst(requests.filter((r) => !r.isOutgoing).map(toAcademicRequest));
}

export const requestKindLabel: Record<RequestKind, string> = {
  connection: 'Connection request',
  supervisor: 'Supervisor request',
  examiner: 'Examiner request',
};

export const requestStatusLabel: Record<ConnectionStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Declined',
};
