import type { ResearchTopic, WorkTopic } from '@app/contracts/profile/research-topics';
import { citationFigures, type AuthorFigures, type CitationFigures } from '../shared/research-metrics';
import type { OpenAlexClient } from './openalex-client';
import { shortId, type OpenAlexAuthor, type OpenAlexWork } from './openalex-records';

/** What OpenAlex says about one work besides its citations. */
export interface WorkFacts {
  /** Its authors' OpenAlex ids (short), for the examiners' co-authorship rule. */
  authorIds: string[];
  /** Primary topic first. */
  topics: WorkTopic[];
}

/** A profile's figures from OpenAlex and each DOI's citations (null: OpenAlex does not hold it). */
export interface CitationMetrics {
  figures: CitationFigures | null;
  workCitations: Map<string, number | null>;
  /** Each DOI's authors and topics (null: OpenAlex does not hold the work). */
  works: Map<string, WorkFacts | null>;
  /** The OpenAlex author (short id) and what they publish on; null: OpenAlex has no author. */
  authorId: string | null;
  topics: ResearchTopic[] | null;
  fetchedAt: string;
}

export type MetricsOutcome =
  | { kind: 'fetched'; metrics: CitationMetrics }
  | { kind: 'unavailable'; reason: string; retryAfterMs: number | null };

/** The author's topics, most works first (OpenAlex's order), each once. */
export function authorTopics(author: OpenAlexAuthor): ResearchTopic[] {
  const seen = new Set<string>();
  const topics: ResearchTopic[] = [];
  for (const t of author.topics ?? []) {
    const id = shortId(t.id);
    if (seen.has(id) || !t.display_name.trim()) continue;
    seen.add(id);
    topics.push({
      id,
      name: t.display_name.trim(),
      count: t.count ?? 0,
      subfield: t.subfield?.display_name ?? null,
      field: t.field?.display_name ?? null,
      domain: t.domain?.display_name ?? null,
    });
  }
  return topics.sort((a, b) => b.count - a.count);
}

/** A work's authors and topics (primary topic first, each once). */
export function workFacts(work: OpenAlexWork): WorkFacts {
  const topics = new Map<string, WorkTopic>();
  for (const t of [...(work.primary_topic ? [work.primary_topic] : []), ...(work.topics ?? [])]) {
    const id = shortId(t.id);
    if (!topics.has(id)) topics.set(id, { id, name: t.display_name });
  }
  const authorIds = (work.authorships ?? []).flatMap((a) => (a.author?.id ? [shortId(a.author.id)] : []));
  return { authorIds: [...new Set(authorIds)], topics: [...topics.values()] };
}

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
  const works = new Map<string, WorkFacts | null>();
  for (const doi of new Set(dois.map((d) => d.toLowerCase()))) {
    const work = await client.workByDoi(doi);
    if (work.kind === 'unavailable') return work;
    workCitations.set(doi, work.kind === 'found' ? (work.value.cited_by_count ?? null) : null);
    works.set(doi, work.kind === 'found' ? workFacts(work.value) : null);
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
      works,
      authorId: author.kind === 'found' ? shortId(author.value.id) : null,
      topics: author.kind === 'found' ? authorTopics(author.value) : null,
      fetchedAt: new Date().toISOString(),
    },
  };
}
