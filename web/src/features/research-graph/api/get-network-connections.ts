import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkingRoutes, type NetworkEdgesResponse } from '@app/contracts/networking/http';
import { callApi } from '../../../lib/call-api';
import type { NetworkConnection } from '../types';

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

async function getNetworkConnections(): Promise<NetworkConnection[]> {
  const body = await callApi(networkingRoutes.networkEdges);
  return (Array.isArray(body) ? body : []).map(toNetworkConnection);
}

const networkConnectionsQuery = queryOptions({
  queryKey: ['/api/researchers/network/connections'] as const,
  queryFn: getNetworkConnections,
});

/** Connections between the researchers; only asked for when signed in (spec 2 section 7). */
export function useNetworkConnections(enabled: boolean) {
  return useQuery({ ...networkConnectionsQuery, enabled });
}
