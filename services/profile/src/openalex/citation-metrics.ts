import { citationFigures, type AuthorFigures, type CitationFigures } from '../domain/research-metrics';
import type { OpenAlexClient } from './openalex-client';

/** A profile's figures from OpenAlex and each DOI's citations (null: OpenAlex does not hold it). */
export interface CitationMetrics {
  figures: CitationFigures | null;
  workCitations: Map<string, number | null>;
  fetchedAt: string;
}

export type MetricsOutcome =
  | { kind: 'fetched'; metrics: CitationMetrics }
  | { kind: 'unavailable'; reason: string; retryAfterMs: number | null };

/**
 * Asks OpenAlex about a researcher: the author by ORCID iD, then each DOI. Any look-up OpenAlex
 * could not answer makes the whole answer `unavailable`, so the caller keeps the figures it has
 * and tries again later, rather than storing a half-fetched set.
 */
export async function fetchCitationMetrics(
  client: OpenAlexClient,
  orcidId: string,
  dois: readonly string[],
): Promise<MetricsOutcome> {
  const author = await client.authorByOrcid(orcidId);
  if (author.kind === 'unavailable') return author;
  const workCitations = new Map<string, number | null>();
  for (const doi of new Set(dois.map((d) => d.toLowerCase()))) {
    const work = await client.workByDoi(doi);
    if (work.kind === 'unavailable') return work;
    workCitations.set(doi, work.kind === 'found' ? (work.value.cited_by_count ?? null) : null);
  }
  const authorFigures: AuthorFigures | null =
    author.kind === 'found'
      ? {
          citations: author.value.cited_by_count ?? null,
          hIndex: author.value.summary_stats?.h_index ?? null,
          i10Index: author.value.summary_stats?.i10_index ?? null,
        }
      : null;
  return {
    kind: 'fetched',
    metrics: {
      figures: citationFigures(authorFigures, [...workCitations.values()]),
      workCitations,
      fetchedAt: new Date().toISOString(),
    },
  };
}
