import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkingRoutes, type NetworkNodesResponse } from '@app/contracts/networking/http';
import { callApi } from '../../../lib/call-api';
import type { NetworkNode } from '../types';

/**
 * A node as it may arrive: the contract's shape, read leniently (spec 2 section 3 also allows a
 * first and last name instead of a name); the spec's defaults are applied in `toNetworkNode`.
 */
type NetworkNodeWire = Partial<Omit<NetworkNodesResponse[number], 'id'>> & {
  id: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  institution?: string | null;
  researchInterests?: string[] | null;
  publicationCount?: number | null;
};

const UNKNOWN_INSTITUTION = 'Unknown Institution';

/** Name, else first plus last name; institution defaults to 'Unknown Institution' (spec 2 section 3). */
function toNetworkNode(wire: NetworkNodeWire): NetworkNode {
  const fullName = [wire.firstName, wire.lastName].filter(Boolean).join(' ');
  return {
    id: String(wire.id),
    name: wire.name?.trim() || fullName || 'Unknown Researcher',
    institution: wire.institution?.trim() || UNKNOWN_INSTITUTION,
    researchInterests: Array.isArray(wire.researchInterests) ? wire.researchInterests.filter(Boolean) : [],
    publicationCount: typeof wire.publicationCount === 'number' ? wire.publicationCount : 0,
    profileImageUrl: wire.profileImageUrl || null,
  };
}

async function getNetworkNodes(): Promise<NetworkNode[]> {
  const body = await callApi(networkingRoutes.networkNodes);
  return (Array.isArray(body) ? body : []).map(toNetworkNode);
}

const networkNodesQuery = queryOptions({
  queryKey: ['/api/researchers/network'] as const,
  queryFn: getNetworkNodes,
});

/** Researchers of the graph; only asked for when signed in (spec 2 section 7). */
export function useNetworkNodes(enabled: boolean) {
  return useQuery({ ...networkNodesQuery, enabled });
}
