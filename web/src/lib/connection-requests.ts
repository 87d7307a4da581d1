import type { ConnectionRequest } from '@app/contracts/networking/http';

/** What a request asks, as its dialogs and rows show it: a direct field first, else its metadata. */
export interface RequestDetails {
  message: string | null;
  thesisTitle: string | null;
  researchArea: string | null;
  researchInterests: string[];
  proposedProject: string | null;
}

export function requestDetails(r: ConnectionRequest): RequestDetails {
  return {
    message: r.message || r.metadata.message || null,
    thesisTitle: r.thesisTitle || r.metadata.thesisTitle || null,
    researchArea: r.researchArea || r.metadata.researchArea || null,
    researchInterests: r.metadata.researchInterests ?? [],
    proposedProject: r.metadata.proposedProject || null,
  };
}

/** Where "View Profile" goes (/researcher/{id}): the requester's profile id (spec 1 §2), else user id. */
export const requesterPageId = (r: ConnectionRequest): string => r.fromProfileId || r.fromUserId;

/** Newest first by when the request was made. */
export function newestFirst<T extends { requestedAt: string | null }>(rows: T[]): T[] {
  const time = (row: T) => (row.requestedAt ? Date.parse(row.requestedAt) || 0 : 0);
  return rows.sort((a, b) => time(b) - time(a));
}
