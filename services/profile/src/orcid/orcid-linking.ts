import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { UserContext } from '@app/contracts';
import {
  HttpError,
  conflict,
  isDeleted,
  notFound,
  profileRequired,
  type EventPublisher,
  type PublishMeta,
} from '@app/service-kit';
import { importRetryDelayMs } from './import-retry';
import { decideLink, linkRefusalMessages, type LinkRefusal } from './orcid-links';
import { mapRecord, type ImportedRecord } from './orcid-mapping';
import { refreshDueAfterImport } from '../shared/refresh-rules';
import type { ProfileRow } from '../shared/profile';
import type { OrcidClient } from './orcid-client';
import { accountsStore } from '../shared/accounts-store';
import { importedRecordsStore } from './imported-records-store';
import { profilesStore } from '../shared/profiles-store';
import { emitter, snapshotOf, type Emit } from '../shared/profile-views';

const refusalCodes: Record<LinkRefusal, string> = {
  'verified-elsewhere': 'ORCID_VERIFIED_ELSEWHERE',
  'claimed-elsewhere': 'ORCID_IN_USE',
  'own-link-verified': 'ORCID_LINK_VERIFIED',
};

const refusal = (reason: LinkRefusal) => conflict(linkRefusalMessages[reason], refusalCodes[reason]);

const ACCOUNT_DELETED = 'This account has been deleted.';

const ORCID_CHANGED_DURING_SYNC = 'Your ORCID link changed while the sync was running. Please try again.';

const NO_ORCID_TO_SYNC = 'Your profile has no ORCID iD linked. Link your iD first.';

const NO_CITATION_METRICS = {
  citationCount: null,
  hIndex: null,
  i10Index: null,
  metricsSource: null,
  metricsFetchedAt: null,
};

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * Linking ORCID iDs to accounts and importing their records. Records are fetched before the
 * transaction (no network wait holds locks); the link, the imported rows and the snapshot event
 * are then written in one transaction, so a failed import leaves the previous data as it was.
 */
export class OrcidLinking {
  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
    private readonly orcid: OrcidClient,
    private readonly log: FastifyBaseLogger,
    private readonly importRetryBaseMs?: number,
  ) {}

  /** `POST /api/orcid/connect`: a typed iD, stored as unverified. */
  async connectTyped(user: UserContext, orcidId: string, meta: PublishMeta): Promise<ProfileRow> {
    // Refuse early, before asking ORCID, when the answer is already known.
    await this.decideOrThrow(this.db, user.userId, orcidId, false);
    const imported = mapRecord(await this.orcid.fetchRecord(orcidId));
    return this.db.transaction(async (trx) => {
      await profilesStore.lockForLink(trx, user.userId, orcidId); // before any row lock
      await accountsStore.ensureFromContext(trx, user);
      return this.link(
        trx,
        { userId: user.userId, orcidId, verified: false, imported },
        emitter(this.events, trx, meta),
      );
    });
  }

  /**
   * An iD the user proved ("Connect with ORCID"): fetch, then link as verified in a transaction of
   * our own. The proof stands without the record, so when ORCID does not answer the iD is linked
   * empty and the import is retried until it succeeds.
   */
  async connectVerified(user: UserContext, orcidId: string, meta: PublishMeta): Promise<ProfileRow> {
    await this.decideOrThrow(this.db, user.userId, orcidId, true);
    const imported = await this.fetchProvenRecord(user.userId, orcidId);
    return this.db.transaction(async (trx) => {
      await profilesStore.lockForLink(trx, user.userId, orcidId); // before any row lock
      await accountsStore.ensureFromContext(trx, user);
      return this.link(
        trx,
        { userId: user.userId, orcidId, verified: true, imported },
        emitter(this.events, trx, meta),
      );
    });
  }

  /**
   * What linking this iD to this user would do, without doing it: the callback of "Connect with
   * ORCID" asks before a proven iD takes another account's typed claim. Throws the refusal.
   */
  async preview(userId: string, orcidId: string, verified: boolean): Promise<'link' | 'take-over'> {
    const decision = await this.decideOrThrow(this.db, userId, orcidId, verified);
    return decision.kind === 'take-over' ? 'take-over' : 'link';
  }

  /**
   * The record for an iD proven through ORCID (at sign-in or with "Connect with ORCID"), or null
   * when ORCID cannot give it now: such a link never depends on ORCID answering (it is linked
   * empty, and `OrcidImportRetry` fills it).
   */
  async fetchProvenRecord(userId: string, orcidId: string): Promise<ImportedRecord | null> {
    try {
      return mapRecord(await this.orcid.fetchRecord(orcidId));
    } catch (err) {
      this.log.warn(
        { userId, orcidId, err: (err as Error).message },
        'could not import the verified ORCID record; linking it empty',
      );
      return null;
    }
  }

  /**
   * Links an iD vouched for by the sign-in provider (identity's events), inside the consumer's
   * transaction. A refusal (someone else verified it) is logged, not thrown.
   */
  async linkVerifiedFromSignIn(
    trx: Knex.Transaction,
    userId: string,
    orcidId: string,
    imported: ImportedRecord | null,
    emit: Emit,
  ): Promise<ProfileRow | null> {
    try {
      return await this.link(trx, { userId, orcidId, verified: true, imported }, emit);
    } catch (err) {
      // Refusals are decided before any write, so the consumer's transaction stays usable.
      if (err instanceof HttpError && err.statusCode === 409) {
        this.log.warn({ userId, orcidId, reason: err.code }, 'verified ORCID iD not linked');
        return null;
      }
      throw err;
    }
  }

  /**
   * Another try at importing the record of a link made while ORCID did not answer (see
   * `OrcidImportRetry`). A failure is recorded with the next try's time, growing each time; a
   * link that changed meanwhile is left alone.
   */
  async retryImport(row: {
    userId: string;
    orcidId: string;
    importAttempts: number;
  }): Promise<'imported' | 'failed' | 'changed'> {
    let imported: ImportedRecord;
    try {
      imported = mapRecord(await this.orcid.fetchRecord(row.orcidId));
    } catch (err) {
      const attempts = row.importAttempts + 1;
      const next = new Date(Date.now() + importRetryDelayMs(attempts, this.importRetryBaseMs));
      await this.db('orcidProfiles')
        .where({ userId: row.userId, orcidId: row.orcidId })
        .whereNotNull('importRetryAt')
        .update({ importAttempts: attempts, importError: (err as Error).message, importRetryAt: next });
      this.log.warn(
        { userId: row.userId, orcidId: row.orcidId, attempts, next, err: (err as Error).message },
        'ORCID import failed again; will retry',
      );
      return 'failed';
    }
    return this.db.transaction(async (trx) => {
      await profilesStore.lockForLink(trx, row.userId, row.orcidId);
      const profile = await profilesStore.lockByUserId(trx, row.userId);
      if (!profile || profile.orcidId !== row.orcidId || !profile.importRetryAt) return 'changed';
      const updated = await this.importInto(trx, profile, imported, {});
      await this.events.publish(trx, 'profile.profile.updated', await snapshotOf(trx, updated), {});
      this.log.info({ userId: row.userId, orcidId: row.orcidId }, 'ORCID record imported on a retry');
      return 'imported';
    });
  }

  /** Takes the locks a link change needs (see `profilesStore.lockForLink`). */
  lockForLink(trx: Knex.Transaction, userId: string, orcidId: string | null): Promise<void> {
    return profilesStore.lockForLink(trx, userId, orcidId);
  }

  /** `POST /api/profile/sync`: replaces what came from ORCID, keeps the user's own edits. */
  async sync(user: UserContext, meta: PublishMeta): Promise<ProfileRow> {
    const before = await profilesStore.byUserId(this.db, user.userId);
    if (!before) throw profileRequired();
    if (!before.orcidId) throw conflict(NO_ORCID_TO_SYNC, 'ORCID_NOT_LINKED');
    const imported = mapRecord(await this.orcid.fetchRecord(before.orcidId));
    return this.db.transaction(async (trx) => {
      const profile = await profilesStore.lockByUserId(trx, user.userId);
      if (!profile) throw profileRequired();
      if (profile.orcidId !== before.orcidId) throw conflict(ORCID_CHANGED_DURING_SYNC, 'ORCID_LINK_CHANGED');
      const updated = await this.importInto(trx, profile, imported, {});
      await this.events.publish(trx, 'profile.profile.updated', await snapshotOf(trx, updated), meta);
      return updated;
    });
  }

  private async decideOrThrow(db: Knex, userId: string, orcidId: string, verified: boolean) {
    const holder = await profilesStore.byOrcidId(db, orcidId);
    const own = await profilesStore.byUserId(db, userId);
    const decision = decideLink({
      userId,
      orcidId,
      verified,
      holder: holder
        ? { userId: holder.userId, profileId: holder.id, orcidVerified: holder.orcidVerified }
        : null,
      own: own ? { orcidId: own.orcidId, orcidVerified: own.orcidVerified } : null,
    });
    if (decision.kind === 'refuse') throw refusal(decision.reason);
    return decision;
  }

  private async link(
    trx: Knex.Transaction,
    input: { userId: string; orcidId: string; verified: boolean; imported: ImportedRecord | null },
    emit: Emit,
  ): Promise<ProfileRow> {
    const { userId, orcidId, verified, imported } = input;
    await profilesStore.lockForLink(trx, userId, orcidId);
    if (await isDeleted(trx, userId)) throw notFound(ACCOUNT_DELETED, 'ACCOUNT_DELETED');
    const decision = await this.decideOrThrow(trx, userId, orcidId, verified);
    const own = await profilesStore.lockByUserId(trx, userId);

    if (decision.kind === 'already-linked' && own) {
      const patch = decision.upgradeToVerified ? { orcidVerified: true } : {};
      const updated = imported
        ? await this.importInto(trx, own, imported, patch)
        : await profilesStore.update(trx, own.id, patch);
      await emit('profile.profile.updated', await snapshotOf(trx, updated));
      return updated;
    }
    if (decision.kind === 'take-over') {
      // Re-read under a row lock: the holder may have moved to another iD in the meantime.
      const holder = await profilesStore.lockByOrcidId(trx, orcidId);
      if (holder && holder.userId !== userId) await this.detach(trx, holder, userId, emit);
    }

    try {
      // The iD goes in with the import, so that `importInto` sees the link change.
      const updated = own
        ? await this.importInto(trx, own, imported, { orcidId, orcidVerified: verified })
        : await this.importInto(
            trx,
            await profilesStore.insert(trx, { userId, orcidId, orcidVerified: verified }),
            imported,
            {},
          );
      await emit('profile.profile.linked', await snapshotOf(trx, updated));
      return updated;
    } catch (err) {
      if (isUniqueViolation(err)) throw refusal('claimed-elsewhere');
      throw err;
    }
  }

  /**
   * The proven iD wins over a typed claim, but takes only what came with it: the holder loses the
   * link and the records imported from ORCID, and keeps their profile (id, interests, FoR codes,
   * availability, contact preferences, statement, image), their connections and memberships. The
   * event tells them (notifications) and keeps an audit record (admin).
   */
  private async detach(trx: Knex.Transaction, holder: ProfileRow, toUserId: string, emit: Emit) {
    const orcidId = holder.orcidId!;
    const unlinked = await this.importInto(trx, holder, null, { orcidId: null, orcidVerified: false });
    await emit('profile.profile.updated', await snapshotOf(trx, unlinked));
    await emit('profile.orcid_link.taken_over', {
      orcidId,
      fromUserId: holder.userId,
      fromProfileId: holder.id,
      toUserId,
    });
    this.log.info({ orcidId, from: holder.userId, to: toUserId }, 'verified link took over a typed claim');
  }

  /**
   * Replaces the imported rows, name and biography (all from ORCID) and stamps the sync. A linked
   * iD without its record (ORCID did not answer) gets its first retry scheduled; a newly imported
   * one its citation figures at the scheduled refresh's next pass (see `ProfileRefresh` and
   * `refreshDueAfterImport`).
   */
  async importInto(
    trx: Knex.Transaction,
    profile: ProfileRow,
    imported: ImportedRecord | null,
    patch: Partial<ProfileRow>,
  ): Promise<ProfileRow> {
    await importedRecordsStore.replace(trx, profile.id, imported);
    const linkedId = patch.orcidId !== undefined ? patch.orcidId : profile.orcidId;
    const retry =
      imported || !linkedId
        ? { importRetryAt: null, importAttempts: 0, importError: null }
        : {
            importRetryAt: new Date(Date.now() + importRetryDelayMs(0, this.importRetryBaseMs)).toISOString(),
            importAttempts: 0,
            importError: 'ORCID did not answer when the iD was linked',
          };
    // Figures belong to the iD's works: a profile left without an iD, or linked to another, keeps none.
    const metrics = linkedId && linkedId === profile.orcidId ? {} : NO_CITATION_METRICS;
    return profilesStore.update(trx, profile.id, {
      ...patch,
      ...retry,
      ...metrics,
      name: imported?.name ?? null,
      biography: imported?.biography ?? null,
      lastSynced: imported ? new Date().toISOString() : null,
      orcidLastModified: imported?.lastModified ?? null,
      refreshDueAt: refreshDueAfterImport(profile, linkedId, imported !== null, new Date()),
    });
  }
}
