import type { Knex } from 'knex';
import type { ProjectResponse } from '@app/contracts/projects/http';
import { membersStore } from '../shared/members-store';
import { profilesStore, type ProfileRow } from '../shared/profiles-store';
import type { ProjectRow } from './project-rules';
import { relevanceScore } from './relevance';
import type { Viewer } from './viewer';

function toProject(
  row: ProjectRow,
  creator: ProfileRow | undefined,
  collaboratorCount: number,
  relevance: number,
): ProjectResponse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    objectives: row.objectives,
    expectedOutputs: row.expectedOutputs,
    duration: row.duration,
    contactEmail: row.contactEmail,
    skillsNeeded: row.skillsNeeded,
    collaboratorTypes: row.collaboratorTypes,
    categories: row.categories,
    researchMethods: row.researchMethods,
    researchMethodologies: row.researchMethodologies,
    fundingRequired: row.fundingRequired,
    fundingAmount: row.fundingAmount,
    isPublic: row.isPublic,
    status: row.status,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    relevanceScore: relevance,
    creatorProfile: creator
      ? {
          id: creator.profileId,
          name: creator.name,
          profileImageUrl: creator.profileImageUrl,
          biography: creator.biography,
        }
      : null,
    collaboratorCount,
  };
}

/** Projects as the screens read them: with their lead, collaborator count and relevance to the viewer. */
export async function projectResponses(
  db: Knex,
  rows: ProjectRow[],
  viewer: Viewer,
): Promise<ProjectResponse[]> {
  const [creators, counts] = await Promise.all([
    profilesStore.byIds(
      db,
      rows.map((r) => r.createdBy),
    ),
    membersStore.activeCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) =>
    toProject(r, creators.get(r.createdBy), counts.get(r.id) ?? 0, relevanceScore(viewer.relevance, r)),
  );
}

export async function projectResponse(db: Knex, row: ProjectRow, viewer: Viewer): Promise<ProjectResponse> {
  const [project] = await projectResponses(db, [row], viewer);
  return project!;
}
