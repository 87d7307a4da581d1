import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Spec 1 §9: the finders' search term is debounced by 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The keyword and FoR codes of a finder: `filters` goes to `ResearcherFilters`, `criteria` (the
 * keyword once it has settled) to the feature's search query.
 */
export function useResearcherSearch() {
  const [search, setSearch] = useState('');
  const [forCodes, setForCodes] = useState<string[]>([]);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  return {
    filters: { search, onSearchChange: setSearch, forCodes, onForCodesChange: setForCodes },
    criteria: { search: debouncedSearch, forCodes },
  };
}
