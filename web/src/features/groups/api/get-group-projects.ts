import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsRoutes } from '@app/contracts/groups/http';
import { callApi } from '../../../lib/call-api';

/** The public projects of the group's category, completed ones last. */
const groupProjectsQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['/api/research-groups', groupId, 'projects'] as const,
    queryFn: () => callApi(groupsRoutes.projects, { params: { id: groupId } }),
  });

/** Asked only while the projects list is shown. */
export function useGroupProjects(groupId: string, enabled: boolean) {
  return useQuery({ ...groupProjectsQuery(groupId), enabled });
}
