import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupProjectsResponse } from '@app/contracts/groups/http';
import { apiGet } from '../../../lib/api-client';

/** The public projects of the group's category, completed ones last. */
export const groupProjectsQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['/api/research-groups', groupId, 'projects'] as const,
    queryFn: () =>
      apiGet<GroupProjectsResponse>(`/api/research-groups/${encodeURIComponent(groupId)}/projects`),
  });

/** Asked only while the projects list is shown. */
export function useGroupProjects(groupId: string, enabled: boolean) {
  return useQuery({ ...groupProjectsQuery(groupId), enabled });
}
