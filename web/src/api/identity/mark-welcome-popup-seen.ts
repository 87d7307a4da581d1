import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityRoutes, type AuthUserResponse } from '@app/contracts/identity/http';
import { callApi } from '../../lib/call-api';
import { authUserKey } from '../../lib/session';

/** `POST /api/auth/welcome-popup-seen`: the welcome popup shows only once. */
function markWelcomePopupSeen(): Promise<unknown> {
  return callApi(identityRoutes.welcomePopupSeen);
}

export function useMarkWelcomePopupSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markWelcomePopupSeen,
    // Closed at once, whatever the server answers; the flag is what the server keeps.
    onMutate: () =>
      client.setQueryData<AuthUserResponse | null>(authUserKey, (user) =>
        user ? { ...user, hasSeenWelcomePopup: true } : user,
      ),
  });
}
