import { z } from 'zod';

/**
 * A researcher's citation figures and where they came from. Null wherever they are carried means
 * "no citation data" (OpenAlex knows neither the author nor any of their works, or has not been
 * asked yet), which screens say in words instead of showing a 0.
 */
export const CitationMetrics = z.object({
  citations: z.number().int().nonnegative(),
  hIndex: z.number().int().nonnegative(),
  i10Index: z.number().int().nonnegative(),
  /** The citation database, shown in small print ("Citations: OpenAlex, 24 Nov 2026"). */
  source: z.string(),
  fetchedAt: z.iso.datetime({ offset: true }),
});
export type CitationMetrics = z.infer<typeof CitationMetrics>;
