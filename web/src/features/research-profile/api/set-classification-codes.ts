import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassificationCodesResponse } from '@app/contracts/profile/http';
import { apiRequest } from '../../../lib/api-client';
import { profileKey } from '../../../lib/api/profile';
import { researchDataKey } from './get-research-data';

/** `POST /api/profile/classification-codes`: FoR codes chosen here; the other schemes are sent empty. */
export function setClassificationCodes(forCodes: string[]): Promise<ClassificationCodesResponse> {
  return apiRequest<ClassificationCodesResponse>('POST', '/api/profile/classification-codes', {
    forCodes,
    rfcdCodes: [],
    seoCodes: [],
    anzsicCodes: [],
  });
}

export function useSetClassificationCodes(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setClassificationCodes,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: researchDataKey(profileId) }),
        client.invalidateQueries({ queryKey: profileKey }),
      ]),
  });
}
