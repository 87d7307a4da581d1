import { projectsRoutes } from '@app/contracts/projects/http';
import { usePagedList } from '../../lib/use-paged-list';

/**
 * Every project query's key starts with this segment (browse, mine, memberships, detail, members),
 * so one invalidation after a change refreshes every list and dialog that shows projects.
 */
export const projectsKeyRoot = ['/api/research-projects'] as const;

/** My Projects shows 24 of each list at a time (whole rows of one or two cards), with "Load more". */
export const MY_PROJECTS_PAGE_SIZE = 24;

/**
 * The projects a profile created, newest first, a page at a time with their total (My Projects;
 * what deleting an account deletes). Asked only while `profileId` is set.
 */
export function useCreatedProjects(profileId: string | undefined) {
  return usePagedList({
    route: projectsRoutes.listByCreator,
    keyRoot: [...projectsKeyRoot, 'created-by'],
    params: { createdBy: profileId ?? '' },
    pageSize: MY_PROJECTS_PAGE_SIZE,
    enabled: Boolean(profileId),
  });
}
