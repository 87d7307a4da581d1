import { seededRandom, seedOf } from '../../orcid-stub/src/demo-record';

/**
 * The topics the stub tags works with: a few of the kind OpenAlex gives a technologies-education
 * network, each with words of a publication title that call for it. Their ids are the stub's own
 * (T9xxxx, a block OpenAlex does not use), the hierarchy is OpenAlex's (subfield < field < domain).
 */
export interface StubTopic {
  id: string;
  name: string;
  subfield: { id: string; name: string };
  field: { id: string; name: string };
  domain: { id: string; name: string };
  /** Words of a title (lower case) that call for the topic. */
  cues: readonly string[];
}

const SOCIAL = { id: 'domains/2', name: 'Social Sciences' };
const SOCIAL_FIELD = { id: 'fields/33', name: 'Social Sciences' };
const EDUCATION = { id: 'subfields/3304', name: 'Education' };
const COMPUTER_SCIENCE = { id: 'fields/17', name: 'Computer Science' };
const PHYSICAL = { id: 'domains/3', name: 'Physical Sciences' };

const education = (id: string, name: string, cues: string[]): StubTopic => ({
  id,
  name,
  subfield: EDUCATION,
  field: SOCIAL_FIELD,
  domain: SOCIAL,
  cues,
});

const STUB_TOPICS: readonly StubTopic[] = [
  education('T90001', 'Computational Thinking in Education', ['computational', 'programming', 'coding', 'scratch', 'blocks']),
  education('T90002', 'Teacher Education and Technology Integration', ['tpack', 'teacher', 'teachers', 'preservice']),
  education('T90003', 'STEM Education and Self-efficacy', ['stem', 'self-efficacy', 'science', 'mathematics']),
  education('T90004', 'Makerspaces and Design-based Learning', ['maker', 'makerspaces', 'design', 'making']),
  education('T90005', 'Curriculum Policy and Reform', ['curriculum', 'policy', 'reform']),
  education('T90006', 'Early Childhood Technology Learning', ['early', 'childhood', 'robots', 'years']),
  education('T90007', 'Rural and Regional Education', ['rural', 'regional']),
  {
    id: 'T90008',
    name: 'Artificial Intelligence in Education',
    subfield: { id: 'subfields/1702', name: 'Artificial Intelligence' },
    field: COMPUTER_SCIENCE,
    domain: PHYSICAL,
    cues: ['ai', 'artificial', 'generative', 'intelligence'],
  },
]; // prettier-ignore

const wordsOf = (title: string) =>
  title
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);

/**
 * A work's topics, best first (OpenAlex gives up to three): those its title calls for, else one
 * picked by its DOI; each with a score, as OpenAlex's are.
 */
export function topicsOfWork(doi: string, title: string | null): Array<{ topic: StubTopic; score: number }> {
  const words = new Set(wordsOf(title ?? ''));
  const called = STUB_TOPICS.filter((t) => t.cues.some((c) => words.has(c))).slice(0, 3);
  const rand = seededRandom(seedOf(`${doi.toLowerCase()}#topics`));
  const topics = called.length > 0 ? called : [STUB_TOPICS[Math.floor(rand() * STUB_TOPICS.length)]!];
  return topics.map((topic, i) => ({ topic, score: Number((0.99 - i * 0.12 - rand() * 0.05).toFixed(4)) }));
}
