import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileRoutes, type ProfileResponse } from '@app/contracts/profile/http';
import type {
  ResearchTopicVisibilityBody,
  ResearchTopicVisibilityResponse,
} from '@app/contracts/profile/research-topics';
import { callApi } from '../../lib/call-api';
import { profileKey } from './own-profile';

/**
 * `POST /api/profile/research-topics/visibility`: hides one of the signed-in researcher's OpenAlex
 * topics (not matched on, not shown to others, kept across refreshes) or shows it again.
 */
function setResearchTopicVisibility(
  body: ResearchTopicVisibilityBody,
): Promise<ResearchTopicVisibilityResponse> {
  return callApi(profileRoutes.setResearchTopicVisibility, { body });
}

export function useSetResearchTopicVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setResearchTopicVisibility,
    onSuccess: (reply) => {
      // The profile shows the change at once; the next read confirms it.
      client.setQueryData<ProfileResponse | null>(profileKey, (old) =>
        old ? { ...old, profile: { ...old.profile, researchTopics: reply.researchTopics } } : old,
      );
      return client.invalidateQueries({ queryKey: profileKey });
    },
  });
}
