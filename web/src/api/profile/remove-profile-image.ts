import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileRoutes } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';
import { profileKey } from './own-profile';
import { authUserKey } from '../../lib/session';

function removeProfileImage(): Promise<unknown> {
  return callApi(profileRoutes.removeProfileImage);
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
