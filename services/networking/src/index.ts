/**
 * What code outside this service may import: its schema's migrations and the projection of a
 * profile snapshot (the public event) into its read model, which the benchmark fixture uses to
 * write researchers exactly as the consumer would; and the search indexes' feed, which
 * bench/networking/similarity-only.ts and index-upkeep.ts load to time the indexes alone.
 * Everything else under src/ is this service's own.
 */
export { migrations } from '../migrations';
export { researcherFromSnapshot } from './shared/researchers';
export { researcherDbRow } from './shared/researchers-store';
export { ResearcherFeed, SearchVersion } from './search';
