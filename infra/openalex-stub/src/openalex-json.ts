import type { StubAuthor, StubWork } from './catalogue';
import type { StubTopic } from './topics';

/**
 * OpenAlex's singleton answers, in the shape api.openalex.org returns (snake_case, full URLs as
 * ids, `summary_stats`), with the fields this project reads and a realistic selection of the rest.
 */
const OPENALEX = 'https://openalex.org';
const API = 'https://api.openalex.org';

/** The largest h with h works cited at least h times each. */
const hIndex = (counts: number[]) => [...counts].sort((a, b) => b - a).filter((c, i) => c >= i + 1).length;

const topicJson = (t: StubTopic) => ({
  id: `${OPENALEX}/${t.id}`,
  display_name: t.name,
  subfield: { id: `${OPENALEX}/${t.subfield.id}`, display_name: t.subfield.name },
  field: { id: `${OPENALEX}/${t.field.id}`, display_name: t.field.name },
  domain: { id: `${OPENALEX}/${t.domain.id}`, display_name: t.domain.name },
});

/** An author's topics: those of their works, with how many works carry each, most first. */
function authorTopics(a: StubAuthor) {
  const counts = new Map<string, { topic: StubTopic; count: number }>();
  for (const w of a.works) {
    for (const { topic } of w.topics) {
      const held = counts.get(topic.id) ?? { topic, count: 0 };
      held.count++;
      counts.set(topic.id, held);
    }
  }
  return [...counts.values()].sort((x, y) => y.count - x.count || x.topic.id.localeCompare(y.topic.id));
}

export function authorJson(a: StubAuthor) {
  const topics = authorTopics(a);
  const tagged = topics.reduce((s, t) => s + t.count, 0);
  const counts = a.works.map((w) => w.citedByCount);
  const cited = counts.reduce((s, c) => s + c, 0);
  return {
    id: `${OPENALEX}/${a.id}`,
    orcid: `https://orcid.org/${a.orcidId}`,
    display_name: a.displayName ?? 'Unknown author',
    display_name_alternatives: [],
    works_count: a.works.length,
    cited_by_count: cited,
    summary_stats: {
      '2yr_mean_citedness': a.works.length > 0 ? Number((cited / a.works.length / 5).toFixed(3)) : 0,
      h_index: hIndex(counts),
      i10_index: counts.filter((c) => c >= 10).length,
    },
    ids: { openalex: `${OPENALEX}/${a.id}`, orcid: `https://orcid.org/${a.orcidId}` },
    affiliations: [],
    last_known_institutions: [],
    topics: topics.map(({ topic, count }) => ({ ...topicJson(topic), count })),
    topic_share: topics.map(({ topic, count }) => ({
      ...topicJson(topic),
      value: Number((count / Math.max(1, tagged) / 100).toFixed(7)),
    })),
    counts_by_year: [],
    works_api_url: `${API}/works?filter=author.id:${a.id}`,
    updated_date: '2026-01-15T06:02:11.742368',
    created_date: '2023-07-21',
  };
}

export function workJson(w: StubWork) {
  return {
    id: `${OPENALEX}/${w.id}`,
    doi: `https://doi.org/${w.doi}`,
    ids: { openalex: `${OPENALEX}/${w.id}`, doi: `https://doi.org/${w.doi}` },
    type: 'article',
    authorships: w.authorIds.map((id, i) => ({
      author_position: i === 0 ? 'first' : i === w.authorIds.length - 1 ? 'last' : 'middle',
      author: { id: `${OPENALEX}/${id}` },
      institutions: [],
    })),
    primary_topic: w.topics[0] ? { ...topicJson(w.topics[0].topic), score: w.topics[0].score } : null,
    topics: w.topics.map(({ topic, score }) => ({ ...topicJson(topic), score })),
    cited_by_count: w.citedByCount,
    counts_by_year: [],
    cited_by_api_url: `${API}/works?filter=cites:${w.id}`,
    updated_date: '2026-01-15T06:02:11.742368',
    created_date: '2023-07-21',
  };
}

/** OpenAlex's 404 body. */
export const notFoundJson = {
  error: 'Not Found',
  message:
    'The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.',
};
