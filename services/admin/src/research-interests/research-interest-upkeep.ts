import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import {
  researchInterestMessages,
  type AdminResearchInterestList,
  type AdminResearchInterestQuery,
  type ResearchInterestAction,
  type ResearchInterestActionResponse,
} from '@app/contracts/admin/research-interests';
import type { ResearchInterestChange } from '@app/contracts/profile/research-interests';
import type { PublishMeta } from '@app/service-kit';
import type { ProfileClient } from './profile-client';
import { auditLogStore } from '../audit-log';

/** What the audit log keeps of a change to the shared list: the interests by id and name, and the holders. */
function interestAuditDetails(
  action: ResearchInterestAction,
  change: ResearchInterestChange,
): Record<string, unknown> {
  const { before, after } = change;
  const details: Record<string, unknown> = {
    interestId: before.id,
    name: before.name,
    holderCount: change.holdersChanged,
  };
  if (action === 'rename_research_interest') details.newName = after?.name ?? null;
  if (action === 'merge_research_interests')
    Object.assign(details, { intoId: after?.id, intoName: after?.name });
  return details;
}

/**
 * Administrators' upkeep of the research-interest list. Profile makes the change (it owns the
 * list and what each profile holds); once it has confirmed, the audit entry is written. A change
 * profile refused (a name taken, an interest gone) is not one, and is not recorded.
 */
export class ResearchInterestUpkeep {
  constructor(
    private readonly db: Knex,
    private readonly profile: ProfileClient,
  ) {}

  list(query: AdminResearchInterestQuery, meta: PublishMeta): Promise<AdminResearchInterestList> {
    return this.profile.researchInterests(query, meta.requestId);
  }

  rename(id: string, name: string, actor: UserContext, meta: PublishMeta) {
    return this.record('rename_research_interest', actor, () =>
      this.profile.renameResearchInterest(id, name, meta.requestId),
    );
  }

  merge(id: string, intoId: string, actor: UserContext, meta: PublishMeta) {
    return this.record('merge_research_interests', actor, () =>
      this.profile.mergeResearchInterest(id, intoId, meta.requestId),
    );
  }

  remove(id: string, actor: UserContext, meta: PublishMeta) {
    return this.record('remove_research_interest', actor, () =>
      this.profile.removeResearchInterest(id, meta.requestId),
    );
  }

  private async record(
    action: ResearchInterestAction,
    actor: UserContext,
    command: () => Promise<ResearchInterestChange>,
  ): Promise<ResearchInterestActionResponse> {
    const change = await command();
    await auditLogStore.insert(this.db, {
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action,
      outcome: 'succeeded',
      targetUserId: null,
      targetEmail: null,
      details: interestAuditDetails(action, change),
    });
    return { success: true, message: researchInterestMessages[action], change };
  }
}
