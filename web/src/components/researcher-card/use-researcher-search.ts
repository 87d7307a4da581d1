import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';

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
