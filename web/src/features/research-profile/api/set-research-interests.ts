import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResearchInterestsResponse } from '@app/contracts/profile/http';
import { apiRequest } from '../../../lib/api-client';
import { profileKey } from '../../../lib/api/profile';
import { researchDataKey } from './get-research-data';

/** `POST /api/profile/research-interests`: replaces the profile's interests. */
export function setResearchInterests(interestIds: string[]): Promise<ResearchInterestsResponse> {
  return apiRequest<ResearchInterestsResponse>('POST', '/api/profile/research-interests', { interestIds });
}

export function useSetResearchInterests(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setResearchInterests,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: researchDataKey(profileId) }),
        client.invalidateQueries({ queryKey: profileKey }),
      ]),
  });
}
