import type { ConnectionRequest } from '@app/contracts/networking/http';
import { TOTAL_COUNT_HEADER } from '@app/contracts/networking/headers';
import type { MockHandler, RecordedCall } from './mock-api';

/**
 * Stand-ins for the server's paged lists of a person's own connections and requests: they keep
 * the query's filters and page (`limit`, `offset`, `search` on `nameOf`, `people`) and give the
 * total in X-Total-Count, so a screen that asked for the wrong slice shows the wrong rows.
 */
export function pagedList<T>(
  rows: readonly T[] | (() => readonly T[]),
  nameOf: (row: T) => string,
  peopleOf: (row: T) => readonly (string | null)[],
  matches: (row: T, query: URLSearchParams) => boolean = () => true,
): MockHandler {
  return ({ query }: RecordedCall) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const people = query.getAll('people');
    const all = (typeof rows === 'function' ? rows() : rows).filter(
      (r) =>
        matches(r, query) &&
        nameOf(r).toLowerCase().includes(search) &&
        (people.length === 0 || peopleOf(r).some((id) => id !== null && people.includes(id))),
    );
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 50);
    return {
      status: 200,
      body: all.slice(offset, offset + limit),
      headers: { [TOTAL_COUNT_HEADER]: String(all.length) },
    };
  };
}

/** `GET /api/academic-connections/requests`, narrowed by direction, type, status and id as the server does. */
export function requestsServer(rows: readonly ConnectionRequest[] | (() => readonly ConnectionRequest[])) {
  return pagedList(
    rows,
    (r) => (r.isOutgoing ? r.toProfile.name : r.requesterName),
    (r) => (r.isOutgoing ? [r.toUserId, r.toProfileId] : [r.fromUserId, r.fromProfileId]),
    (r, q) =>
      (!q.get('direction') || r.isOutgoing === (q.get('direction') === 'outgoing')) &&
      (!q.get('type') || r.connectionType === q.get('type')) &&
      (!q.has('status') || q.getAll('status').includes(r.status)) &&
      (!q.get('id') || r.id === q.get('id')),
  );
}
