import type { Knex } from 'knex';
import type {
  Affiliation,
  Award,
  Education,
  OrcidStatusResponse,
  ProfileResponse,
  Publication,
  ResearcherResponse,
  ResearchDataResponse,
} from '@app/contracts/profile/http';
import {
  ORCID_RECORD_LIST_MAX,
  RESEARCHER_NOT_FOUND,
  type PublicationListQuery,
} from '@app/contracts/profile/http';
import { notFound } from '@app/service-kit';
import type { ProfileRow } from '../shared/profile';
import { profilePartsStore } from '../shared/profile-parts-store';
import { profilesStore } from '../shared/profiles-store';
import {
  profileResponse,
  researchData,
  researcherResponse,
  toAffiliation,
  toAward,
  toEducation,
  toPublication,
} from '../shared/profile-views';

const PROFILE_NOT_FOUND = 'No ORCID profile is linked to this account yet.';
const RESEARCH_PROFILE_NOT_FOUND = 'Research profile not found';

/** Read side: the own profile, public researcher pages, research data and the ORCID link status. */
export class ProfileReader {
  constructor(
    private readonly db: Knex,
    private readonly oauthAvailable: boolean,
  ) {}

  async own(userId: string): Promise<ProfileResponse> {
    const row = await profilesStore.byUserId(this.db, userId);
    if (!row) throw notFound(PROFILE_NOT_FOUND, 'PROFILE_NOT_FOUND');
    return profileResponse(this.db, row);
  }

  async orcidStatus(userId: string): Promise<OrcidStatusResponse> {
    const row = await profilesStore.byUserId(this.db, userId);
    return {
      linked: Boolean(row),
      orcidId: row?.orcidId ?? null,
      orcidVerified: row?.orcidVerified ?? false,
      oauthAvailable: this.oauthAvailable,
    };
  }

  async researchData(id: string): Promise<ResearchDataResponse> {
    const row = await profilesStore.byUserOrProfileId(this.db, id);
    if (!row) throw notFound(RESEARCH_PROFILE_NOT_FOUND, 'PROFILE_NOT_FOUND');
    return researchData(this.db, row.id);
  }

  /** A researcher by user id or profile id (the web sends both kinds). */
  async researcher(id: string): Promise<ResearcherResponse> {
    return researcherResponse(this.db, await this.researcherRow(id));
  }

  /** A page of the researcher's publications, newest first, with how many there are in all. */
  async researcherPublications(
    id: string,
    page: PublicationListQuery,
  ): Promise<{ publications: Publication[]; total: number }> {
    const row = await this.researcherRow(id);
    const [rows, counts] = await Promise.all([
      profilePartsStore.publicationsPage(this.db, row.id, page),
      profilePartsStore.counts(this.db, row.id),
    ]);
    return { publications: rows.map(toPublication), total: counts.publications };
  }

  async researcherAffiliations(id: string): Promise<Affiliation[]> {
    const row = await this.researcherRow(id);
    return (await profilePartsStore.affiliations(this.db, row.id, ORCID_RECORD_LIST_MAX)).map(toAffiliation);
  }

  async researcherEducation(id: string): Promise<Education[]> {
    const row = await this.researcherRow(id);
    return (await profilePartsStore.education(this.db, row.id, ORCID_RECORD_LIST_MAX)).map(toEducation);
  }

  async researcherAwards(id: string): Promise<Award[]> {
    const row = await this.researcherRow(id);
    return (await profilePartsStore.awards(this.db, row.id, ORCID_RECORD_LIST_MAX)).map(toAward);
  }

  private async researcherRow(id: string): Promise<ProfileRow> {
    const row = await profilesStore.byUserOrProfileId(this.db, id);
    if (!row) throw notFound(RESEARCHER_NOT_FOUND, 'RESEARCHER_NOT_FOUND');
    return row;
  }
}
