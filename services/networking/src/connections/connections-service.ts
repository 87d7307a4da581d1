import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type { ConnectionType } from '@app/contracts/networking/events';
import type {
  AcademicConnection,
  ConnectionRequest,
  ConnectionRequestsQuery,
  CreateConnectionResponse,
  MyConnection,
  MyConnectionsQuery,
} from '@app/contracts/networking/http';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  type EventPublisher,
  type PublishMeta,
} from '@app/service-kit';
import {
  connectionEvent,
  eventTypeFor,
  mayRemove,
  mayRespond,
  otherParty,
  type ConnectionAction,
  type ConnectionRow,
  type Verdict,
} from './connection-rules';
import { askAgainFrom, cooldownMessage, NOT_POSSIBLE_YET_MESSAGE } from './request-cooldown';
import { connectionsStore, isUniqueViolation, type NewConnection } from './connections-store';
import { peopleStore } from '../shared/people-store';
import { requestDeclinesStore } from './request-declines-store';
import { researchersStore } from '../shared/researchers-store';
import { partiesOf } from '../shared/parties';

const CONNECTION_NOT_FOUND = 'Connection not found';

function toAcademicConnection(row: ConnectionRow): AcademicConnection {
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    fromProfileId: row.fromProfileId,
    toProfileId: row.toProfileId,
    connectionType: row.connectionType,
    status: row.status,
    strength: row.strength,
    metadata: row.metadata ?? {},
    message: row.message,
    createdAt: row.createdAt,
    respondedAt: row.respondedAt,
  };
}

/** Throws the reply a refused verdict deserves. */
function enforce(verdict: Verdict, notAllowedMessage: string): void {
  if (verdict.ok) return;
  if (verdict.reason === 'not_found') throw notFound(CONNECTION_NOT_FOUND, 'CONNECTION_NOT_FOUND');
  if (verdict.reason === 'not_allowed') throw forbidden(notAllowedMessage, 'NOT_ALLOWED');
  throw conflict('This request has already been answered.', 'ALREADY_ANSWERED');
}

/**
 * Runs a write transaction; if a concurrent one stored the same live connection first (the
 * database's unique index refused ours), runs it once more so it sees that row and answers as the
 * rules say (a duplicate, or a reverse request to accept).
 */
export async function retryOnceOnUniqueViolation<T>(
  db: Knex,
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return db.transaction(work);
  }
}

export class ConnectionsService {
  /**
   * `onWriteEnded` is told after every write to connections through this process has ended
   * (committed or not), so what was derived from connections before can tell it may be out of date.
   */
  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
    private readonly onWriteEnded: () => void = () => undefined,
  ) {}

  /** Runs a write and reports it ended once it has, whatever the outcome. */
  private async writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      this.onWriteEnded();
    }
  }

  /** Stores a new connection or request and publishes the event that announces it. */
  async create(
    trx: Knex.Transaction,
    row: NewConnection,
    me: UserContext,
    meta: PublishMeta,
  ): Promise<ConnectionRow> {
    const created = await connectionsStore.insert(trx, row);
    await this.publish(trx, created, 'requested', me, meta);
    return created;
  }

  async publish(
    trx: Knex.Transaction,
    row: ConnectionRow,
    action: ConnectionAction,
    me: UserContext,
    meta: PublishMeta,
  ): Promise<void> {
    const parties = await partiesOf(trx, [row.fromUserId, row.toUserId], me);
    await this.events.publish(
      trx,
      eventTypeFor(row.connectionType, action),
      connectionEvent(
        row,
        parties.get(row.fromUserId)!,
        parties.get(row.toUserId)!,
        me.userId,
        new Date().toISOString(),
      ),
      meta,
    );
  }

  /**
   * Asks to connect with a researcher (by profile id) or a person (by user id). If they had already
   * asked me, their request is accepted instead.
   */
  async request(
    me: UserContext,
    target: { profileId?: string; userId?: string },
    message: string | null,
    meta: PublishMeta,
  ): Promise<CreateConnectionResponse> {
    const them = await this.findTarget(target);
    if (them.userId === me.userId) throw badRequest('You cannot connect with yourself.', 'SELF_CONNECTION');
    const mine = await researchersStore.byUserId(this.db, me.userId);

    const outcome = await this.writing(() =>
      retryOnceOnUniqueViolation(this.db, async (trx) => {
        const live = await connectionsStore.livePair(trx, me.userId, them.userId);
        if (live?.status === 'accepted') {
          throw conflict('You are already connected with this researcher.', 'ALREADY_CONNECTED');
        }
        if (live && live.fromUserId === me.userId) {
          throw conflict(
            'You have already sent a connection request to this researcher.',
            'DUPLICATE_REQUEST',
          );
        }
        if (live) {
          const accepted = await connectionsStore.setStatus(trx, live.id, 'accepted');
          await this.publish(trx, accepted, 'accepted', me, meta);
          return { row: accepted, acceptedExistingRequest: true };
        }
        await refuseWhileDeclined(trx, me.userId, them.userId, 'research_interest');
        const row = await this.create(
          trx,
          {
            fromUserId: me.userId,
            toUserId: them.userId,
            fromProfileId: mine?.profileId ?? null,
            toProfileId: them.profileId,
            connectionType: 'research_interest',
            metadata: message ? { message } : {},
            message,
          },
          me,
          meta,
        );
        return { row, acceptedExistingRequest: false };
      }),
    );
    return { ...toAcademicConnection(outcome.row), acceptedExistingRequest: outcome.acceptedExistingRequest };
  }

  private async findTarget(target: { profileId?: string; userId?: string }) {
    if (target.profileId) {
      const r = await researchersStore.byProfileId(this.db, target.profileId);
      if (!r) throw notFound('Researcher not found', 'RESEARCHER_NOT_FOUND');
      return { userId: r.userId, profileId: r.profileId };
    }
    const userId = target.userId!;
    const r = await researchersStore.byUserId(this.db, userId);
    if (r) return { userId, profileId: r.profileId };
    if (!(await peopleStore.byUserId(this.db, userId)))
      throw notFound('Researcher not found', 'RESEARCHER_NOT_FOUND');
    return { userId, profileId: null };
  }

  /** The addressee accepts or declines a pending request of any kind. */
  async respond(
    me: UserContext,
    id: string,
    response: 'accepted' | 'rejected',
    meta: PublishMeta,
  ): Promise<AcademicConnection> {
    const row = await this.writing(() =>
      this.db.transaction(async (trx) => {
        const conn = await connectionsStore.byIdForUpdate(trx, id);
        enforce(mayRespond(conn, me.userId), 'Only the person who received this request can respond to it.');
        const answered = await connectionsStore.setStatus(trx, id, response);
        if (response === 'rejected') await requestDeclinesStore.record(trx, answered);
        await this.publish(trx, answered, response === 'accepted' ? 'accepted' : 'declined', me, meta);
        return answered;
      }),
    );
    return toAcademicConnection(row);
  }

  /** Either side removes a connection; a pending request is withdrawn by its sender. */
  async remove(me: UserContext, id: string, meta: PublishMeta): Promise<void> {
    await this.writing(() =>
      this.db.transaction(async (trx) => {
        const conn = await connectionsStore.byIdForUpdate(trx, id);
        enforce(mayRemove(conn, me.userId), 'Decline this request instead: only its sender can withdraw it.');
        await connectionsStore.remove(trx, id);
        await this.publish(trx, conn!, 'removed', me, meta);
      }),
    );
  }

  /** "Dashboard Cleanup": removes the requests addressed to me that are pending or were declined. */
  async clearRequests(me: UserContext, meta: PublishMeta): Promise<number> {
    return this.writing(() =>
      this.db.transaction(async (trx) => {
        const rows = await connectionsStore.clearable(trx, me.userId);
        await connectionsStore.removeMany(
          trx,
          rows.map((r) => r.id),
        );
        for (const row of rows) await this.publish(trx, row, 'removed', me, meta);
        return rows.length;
      }),
    );
  }

  /** A page of the requests involving me (both directions unless narrowed), newest first, and their total. */
  async requests(
    me: UserContext,
    query: ConnectionRequestsQuery,
  ): Promise<{ items: ConnectionRequest[]; total: number }> {
    const { rows, total } = await connectionsStore.page(
      this.db,
      {
        userId: me.userId,
        direction: query.direction ?? 'either',
        types: query.type ? [query.type] : undefined,
        statuses: query.status,
        id: query.id,
        people: query.people,
        search: query.search,
        newestBy: 'createdAt',
      },
      query,
    );
    const parties = await partiesOf(
      this.db,
      rows.flatMap((r) => [r.fromUserId, r.toUserId]),
      me,
    );
    const items = rows.map((row) => {
      const from = parties.get(row.fromUserId)!;
      const to = parties.get(row.toUserId)!;
      const metadata = row.metadata ?? {};
      return {
        id: row.id,
        fromUserId: row.fromUserId,
        toUserId: row.toUserId,
        fromProfileId: from.profileId ?? row.fromProfileId,
        toProfileId: to.profileId ?? row.toProfileId,
        fromProfile: { name: from.name, email: from.shownEmail },
        toProfile: {
          userId: to.userId,
          profileId: to.profileId ?? row.toProfileId,
          name: to.name,
          email: to.shownEmail,
          institution: to.institution,
        },
        requesterName: from.name,
        fromName: from.name,
        requesterEmail: from.shownEmail,
        fromEmail: from.shownEmail,
        requesterInstitution: from.institution,
        fromInstitution: from.institution,
        isOutgoing: row.fromUserId === me.userId,
        connectionType: row.connectionType,
        status: row.status,
        createdAt: row.createdAt,
        requestedAt: row.createdAt,
        respondedAt: row.respondedAt,
        message: row.message,
        requestMessage: row.message,
        thesisTitle: metadata.thesisTitle ?? null,
        researchArea: metadata.researchArea ?? null,
        metadata,
      };
    });
    return { items, total };
  }

  /** A page of my accepted connections, newest first, with the other person's profile, and their total. */
  async myConnections(
    me: UserContext,
    query: MyConnectionsQuery,
  ): Promise<{ items: MyConnection[]; total: number }> {
    const { rows, total } = await connectionsStore.page(
      this.db,
      {
        userId: me.userId,
        direction: 'either',
        statuses: ['accepted'],
        people: query.people,
        search: query.search,
        newestBy: 'respondedAt',
      },
      query,
    );
    const parties = await partiesOf(
      this.db,
      rows.map((r) => otherParty(r, me.userId).userId),
    );
    const items = rows.map((row) => {
      const other = parties.get(otherParty(row, me.userId).userId)!;
      const r = other.researcher;
      return {
        id: row.id,
        userId: other.userId,
        profileId: other.profileId,
        name: other.name,
        position: r?.position ?? null,
        institution: other.institution,
        department: r?.department ?? null,
        email: other.shownEmail,
        profileImageUrl: r?.profileImageUrl ?? null,
        researchInterests: r?.researchInterests ?? [],
        connectionType: row.connectionType as ConnectionType,
        connectedAt: row.respondedAt ?? row.createdAt,
      };
    });
    return { items, total };
  }
}

const requestWords: Record<ConnectionType, string> = {
  research_interest: 'connection request',
  supervisor_request: 'supervision request',
  examiner_request: 'examiner request',
};

/**
 * A declined request cannot be sent again by the same person for 30 days (each one would mail the
 * addressee again). 409: a connection request is "not possible yet" (the sender was not told of the
 * decline and is not now); a supervision or examiner request, whose requester was told, with the
 * day they may ask again.
 */
export async function refuseWhileDeclined(
  db: Knex,
  fromUserId: string,
  toUserId: string,
  type: ConnectionType,
): Promise<void> {
  const until = askAgainFrom(await requestDeclinesStore.latest(db, fromUserId, toUserId, type));
  if (!until) return;
  if (type === 'research_interest') throw conflict(NOT_POSSIBLE_YET_MESSAGE, 'NOT_POSSIBLE_YET');
  throw conflict(cooldownMessage(requestWords[type], until), 'DECLINED_RECENTLY');
}
