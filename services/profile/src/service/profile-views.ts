import type { Knex } from 'knex';
import type { EventData, EventType } from '@app/contracts/events';
import type { ProfileSnapshot } from '@app/contracts/profile/events';
import type {
  Affiliation,
  Award,
  Education,
  Profile,
  ProfileResponse,
  ProfileStats,
  Publication,
  ResearcherResponse,
  ResearchDataResponse,
} from '@app/contracts/profile/http';
import type { EventPublisher, PublishMeta } from '@app/service-kit';
import {
  citationMetricsOf,
  toSnapshot,
  type AffiliationRow,
  type AwardRow,
  type EducationRow,
  type ProfileRow,
  type PublicationRow,
} from '../domain/profile';
import { currentPosition, displayName } from '../domain/research-metrics';
import { accountsStore } from '../store/accounts';
import { classificationCodesStore } from '../store/classification-codes';
import { importedRecordsStore } from '../store/imported-records';
import { researchInterestsStore } from '../store/research-interests';
import { runAll } from '../store/run-all';

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

/** Everything the profile screens show, read in one go. */
async function loadView(db: Knex, row: ProfileRow) {
  const [account, researchInterests, classificationCodes, publications, affiliations, education, awards] =
    await runAll(db, [
      () => accountsStore.byUserId(db, row.userId),
      () => researchInterestsStore.forProfile(db, row.id),
      () => classificationCodesStore.forProfile(db, row.id),
      () => importedRecordsStore.publications(db, row.id),
      () => importedRecordsStore.affiliations(db, row.id),
      () => importedRecordsStore.education(db, row.id),
      () => importedRecordsStore.awards(db, row.id),
    ] as const);
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
    lastSynced: row.lastSynced,
    orcidImportPending: row.importRetryAt !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  const stats: ProfileStats = {
    publications: publications.length,
    citations: row.citationCount ?? 0,
    hIndex: row.hIndex ?? 0,
    citationMetrics: citationMetricsOf(row),
    education: education.length,
    awards: awards.length,
    affiliations: affiliations.length,
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
  const v = await loadView(db, row);
  return {
    profile: v.profile,
    stats: v.stats,
    education: v.education,
    awards: v.awards,
    publications: v.publications,
    affiliations: v.affiliations,
  };
}

export async function researcherResponse(db: Knex, row: ProfileRow): Promise<ResearcherResponse> {
  const { profile, stats } = await loadView(db, row);
  const {
    lastSynced: _lastSynced,
    updatedAt: _updatedAt,
    orcidImportPending: _orcidImportPending,
    ...rest
  } = profile;
  // Another member's page: the address only when its owner shows it to members.
  return { ...rest, email: profile.emailVisibleToMembers ? profile.email : null, stats };
}

export async function researchData(db: Knex, profileId: string): Promise<ResearchDataResponse> {
  const [researchInterests, classificationCodes] = await runAll(db, [
    () => researchInterestsStore.forProfile(db, profileId),
    () => classificationCodesStore.forProfile(db, profileId),
  ] as const);
  return { researchInterests, classificationCodes };
}

async function snapshotOf(db: Knex, row: ProfileRow): Promise<ProfileSnapshot> {
  const v = await loadView(db, row);
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

/** Publishes the profile's full state after a change (call after `profilesStore.update/touch`). */
export async function publishSnapshot(
  trx: Knex.Transaction,
  row: ProfileRow,
  type: 'profile.profile.linked' | 'profile.profile.updated',
  emit: Emit,
): Promise<void> {
  await emit(type, await snapshotOf(trx, row));
}
