import { groupsRoutes } from '@app/contracts/groups/http';
import { usePagedList } from '../../lib/use-paged-list';
import { GROUP_LIST_PAGE_SIZE } from './get-group-members';

/** The public projects of the group's category, completed ones last, a page at a time with the total. */
export function useGroupProjects(groupId: string) {
  return usePagedList({
    route: groupsRoutes.projects,
    pathParams: { id: groupId },
    keyRoot: ['/api/research-groups', groupId, 'projects'],
    params: {},
    pageSize: GROUP_LIST_PAGE_SIZE,
  });
}
