import { useMutation } from '@tanstack/react-query';
import {
  networkingRoutes,
  type CreateConnectionBody,
  type CreateConnectionResponse,
} from '@app/contracts/networking/http';
import { callApi } from '../../lib/call-api';

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

/** The lists are refreshed by the caller, after it has told the person (use-connection-actions). */
export function useSendConnectionRequest() {
  return useMutation({ mutationFn: sendConnectionRequest });
}
