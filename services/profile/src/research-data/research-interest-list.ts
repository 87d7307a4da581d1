import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import {
  RESEARCH_INTEREST_DAILY_LIMIT,
  RESEARCH_INTERESTS_PER_DAY,
  type ResearchInterest,
} from '@app/contracts/profile/http';
import {
  MERGE_INTO_ITSELF,
  RESEARCH_INTEREST_EXISTS,
  RESEARCH_INTEREST_NOT_FOUND,
  type ResearchInterestChange,
  type ResearchInterestUsage,
  type ResearchInterestUsageList,
  type ResearchInterestUsageQuery,
} from '@app/contracts/profile/research-interests';
import {
  HttpError,
  badRequest,
  conflict,
  notFound,
  type EventPublisher,
  type PublishMeta,
} from '@app/service-kit';
import { profilesStore } from '../shared/profiles-store';
import { researchInterestsStore } from './research-interests-store';
import { snapshotOf } from '../shared/profile-views';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The shared list of research interests: people add names to it (a few a day each), administrators
 * rename, merge and remove them. A change that alters what profiles hold publishes each holder's
 * new snapshot in the same transaction, so every read model (projects' relevance, networking's
 * finders) shows the new name or loses the removed one.
 */
export class ResearchInterestList {
  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
  ) {}

  /** Adds a name, or answers the one already there (which never counts toward the daily limit). */
  async add(user: UserContext, name: string): Promise<{ interest: ResearchInterest; created: boolean }> {
    const existing = await researchInterestsStore.byName(this.db, name);
    if (existing) return { interest: existing, created: false };
    return this.db.transaction(async (trx) => {
      // One person's additions are counted one at a time, so simultaneous ones cannot pass the limit together.
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`research-interest-adder:${user.userId}`]);
      const added = await researchInterestsStore.createdSince(
        trx,
        user.userId,
        new Date(Date.now() - DAY_MS),
      );
      if (added >= RESEARCH_INTERESTS_PER_DAY) {
        const again = await researchInterestsStore.byName(trx, name);
        if (again) return { interest: again, created: false };
        throw new HttpError(429, 'RESEARCH_INTEREST_DAILY_LIMIT', RESEARCH_INTEREST_DAILY_LIMIT);
      }
      return researchInterestsStore.findOrCreate(trx, name, user.userId);
    });
  }

  async usage(query: ResearchInterestUsageQuery): Promise<ResearchInterestUsageList> {
    const { rows, total } = await researchInterestsStore.usage(this.db, query);
    return { interests: rows, total, page: query.page, pageSize: query.pageSize };
  }

  /** Renames; 409 RESEARCH_INTEREST_EXISTS when another interest has the name (merge into it instead). */
  rename(id: string, name: string, meta: PublishMeta): Promise<ResearchInterestChange> {
    return this.db.transaction(async (trx) => {
      const before = await this.lock(trx, id);
      const other = await researchInterestsStore.otherNamed(trx, name, id);
      if (other)
        throw conflict(
          `“${other.name}” is already a research interest. Merge “${before.name}” into it instead.`,
          RESEARCH_INTEREST_EXISTS,
        );
      if (before.name === name) return { before, after: before, holdersChanged: 0 };
      await researchInterestsStore.rename(trx, id, name);
      const holders = await researchInterestsStore.holders(trx, id);
      await this.republish(trx, holders, meta);
      return { before, after: await researchInterestsStore.usageOf(trx, id), holdersChanged: holders.length };
    });
  }

  /** Moves every holder of `id` to `intoId` and removes `id`. */
  merge(id: string, intoId: string, meta: PublishMeta): Promise<ResearchInterestChange> {
    if (id === intoId) throw badRequest(MERGE_INTO_ITSELF, 'MERGE_INTO_ITSELF');
    return this.db.transaction(async (trx) => {
      // Locked in one order whichever way round, so two opposite merges cannot deadlock.
      const [first, second] = [id, intoId].sort();
      const locked = new Map([
        [first!, await this.lock(trx, first!)],
        [second!, await this.lock(trx, second!)],
      ]);
      const before = locked.get(id)!;
      const holders = await researchInterestsStore.holders(trx, id);
      await researchInterestsStore.moveHolders(trx, id, intoId);
      await researchInterestsStore.remove(trx, id);
      await this.republish(trx, holders, meta);
      return {
        before,
        after: await researchInterestsStore.usageOf(trx, intoId),
        holdersChanged: holders.length,
      };
    });
  }

  /** Removes the interest from the list and from every holder's interests. */
  remove(id: string, meta: PublishMeta): Promise<ResearchInterestChange> {
    return this.db.transaction(async (trx) => {
      const before = await this.lock(trx, id);
      const holders = await researchInterestsStore.holders(trx, id);
      await researchInterestsStore.remove(trx, id);
      await this.republish(trx, holders, meta);
      return { before, after: null, holdersChanged: holders.length };
    });
  }

  private async lock(trx: Knex.Transaction, id: string): Promise<ResearchInterestUsage> {
    const interest = await researchInterestsStore.lockUsage(trx, id);
    if (!interest) throw notFound(RESEARCH_INTEREST_NOT_FOUND, 'RESEARCH_INTEREST_NOT_FOUND');
    return interest;
  }

  /** Each holder's profile as a new version, and its snapshot. */
  private async republish(trx: Knex.Transaction, profileIds: readonly string[], meta: PublishMeta) {
    for (const profileId of [...profileIds].sort()) {
      const touched = await profilesStore.touch(trx, profileId);
      await this.events.publish(trx, 'profile.profile.updated', await snapshotOf(trx, touched), meta);
    }
  }
}
