import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileRoutes, type ResearchInterest } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';
import { researchInterestsKey } from './get-research-interests';

/** `POST /api/research-interests`: adds a name to the shared list (or finds the one already there). */
function createResearchInterest(name: string): Promise<ResearchInterest> {
  return callApi(profileRoutes.createResearchInterest, { body: { name: name.trim() } });
}

export function useCreateResearchInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createResearchInterest,
    onSuccess: () => client.invalidateQueries({ queryKey: researchInterestsKey }),
  });
}
