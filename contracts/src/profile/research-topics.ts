import { z } from 'zod';

/**
 * What a researcher publishes on, as OpenAlex classifies it: the author's topics, each with the
 * number of their works OpenAlex tags with it, and where it sits in OpenAlex's hierarchy
 * (subfield < field < domain). Null wherever it is carried means OpenAlex has no author for the
 * researcher (or has not been asked yet): they have no topics, which screens say in words.
 */
export const ResearchTopic = z.object({
  /** OpenAlex's short id, e.g. "T10883". */
  id: z.string(),
  name: z.string(),
  /** How many of the author's works OpenAlex tags with the topic. */
  count: z.number().int().nonnegative(),
  subfield: z.string().nullable(),
  field: z.string().nullable(),
  domain: z.string().nullable(),
});
export type ResearchTopic = z.infer<typeof ResearchTopic>;

export const ResearchTopics = z.object({
  /** Most works first; never the topics the researcher hid. */
  topics: z.array(ResearchTopic),
  /**
   * The topics the researcher hid (most works first): only on their own profile (`GET /api/profile`),
   * to show them again. Hidden topics are not matched on (the snapshot leaves them out) and others
   * never see them.
   */
  hidden: z.array(ResearchTopic).optional(),
  /** Where they came from, shown in small print ("OpenAlex, 24 Nov 2026"). */
  source: z.string(),
  fetchedAt: z.iso.datetime({ offset: true }),
});
export type ResearchTopics = z.infer<typeof ResearchTopics>;

/** A work's topic (a publication's OpenAlex classification). */
export const WorkTopic = z.object({ id: z.string(), name: z.string() });
export type WorkTopic = z.infer<typeof WorkTopic>;

/** OpenAlex's short topic id ("T10883"). */
export const TOPIC_ID_FORMAT = 'A topic id is a T followed by digits, as OpenAlex names topics';
export const TopicId = z.string().regex(/^T\d{1,12}$/, { error: TOPIC_ID_FORMAT });

export const RESEARCH_TOPIC_UNKNOWN = 'That topic is not among your research topics';

/**
 * `POST /api/profile/research-topics/visibility`: hides one of the signed-in researcher's own topics
 * (not matched on, not shown to others, kept across OpenAlex refreshes) or shows it again.
 */
export const ResearchTopicVisibilityBody = z.object({ topicId: TopicId, hidden: z.boolean() });
export type ResearchTopicVisibilityBody = z.infer<typeof ResearchTopicVisibilityBody>;

export const ResearchTopicVisibilityResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Their topics as their own profile shows them, with the hidden ones apart. */
  researchTopics: ResearchTopics,
});
export type ResearchTopicVisibilityResponse = z.infer<typeof ResearchTopicVisibilityResponse>;
