import type { Knex } from 'knex';
import type { CollaboratorEntry, ProjectMembership, ProjectResponse } from '@app/contracts/projects/http';
import type { MemberRow, ProjectRow } from '../domain/projects';
import { relevanceScore } from '../domain/relevance';
import { membersStore, type MemberWithProfile } from '../store/members';
import { profilesStore, type ProfileRow } from '../store/profiles';
import type { Viewer } from './viewer';

export function toMembership(row: MemberRow): ProjectMembership {
  return {
    id: row.id,
    projectId: row.projectId,
    profileId: row.profileId,
    role: row.role,
    status: row.status,
    joinedAt: row.joinedAt,
  };
}

export function toCollaborator(row: MemberWithProfile): CollaboratorEntry {
  return {
    member: {
      name: row.name,
      biography: row.biography,
      profileId: row.profileId,
      userId: row.memberUserId,
      profileImageUrl: row.profileImageUrl,
    },
    membershipInfo: { id: row.id, role: row.role, joinedAt: row.joinedAt },
  };
}

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
