import type { QueryClient } from '@tanstack/react-query';
import { academicRequestsKey } from './academic-requests';
import { connectionsKey } from './get-connections';
import { similarResearchersKey } from './get-similar-researchers';

/** Spec 1 §4: the networking and discovery lists are refreshed after each change. */
export function refreshNetworkingLists(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: similarResearchersKey }),
    client.invalidateQueries({ queryKey: connectionsKey }),
    client.invalidateQueries({ queryKey: academicRequestsKey }),
  ]);
}
