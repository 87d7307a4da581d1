import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKey } from '../../../lib/api/profile';
import { authUserKey } from '../../../lib/session';

export function removeProfileImage(): Promise<unknown> {
  return apiRequest('DELETE', '/api/profile/image');
}

export function useRemoveProfileImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeProfileImage,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: profileKey }),
        client.invalidateQueries({ queryKey: authUserKey }),
      ]),
  });
}
