import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileRoutes, type ResearchInterestsResponse } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';
import { profileKey } from './own-profile';
import { researchDataKey } from './research-data';

/** `POST /api/profile/research-interests`: replaces the profile's interests. */
function setResearchInterests(interestIds: string[]): Promise<ResearchInterestsResponse> {
  return callApi(profileRoutes.setResearchInterests, { body: { interestIds } });
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
