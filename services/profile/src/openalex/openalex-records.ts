import { z } from 'zod';

/**
 * The parts of OpenAlex's singleton answers this service reads, parsed leniently: unknown fields
 * are ignored and the figures we read may be missing (older answers have no `summary_stats`).
 * Checked against real recorded answers in infra/openalex-stub/test/fixtures.
 */
const Count = z.number().int().nonnegative();

/** `GET /authors/orcid:{iD}` (or `/authors/A…`). */
export const OpenAlexAuthor = z.object({
  id: z.string(),
  orcid: z.string().nullish(),
  display_name: z.string().nullish(),
  works_count: Count.nullish(),
  cited_by_count: Count.nullish(),
  summary_stats: z.object({ h_index: Count.nullish(), i10_index: Count.nullish() }).nullish().catch(null),
});
export type OpenAlexAuthor = z.infer<typeof OpenAlexAuthor>;

/** `GET /works/doi:{doi}`. */
export const OpenAlexWork = z.object({
  id: z.string(),
  doi: z.string().nullish(),
  cited_by_count: Count.nullish(),
});
export type OpenAlexWork = z.infer<typeof OpenAlexWork>;
