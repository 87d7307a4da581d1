import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';

export const researchInterestsKey = ['/api/research-interests'] as const;

/**
 * The picker's suggestions for what the person typed (at most 20, names starting with it first);
 * never the whole shared list. The person's own interests come with their profile.
 */
const researchInterestSuggestionsQuery = (search: string) =>
  queryOptions({
    queryKey: [...researchInterestsKey, search] as const,
    queryFn: () => callApi(profileRoutes.researchInterests, { query: { search: search || undefined } }),
  });

/** Suggestions for `search` (already debounced by the caller); the last ones stay while new ones load. */
export function useResearchInterestSuggestions(search: string, enabled = true) {
  return useQuery({
    ...researchInterestSuggestionsQuery(search.trim()),
    enabled,
    placeholderData: keepPreviousData,
  });
}
