import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectOptionsResponse } from '@app/contracts/projects/http';
import { apiGet } from '../../../lib/api-client';

/** The fixed lists of the form and the filters (ten categories, 17 methods, 21 methodologies). */
export const projectOptionsQuery = queryOptions({
  queryKey: ['/api/research-projects/options'] as const,
  queryFn: () => apiGet<ProjectOptionsResponse>('/api/research-projects/options'),
});

export function useProjectOptions() {
  return useQuery(projectOptionsQuery);
}
