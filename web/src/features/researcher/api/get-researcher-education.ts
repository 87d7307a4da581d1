import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EducationListResponse } from '@app/contracts/profile/http';
import { apiGet } from '../../../lib/api-client';
import { researcherKey } from './get-researcher';

/** `GET /api/researcher/:id/education`. */
export const researcherEducationQuery = (id: string) =>
  queryOptions({
    queryKey: [...researcherKey(id), 'education'] as const,
    queryFn: () => apiGet<EducationListResponse>(`/api/researcher/${encodeURIComponent(id)}/education`),
  });

export function useResearcherEducation(id: string, enabled = true) {
  return useQuery({ ...researcherEducationQuery(id), enabled });
}
