import type { Knex } from 'knex';
import type { EventData, EventType } from '@app/contracts/events';
import type { ProfileSnapshot } from '@app/contracts/profile/events';
import { shownEmail } from '@app/contracts/profile/shown-email';
import {
  ORCID_RECORD_LIST_MAX,
  PROFILE_PUBLICATIONS_MAX,
  type Affiliation,
  type Award,
  type Education,
  type Profile,
  type ProfileResponse,
  type ProfileStats,
  type Publication,
  type ResearcherResponse,
  type ResearchDataResponse,
} from '@app/contracts/profile/http';
import type { EventPublisher, PublishMeta } from '@app/service-kit';
import {
  citationMetricsOf,
  ownResearchTopicsOf,
  researchTopicsOf,
  toSnapshot,
  type AffiliationRow,
  type AwardRow,
  type EducationRow,
  type ProfileRow,
  type PublicationRow,
} from './profile';
import { currentPosition, displayName } from './research-metrics';
import { accountsStore } from './accounts-store';
import { profilePartsStore } from './profile-parts-store';
import { runAll } from './run-all';

/** Writes an event in the current transaction (from a route's publisher or a consumer's context). */
export type Emit = <T extends EventType>(type: T, data: EventData<T>) => Promise<string>;

export const emitter =
  (events: EventPublisher, trx: Knex.Transaction, meta: PublishMeta): Emit =>
  (type, data) =>
    events.publish(trx, type, data, meta);

export const toPublication = (p: PublicationRow): Publication => ({
  id: p.id,
  type: p.type,
  title: p.title,
  journal: p.journal,
  year: p.year,
  doi: p.doi,
  url: p.url,
  citations: p.citations,
});

export const toAffiliation = (a: AffiliationRow): Affiliation => ({
  id: a.id,
  organization: a.organization,
  department: a.department,
  role: a.role,
  startDate: a.startDate,
  endDate: a.endDate,
  isCurrent: a.isCurrent,
});

export const toEducation = (e: EducationRow): Education => ({
  id: e.id,
  type: e.type,
  degree: e.degree,
  institution: e.institution,
  field: e.field,
  startDate: e.startDate,
  endDate: e.endDate,
});

export const toAward = (a: AwardRow): Award => ({
  id: a.id,
  title: a.title,
  organization: a.organization,
  year: a.year,
  description: a.description,
});

/**
 * Everything the profile screens show, read in one go. A page (`whole: false`) reads bounded parts
 * (the newest 20 publications, up to 100 of each other record) and counts each kind whole; a
 * snapshot (`whole: true`) reads every record, as the other services match on all of them.
 */
async function loadView(db: Knex, row: ProfileRow, { whole }: { whole: boolean }) {
  const limit = whole ? undefined : ORCID_RECORD_LIST_MAX;
  const [
    account,
    researchInterests,
    classificationCodes,
    publications,
    affiliations,
    education,
    awards,
    counted,
  ] = await runAll(db, [
    () => accountsStore.byUserId(db, row.userId),
    () => profilePartsStore.researchInterests(db, row.id),
    () => profilePartsStore.classificationCodes(db, row.id),
    () =>
      whole
        ? profilePartsStore.publications(db, row.id)
        : profilePartsStore.publicationsPage(db, row.id, { limit: PROFILE_PUBLICATIONS_MAX, offset: 0 }),
    () => profilePartsStore.affiliations(db, row.id, limit),
    () => profilePartsStore.education(db, row.id, limit),
    () => profilePartsStore.awards(db, row.id, limit),
    () => (whole ? Promise.resolve(null) : profilePartsStore.counts(db, row.id)),
  ] as const);
  const counts = counted ?? {
    publications: publications.length,
    affiliations: affiliations.length,
    education: education.length,
    awards: awards.length,
  };
  const profile: Profile = {
    id: row.id,
    userId: row.userId,
    orcidId: row.orcidId,
    orcidVerified: row.orcidVerified,
    name: displayName(row, account ?? null),
    email: account?.email ?? null,
    biography: row.biography,
    ...currentPosition(affiliations),
    profileImageUrl: row.profileImageUrl,
    availableForSupervision: row.availableForSupervision,
    availableForExamination: row.availableForExamination,
    acceptingCollaborations: row.acceptingCollaborations,
    contactPreferences: row.contactPreferences,
    emailVisibleToMembers: row.emailVisibleToMembers,
    researchStatement: row.researchStatement,
    researchInterests,
    classificationCodes,
    researchTopics: researchTopicsOf(row),
    lastSynced: row.lastSynced,
    orcidImportPending: row.importRetryAt !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  const stats: ProfileStats = {
    publications: counts.publications,
    citations: row.citationCount ?? 0,
    hIndex: row.hIndex ?? 0,
    citationMetrics: citationMetricsOf(row),
    education: counts.education,
    awards: counts.awards,
    affiliations: counts.affiliations,
  };
  return {
    profile,
    stats,
    account,
    publications: publications.map(toPublication),
    affiliations: affiliations.map(toAffiliation),
    education: education.map(toEducation),
    awards: awards.map(toAward),
    rawAffiliations: affiliations,
    rawEducation: education,
    rawPublications: publications,
  };
}

export async function profileResponse(db: Knex, row: ProfileRow): Promise<ProfileResponse> {
  const v = await loadView(db, row, { whole: false });
  return {
    // Their own page lists the topics they hid, to show them again.
    profile: { ...v.profile, researchTopics: ownResearchTopicsOf(row) },
    stats: v.stats,
    education: v.education,
    awards: v.awards,
    publications: v.publications,
    affiliations: v.affiliations,
  };
}

export async function researcherResponse(db: Knex, row: ProfileRow): Promise<ResearcherResponse> {
  const { profile, stats } = await loadView(db, row, { whole: false });
  const {
    lastSynced: _lastSynced,
    updatedAt: _updatedAt,
    orcidImportPending: _orcidImportPending,
    ...rest
  } = profile;
  // Another member's page: the address only when its owner shows it to members.
  return { ...rest, email: shownEmail(profile), stats };
}

export async function researchData(db: Knex, profileId: string): Promise<ResearchDataResponse> {
  const [researchInterests, classificationCodes] = await runAll(db, [
    () => profilePartsStore.researchInterests(db, profileId),
    () => profilePartsStore.classificationCodes(db, profileId),
  ] as const);
  return { researchInterests, classificationCodes };
}

/**
 * The profile's full state, published with its literal event type after each change (read after
 * `profilesStore.update/touch`): `profile.profile.linked` or `profile.profile.updated`.
 */
export async function snapshotOf(db: Knex, row: ProfileRow): Promise<ProfileSnapshot> {
  const v = await loadView(db, row, { whole: true });
  return toSnapshot({
    profile: row,
    account: v.account ?? null,
    researchInterests: v.profile.researchInterests.map((i) => i.name),
    forCodes: v.profile.classificationCodes.forCodes.map((c) => c.code),
    publications: v.rawPublications,
    affiliations: v.rawAffiliations,
    educationStarts: v.rawEducation.map((e) => e.startDate),
  });
}
