import { projectsRoutes } from '@app/contracts/projects/http';
import { MY_PROJECTS_PAGE_SIZE } from './created-projects';
import { usePagedList } from '../../lib/use-paged-list';
import { projectsKeyRoot } from './project-cache';

/** The projects the signed-in user joined (not those they own), most recently joined first, a page at a time. */
export function useMyMemberships() {
  return usePagedList({
    route: projectsRoutes.myMemberships,
    keyRoot: [...projectsKeyRoot, 'my-memberships'],
    params: {},
    pageSize: MY_PROJECTS_PAGE_SIZE,
  });
}
