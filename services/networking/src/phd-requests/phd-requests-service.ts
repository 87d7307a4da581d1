import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type {
  CreateExaminerRequestBody,
  CreateSupervisorRequestBody,
  OutgoingExaminerRequest,
  OutgoingRequestsQuery,
  OutgoingSupervisorRequest,
} from '@app/contracts/networking/http';
import { badRequest, conflict, notFound, type PublishMeta } from '@app/service-kit';
import { conflictMessage } from '../shared/conflicts';
import {
  connectionsStore,
  refuseWhileDeclined,
  requestStatus,
  retryOnceOnUniqueViolation,
  storedStatus,
  type ConnectionRow,
  type ConnectionsService,
} from '../connections';
import { shownEmail } from '../shared/people';
import type { ResearcherRow } from '../shared/researchers';
import { researchersStore } from '../shared/researchers-store';
import { examinerConflictsOf } from '../shared/examiner-conflicts';
import { partiesOf } from '../shared/parties';

type Kind = 'supervisor' | 'examiner';
const TYPE = { supervisor: 'supervisor_request', examiner: 'examiner_request' } as const;
const WORDING = {
  supervisor: {
    notFound: 'Supervisor not found',
    self: 'You cannot ask yourself to supervise your thesis.',
    unavailable: 'This researcher is not available for PhD supervision.',
    duplicate: 'You already have a pending supervision request with this researcher.',
  },
  examiner: {
    notFound: 'Examiner not found',
    self: 'You cannot ask yourself to examine your thesis.',
    unavailable: 'This researcher is not available for PhD examination.',
    duplicate: 'You already have a pending examination request with this researcher.',
  },
} as const;

interface OutgoingRequest {
  id: string;
  profileId: string | null;
  userId: string;
  name: string;
  email: string | null;
  institution: string | null;
  requestedAt: string;
  respondedAt: string | null;
  status: 'pending' | 'accepted' | 'declined';
  thesisTitle: string;
  researchArea: string;
  requestMessage: string;
}

/** PhD supervisor and examiner requests; they are answered through the connection calls. */
export class PhdRequestsService {
  constructor(
    private readonly db: Knex,
    private readonly connections: ConnectionsService,
  ) {}

  async requestSupervisor(
    me: UserContext,
    body: CreateSupervisorRequestBody,
    meta: PublishMeta,
  ): Promise<OutgoingSupervisorRequest> {
    const r = await this.send('supervisor', me, body.supervisorId, body, meta);
    return toSupervisorRequest(r);
  }

  async requestExaminer(
    me: UserContext,
    body: CreateExaminerRequestBody,
    meta: PublishMeta,
  ): Promise<OutgoingExaminerRequest> {
    const r = await this.send('examiner', me, body.examinerId, body, meta);
    return toExaminerRequest(r);
  }

  private async send(
    kind: Kind,
    me: UserContext,
    targetId: string,
    details: { thesisTitle: string; researchArea: string; message: string },
    meta: PublishMeta,
  ): Promise<OutgoingRequest> {
    const words = WORDING[kind];
    const target = await researchersStore.byAnyId(this.db, targetId);
    if (!target) throw notFound(words.notFound, `${kind.toUpperCase()}_NOT_FOUND`);
    if (target.userId === me.userId) throw badRequest(words.self, 'SELF_REQUEST');
    const available = kind === 'supervisor' ? target.availableForSupervision : target.availableForExamination;
    if (!available) throw conflict(words.unavailable, 'NOT_AVAILABLE');
    if (kind === 'examiner') {
      const conflicted = (await examinerConflictsOf(this.db, me.userId)).get(target.userId);
      if (conflicted) throw conflict(conflictMessage(conflicted), 'CONFLICT_OF_INTEREST');
    }
    const mine = await researchersStore.byUserId(this.db, me.userId);
    const type = TYPE[kind];
    const row = await retryOnceOnUniqueViolation(this.db, async (trx) => {
      if (await connectionsStore.pendingRequest(trx, me.userId, target.userId, type)) {
        throw conflict(words.duplicate, 'DUPLICATE_REQUEST');
      }
      await refuseWhileDeclined(trx, me.userId, target.userId, type);
      return this.connections.create(
        trx,
        {
          fromUserId: me.userId,
          toUserId: target.userId,
          fromProfileId: mine?.profileId ?? null,
          toProfileId: target.profileId,
          connectionType: type,
          metadata: {
            thesisTitle: details.thesisTitle,
            researchArea: details.researchArea,
            message: details.message,
          },
          message: details.message,
        },
        me,
        meta,
      );
    });
    return outgoing(row, target);
  }

  async outgoingSupervisorRequests(
    me: UserContext,
    query: OutgoingRequestsQuery,
  ): Promise<{ items: OutgoingSupervisorRequest[]; total: number }> {
    const { items, total } = await this.outgoing(me, 'supervisor', query);
    return { items: items.map(toSupervisorRequest), total };
  }

  async outgoingExaminerRequests(
    me: UserContext,
    query: OutgoingRequestsQuery,
  ): Promise<{ items: OutgoingExaminerRequest[]; total: number }> {
    const { items, total } = await this.outgoing(me, 'examiner', query);
    return { items: items.map(toExaminerRequest), total };
  }

  /** A page of my requests of one kind, newest first, and their total. */
  private async outgoing(
    me: UserContext,
    kind: Kind,
    query: OutgoingRequestsQuery,
  ): Promise<{ items: OutgoingRequest[]; total: number }> {
    const { rows, total } = await connectionsStore.page(
      this.db,
      {
        userId: me.userId,
        direction: 'outgoing',
        types: [TYPE[kind]],
        statuses: query.status ? [storedStatus(query.status)] : undefined,
        people: query.people,
        search: query.search,
        newestBy: 'createdAt',
      },
      query,
    );
    const parties = await partiesOf(
      this.db,
      rows.map((r) => r.toUserId),
    );
    const items = rows.map((row) => {
      const p = parties.get(row.toUserId)!;
      return outgoing(row, p.researcher, { name: p.name, email: p.shownEmail });
    });
    return { items, total };
  }
}

function outgoing(
  row: ConnectionRow,
  target: ResearcherRow | null,
  fallback?: { name: string; email: string | null },
): OutgoingRequest {
  const m = row.metadata ?? {};
  return {
    id: row.id,
    profileId: target?.profileId ?? row.toProfileId,
    userId: row.toUserId,
    name: target?.name ?? fallback?.name ?? 'Unknown Researcher',
    email: target ? shownEmail(target) : (fallback?.email ?? null),
    institution: target?.institution ?? null,
    requestedAt: row.createdAt,
    respondedAt: row.respondedAt,
    status: requestStatus(row.status),
    thesisTitle: m.thesisTitle ?? '',
    researchArea: m.researchArea ?? '',
    requestMessage: row.message ?? m.message ?? '',
  };
}

const toSupervisorRequest = (r: OutgoingRequest): OutgoingSupervisorRequest => ({
  id: r.id,
  supervisorId: r.profileId,
  supervisorUserId: r.userId,
  supervisorName: r.name,
  supervisorEmail: r.email,
  supervisorInstitution: r.institution,
  requestedAt: r.requestedAt,
  respondedAt: r.respondedAt,
  status: r.status,
  thesisTitle: r.thesisTitle,
  researchArea: r.researchArea,
  requestMessage: r.requestMessage,
});

const toExaminerRequest = (r: OutgoingRequest): OutgoingExaminerRequest => ({
  id: r.id,
  examinerId: r.profileId,
  examinerUserId: r.userId,
  examinerName: r.name,
  examinerEmail: r.email,
  examinerInstitution: r.institution,
  requestedAt: r.requestedAt,
  respondedAt: r.respondedAt,
  status: r.status,
  thesisTitle: r.thesisTitle,
  researchArea: r.researchArea,
  requestMessage: r.requestMessage,
});
