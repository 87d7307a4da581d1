import { z } from 'zod';

/**
 * The parts of OpenAlex's singleton answers this service reads, parsed leniently: unknown fields
 * are ignored and the figures we read may be missing (older answers have no `summary_stats`).
 * Checked against real recorded answers in infra/openalex-stub/test/fixtures.
 */
const Count = z.number().int().nonnegative();

const Named = z.object({ id: z.string().nullish(), display_name: z.string().nullish() });
/** A topic as OpenAlex nests it (on an author with `count`, on a work with `score`). */
const Topic = z.object({
  id: z.string(),
  display_name: z.string(),
  count: Count.nullish(),
  subfield: Named.nullish().catch(null),
  field: Named.nullish().catch(null),
  domain: Named.nullish().catch(null),
});
/** A list OpenAlex may leave out or change: an unreadable one counts as none, never fails the answer. */
const topicList = z.array(Topic).nullish().catch(null);

/** `GET /authors/orcid:{iD}` (or `/authors/A…`). */
export const OpenAlexAuthor = z.object({
  id: z.string(),
  orcid: z.string().nullish(),
  display_name: z.string().nullish(),
  works_count: Count.nullish(),
  cited_by_count: Count.nullish(),
  summary_stats: z.object({ h_index: Count.nullish(), i10_index: Count.nullish() }).nullish().catch(null),
  /** What the author publishes on, most works first (`count`: their works with the topic). */
  topics: topicList,
});
export type OpenAlexAuthor = z.infer<typeof OpenAlexAuthor>;

/** `GET /works/doi:{doi}`. */
export const OpenAlexWork = z.object({
  id: z.string(),
  doi: z.string().nullish(),
  cited_by_count: Count.nullish(),
  primary_topic: Topic.nullish().catch(null),
  topics: topicList,
  /** Everyone OpenAlex lists as an author: the examiners' co-authorship rule reads their ids. */
  authorships: z
    .array(z.object({ author: z.object({ id: z.string().nullish() }).nullish() }))
    .nullish()
    .catch(null),
});
export type OpenAlexWork = z.infer<typeof OpenAlexWork>;

/** An OpenAlex id without its address: "https://openalex.org/T10883" -> "T10883". */
export const shortId = (id: string): string => id.slice(id.lastIndexOf('/') + 1);
