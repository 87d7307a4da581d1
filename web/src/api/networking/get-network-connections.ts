import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { networkingRoutes, type NetworkEdgesResponse } from '@app/contracts/networking/http';
import { callApi } from '../../lib/call-api';
import type { NetworkQueryInput } from './get-network-nodes';

/** A connection between two researchers of the network (profile ids). */
export interface NetworkConnection {
  source: string;
  target: string;
  type: string;
  strength: number;
}

/** An edge as it may arrive: the contract's shape, read leniently (an unknown type is drawn grey). */
type NetworkConnectionWire = Pick<NetworkEdgesResponse[number], 'source' | 'target'> & {
  type?: string | null;
  strength?: number | null;
};

/** Strength defaults to 1 (spec 2 section 3). */
function toNetworkConnection(wire: NetworkConnectionWire): NetworkConnection {
  const strength = Number(wire.strength);
  return {
    source: String(wire.source),
    target: String(wire.target),
    type: wire.type || 'unknown',
    strength: Number.isFinite(strength) && strength > 0 ? strength : 1,
  };
}

async function getNetworkConnections(query: NetworkQueryInput): Promise<NetworkConnection[]> {
  const body = await callApi(networkingRoutes.networkEdges, { query });
  return (Array.isArray(body) ? body : []).map(toNetworkConnection);
}

const networkConnectionsQuery = (query: NetworkQueryInput) =>
  queryOptions({
    queryKey: ['/api/researchers/network/connections', query] as const,
    queryFn: () => getNetworkConnections(query),
  });

/**
 * The connections among the researchers chosen for the same `query` (the server agrees on who);
 * only asked for when signed in (spec 2 section 7). The last answer stays while the next loads.
 */
export function useNetworkConnections(query: NetworkQueryInput, enabled: boolean) {
  return useQuery({ ...networkConnectionsQuery(query), enabled, placeholderData: keepPreviousData });
}
