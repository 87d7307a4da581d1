import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';
import { researcherKey } from './get-researcher';

/** `GET /api/researcher/:id/education`. */
const researcherEducationQuery = (id: string) =>
  queryOptions({
    queryKey: [...researcherKey(id), 'education'] as const,
    queryFn: () => callApi(profileRoutes.researcherEducation, { params: { userId: id } }),
  });

export function useResearcherEducation(id: string, enabled = true) {
  return useQuery({ ...researcherEducationQuery(id), enabled });
}
