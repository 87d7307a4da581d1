import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileRoutes, type ClassificationCodesResponse } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';
import { profileKey } from './own-profile';
import { researchDataKey } from './research-data';

/** `POST /api/profile/classification-codes`: FoR codes chosen here; the other schemes are sent empty. */
function setClassificationCodes(forCodes: string[]): Promise<ClassificationCodesResponse> {
  return callApi(profileRoutes.setClassificationCodes, {
    body: {
      forCodes,
      rfcdCodes: [],
      seoCodes: [],
      anzsicCodes: [],
    },
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
