import { networkLimits } from '@app/contracts/networking/http';
import type { NetworkQueryInput } from '../../../api/networking/get-network-nodes';
import { CONNECTION_TYPES, type NodeFilter } from '../types';

/**
 * What the network page shows, as its address says it (so a link, a reload and the browser's Back
 * bring the same view): the search, the researcher filter, the ticked connection types and, when
 * exploring from a person, whose network and how many links out.
 */
export interface NetworkView {
  search: string;
  filter: NodeFilter;
  /** The ticked connection types, in the checkboxes' order. */
  types: string[];
  focus: string | null;
  depth: FocusDepth;
}

export type FocusDepth = 1 | 2;

/** Researchers asked for on a wide screen (the server's default) and on a phone, where fewer are legible. */
export const WIDE_LIMIT = networkLimits.defaultNodes;
export const NARROW_LIMIT = 200;

const FILTERS: readonly NodeFilter[] = ['all', 'high-connections', 'prolific'];
/** How the address says that no type is ticked (an absent `types` means all four). */
const NO_TYPES = 'none';

export function viewFromParams(params: URLSearchParams): NetworkView {
  const filter = params.get('filter') as NodeFilter | null;
  const types = params.get('types');
  return {
    search: params.get('q') ?? '',
    filter: filter && FILTERS.includes(filter) ? filter : 'all',
    types:
      types === null ? [...CONNECTION_TYPES] : CONNECTION_TYPES.filter((t) => types.split(',').includes(t)),
    focus: params.get('focus') || null,
    depth: params.get('depth') === '1' ? 1 : 2,
  };
}

/** The view's address parameters; what is as it starts is left out. */
export function paramsOfView(view: NetworkView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('q', view.search);
  if (view.filter !== 'all') params.set('filter', view.filter);
  if (view.types.length < CONNECTION_TYPES.length) params.set('types', view.types.join(',') || NO_TYPES);
  if (view.focus) {
    params.set('focus', view.focus);
    params.set('depth', String(view.depth));
  }
  return params;
}

/**
 * What both network calls are asked: the server chooses the researchers over the whole network.
 * With no type ticked the researchers are still chosen by all four (the page then draws no
 * connections): the server takes no empty list.
 */
export function networkQuery(view: NetworkView, limit: number): NetworkQueryInput {
  const query: NetworkQueryInput = { limit };
  const search = view.search.trim();
  if (search) query.search = search;
  if (view.filter !== 'all') query.filter = view.filter;
  if (view.types.length > 0 && view.types.length < CONNECTION_TYPES.length)
    query.types = view.types.join(',');
  if (view.focus) {
    query.focus = view.focus;
    query.depth = view.depth;
  }
  return query;
}
