import { projectsRoutes } from '@app/contracts/projects/http';
import { usePagedList } from '../../lib/use-paged-list';
import { projectsKeyRoot } from './project-cache';

/** The detail dialog shows 20 collaborators at a time, with "Load more". */
const PROJECT_MEMBERS_PAGE_SIZE = 20;

/** The project's active collaborators, most recently joined first, a page at a time with their total. */
export function useProjectMembers(projectId: string) {
  return usePagedList({
    route: projectsRoutes.members,
    pathParams: { id: projectId },
    keyRoot: [...projectsKeyRoot, projectId, 'members'],
    params: {},
    pageSize: PROJECT_MEMBERS_PAGE_SIZE,
  });
}
