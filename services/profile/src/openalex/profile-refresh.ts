import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { ResearchTopic } from '@app/contracts/profile/research-topics';
import type { EventPublisher } from '@app/service-kit';
import { mapRecord, type ImportedRecord, type OrcidClient, type OrcidLinking } from '../orcid';
import type { ProfileRow } from '../shared/profile';
import { recordChanged, refreshRetryDelayMs } from '../shared/refresh-rules';
import { fetchCitationMetrics, type CitationMetrics } from './citation-metrics';
import type { OpenAlexClient } from './openalex-client';
import { profilePartsStore } from '../shared/profile-parts-store';
import { profilesStore } from '../shared/profiles-store';
import { snapshotOf } from '../shared/profile-views';
import { openAlexFactsStore } from './openalex-facts-store';

export interface ProfileRefreshSettings {
  /** A profile is refreshed at most once per period (a day by default). */
  periodMs: number;
  /** A failed refresh is tried again after this long, doubling each time. */
  retryBaseMs: number;
}

export type RefreshResult = 'refreshed' | 'unchanged' | 'failed' | 'gone';

/** A claimed profile is not taken by another replica for this long (its refresh is under way). */
const LEASE = "interval '10 minutes'";

/**
 * Keeps a linked profile fresh without anyone pressing a button: re-reads the ORCID record
 * (imported again only when its last-modified-date moved) and asks OpenAlex for the citation
 * figures. What is due lives in PostgreSQL (`refresh_due_at`), so a failure is retried with
 * back-off and never lost, and replicas share the work (`FOR UPDATE SKIP LOCKED`).
 */
export class ProfileRefresh {
  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
    private readonly orcid: OrcidClient,
    private readonly openAlex: OpenAlexClient,
    private readonly linking: OrcidLinking,
    private readonly settings: ProfileRefreshSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Claims up to `limit` profiles whose refresh is due, earliest first, leasing them. */
  async claimDue(limit: number): Promise<string[]> {
    return this.db.transaction(async (trx) => {
      const rows: Array<{ id: string }> = await trx('orcidProfiles')
        .select('id')
        .whereNotNull('refreshDueAt')
        .whereNotNull('orcidId')
        .andWhere('refreshDueAt', '<=', trx.fn.now())
        .orderBy('refreshDueAt')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      const ids = rows.map((r) => r.id);
      if (ids.length > 0) {
        await trx('orcidProfiles')
          .whereIn('id', ids)
          .update({ refreshDueAt: trx.raw(`now() + ${LEASE}`) });
      }
      return ids;
    });
  }

  /** Refreshes one profile; never throws for ORCID or OpenAlex failing (it records the next try). */
  async refresh(profileId: string): Promise<RefreshResult> {
    const held = await profilesStore.byId(this.db, profileId);
    if (!held?.orcidId) return 'gone';
    const orcidId = held.orcidId;

    let imported: ImportedRecord;
    try {
      imported = mapRecord(await this.orcid.fetchRecord(orcidId));
    } catch (err) {
      return this.failed(held, `ORCID: ${(err as Error).message}`);
    }
    const changed = recordChanged(held, imported.lastModified);
    const dois = changed
      ? imported.publications.flatMap((p) => (p.doi ? [p.doi] : []))
      : [...(await this.doisOf(profileId))];
    const outcome = await fetchCitationMetrics(this.openAlex, orcidId, dois);
    const metrics = outcome.kind === 'fetched' ? outcome.metrics : null;

    const result = await this.db.transaction(async (trx): Promise<RefreshResult> => {
      await profilesStore.lockForLink(trx, held.userId, orcidId);
      let profile = await profilesStore.lockByUserId(trx, held.userId);
      if (!profile || profile.orcidId !== orcidId) return 'gone';
      if (changed) profile = await this.linking.importInto(trx, profile, imported, {});
      if (metrics) {
        await openAlexFactsStore.setOpenAlexFacts(trx, profile.id, metrics.workCitations, metrics.works);
      }
      const next = metrics
        ? { refreshAttempts: 0, refreshError: null, refreshDueAt: this.after(this.settings.periodMs) }
        : this.retryPatch(profile, outcome.kind === 'unavailable' ? `OpenAlex: ${outcome.reason}` : '');
      profile = await profilesStore.update(trx, profile.id, {
        ...(metrics ? figuresPatch(metrics) : {}),
        ...next,
        lastSynced: new Date().toISOString(),
      });
      if (changed || metrics) {
        await this.events.publish(trx, 'profile.profile.updated', await snapshotOf(trx, profile), {});
      }
      return metrics ? (changed ? 'refreshed' : 'unchanged') : 'failed';
    });
    this.log.info({ profileId, orcidId, changed, result }, 'profile refreshed');
    return result;
  }

  private async doisOf(profileId: string): Promise<Set<string>> {
    const publications = await profilePartsStore.publications(this.db, profileId);
    return new Set(publications.flatMap((p) => (p.doi ? [p.doi.toLowerCase()] : [])));
  }

  private async failed(profile: ProfileRow, error: string): Promise<RefreshResult> {
    const patch = this.retryPatch(profile, error);
    await this.db('orcidProfiles').where({ id: profile.id, orcidId: profile.orcidId }).update(patch);
    this.log.warn(
      { profileId: profile.id, error, next: patch.refreshDueAt },
      'profile refresh failed; will retry',
    );
    return 'failed';
  }

  private retryPatch(profile: ProfileRow, error: string) {
    const attempts = profile.refreshAttempts + 1;
    return {
      refreshAttempts: attempts,
      refreshError: error,
      refreshDueAt: this.after(
        refreshRetryDelayMs(attempts, this.settings.retryBaseMs, this.settings.periodMs),
      ),
    };
  }

  private after(ms: number): string {
    return new Date(Date.now() + ms).toISOString();
  }
}

const figuresPatch = (m: CitationMetrics) => ({
  citationCount: m.figures?.citations ?? null,
  hIndex: m.figures?.hIndex ?? null,
  i10Index: m.figures?.i10Index ?? null,
  metricsSource: m.figures ? 'OpenAlex' : null,
  metricsFetchedAt: m.figures ? m.fetchedAt : null,
  // A researcher OpenAlex has no author for has no topics (never an empty list standing for them).
  openalexAuthorId: m.authorId,
  // (jsonb: written as JSON text, read back as the list)
  researchTopics: m.topics ? (JSON.stringify(m.topics) as unknown as ResearchTopic[]) : null,
  topicsFetchedAt: m.topics ? m.fetchedAt : null,
});
