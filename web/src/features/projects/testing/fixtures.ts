import {
  ProjectBody,
  type MyMembershipProject,
  type ProjectDetailResponse,
  type ProjectResponse,
} from '@app/contracts/projects/http';
import type { ProfileResponse } from '@app/contracts/profile/http';
import { OWN_PROFILE_ID, profileResponse, uuid } from '../../../test/fixtures';
import { projectCategories, researchMethodologies, researchMethods } from '@app/contracts/projects/options';

export { aProject, OTHER_PROFILE_ID, OWN_PROFILE_ID } from '../../../test/fixtures';

let seq = 0;

export const projectOptions = {
  categories: projectCategories.map((c) => ({ value: c.value, description: c.description })),
  researchMethods: [...researchMethods],
  researchMethodologies: [...researchMethodologies],
};

/** The server's answer to a create or update: `project` with the fields `body` sends, read as the server reads them. */
export function savedProject(project: ProjectResponse, body: unknown): ProjectResponse {
  const sent = Object.entries(ProjectBody.parse(body)).filter(([, value]) => value !== undefined);
  return { ...project, ...Object.fromEntries(sent) };
}

export const aDetail = (
  project: ProjectResponse,
  membership: ProjectDetailResponse['membership'] = null,
): ProjectDetailResponse => ({ ...project, membership });

export const aMembership = (projectId: string, joinedAt = '2026-05-06T01:00:00.000Z') => ({
  id: uuid(9000 + (seq += 1)),
  projectId,
  profileId: OWN_PROFILE_ID,
  role: 'collaborator',
  status: 'active' as const,
  joinedAt,
});

export const aJoinedProject = (project: ProjectResponse, joinedAt?: string): MyMembershipProject => ({
  ...project,
  isJoinedProject: true,
  membership: aMembership(project.id, joinedAt),
});

/** GET /api/profile for the signed-in user. */
export const ownProfile: ProfileResponse = profileResponse({ id: OWN_PROFILE_ID, name: 'Alex Own' });
