import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  networkingRoutes,
  type CreateConnectionBody,
  type CreateConnectionResponse,
} from '@app/contracts/networking/http';
import { callApi } from '../../../lib/call-api';
import { invalidateNotifications } from '../../../lib/api/notifications';
import { refreshNetworkingLists } from './invalidate-networking';

/** Spec 1 §7: by profile id when the researcher has an ORCID iD, else by user id. Connect sends no message. */
export function connectionRequestBody(researcher: {
  id: string;
  userId: string;
  orcidId: string | null;
}): CreateConnectionBody {
  return researcher.orcidId ? { targetProfileId: researcher.id } : { targetUserId: researcher.userId };
}

/** 201 with the new request, or 200 with `acceptedExistingRequest` when they had already asked me. */
function sendConnectionRequest(body: CreateConnectionBody): Promise<CreateConnectionResponse> {
  return callApi(networkingRoutes.requestConnection, { body });
}

export function useSendConnectionRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendConnectionRequest,
    onSuccess: (answer) =>
      Promise.all([
        refreshNetworkingLists(client),
        answer?.acceptedExistingRequest ? invalidateNotifications(client) : undefined,
      ]),
  });
}
