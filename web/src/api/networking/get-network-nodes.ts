import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  networkingRoutes,
  type NetworkDegrees,
  type NetworkNodesResponse,
  type NetworkQuery,
} from '@app/contracts/networking/http';
import { callApi } from '../../lib/call-api';

/** The query as sent (the address's text, before the server's parsing). */
export type NetworkQueryInput = Partial<z.input<typeof NetworkQuery>>;

/**
 * The network graph as the page uses it (spec 2 section 3, "Network node and connection"). Node and
 * connection ids are profile ids. The fetchers (this one and get-network-connections) fill the
 * spec's defaults, so everything below is always present.
 */
export interface NetworkNode {
  id: string;
  name: string;
  institution: string;
  /** The first research areas (three from the server) and how many the researcher has in all. */
  researchInterests: string[];
  researchInterestCount: number;
  publicationCount: number;
  profileImageUrl: string | null;
  /** Their links per type in the whole network, not only among the researchers loaded. */
  connections: NetworkDegrees;
}

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

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/** Name, else first plus last name; institution defaults to 'Unknown Institution' (spec 2 section 3). */
function toNetworkNode(wire: NetworkNodeWire): NetworkNode {
  const fullName = [wire.firstName, wire.lastName].filter(Boolean).join(' ');
  const links = wire.connections;
  return {
    id: String(wire.id),
    name: wire.name?.trim() || fullName || 'Unknown Researcher',
    institution: wire.institution?.trim() || UNKNOWN_INSTITUTION,
    researchInterests: Array.isArray(wire.researchInterests) ? wire.researchInterests.filter(Boolean) : [],
    researchInterestCount:
      wire.researchInterestCount ??
      (Array.isArray(wire.researchInterests) ? wire.researchInterests.length : 0),
    publicationCount: typeof wire.publicationCount === 'number' ? wire.publicationCount : 0,
    profileImageUrl: wire.profileImageUrl || null,
    connections: {
      total: count(links?.total),
      collaboration: count(links?.collaboration),
      project_collaboration: count(links?.project_collaboration),
      examination: count(links?.examination),
      research_group: count(links?.research_group),
    },
  };
}

async function getNetworkNodes(query: NetworkQueryInput): Promise<NetworkNode[]> {
  const body = await callApi(networkingRoutes.networkNodes, { query });
  return (Array.isArray(body) ? body : []).map(toNetworkNode);
}

const networkNodesQuery = (query: NetworkQueryInput) =>
  queryOptions({
    queryKey: ['/api/researchers/network', query] as const,
    queryFn: () => getNetworkNodes(query),
  });

/**
 * The researchers the server chooses for `query` over the whole network; only asked for when
 * signed in (spec 2 section 7). The last answer stays on screen while the next one loads.
 */
export function useNetworkNodes(query: NetworkQueryInput, enabled: boolean) {
  return useQuery({ ...networkNodesQuery(query), enabled, placeholderData: keepPreviousData });
}
