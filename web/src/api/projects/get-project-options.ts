import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsRoutes } from '@app/contracts/projects/http';
import { callApi } from '../../lib/call-api';

/** The fixed lists of the form and the filters (ten categories, 17 methods, 21 methodologies). */
const projectOptionsQuery = queryOptions({
  queryKey: ['/api/research-projects/options'] as const,
  queryFn: () => callApi(projectsRoutes.options),
});

export function useProjectOptions() {
  return useQuery(projectOptionsQuery);
}
