/**
 * Turning free text into comparable terms: lower-case words, without words that say nothing about
 * a topic, reduced to a rough stem so that "teacher", "teachers" and "teaching" meet.
 */

// English function words, plus words every project and FoR title in this network shares
// ("research", "study") or that only qualify a classification ("not elsewhere classified").
// prettier-ignore
const STOP_WORDS = new Set([
  'a', 'about', 'across', 'after', 'all', 'also', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'been',
  'being', 'between', 'both', 'but', 'by', 'can', 'classified', 'do', 'does', 'each', 'elsewhere', 'etc',
  'excl', 'for', 'from', 'has', 'have', 'how', 'i', 'in', 'incl', 'including', 'into', 'is', 'it', 'its',
  'more', 'most', 'new', 'no', 'not', 'of', 'on', 'or', 'other', 'our', 'over', 'project', 'projects',
  'research', 'researcher', 'researchers', 'should', 'so', 'some', 'studies', 'study', 'such', 'than',
  'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'through', 'to',
  'under', 'up', 'use', 'used', 'using', 'very', 'via', 'was', 'we', 'were', 'what', 'when', 'where',
  'which', 'while', 'who', 'why', 'will', 'with', 'within', 'without', 'would', 'you', 'your',
]);

// Longest first. Stripped repeatedly (at most three times) so that every form of a word ends at the
// same stem: engineering -> engineer -> engine, engineers -> engine.
// prettier-ignore
const SUFFIXES = [
  'ational', 'ations', 'ically', 'ation', 'ities', 'ments', 'ical', 'ings', 'ions', 'ives', 'ment',
  'ness', 'ers', 'ics', 'ied', 'ies', 'ing', 'ion', 'ity', 'ive', 'al', 'ed', 'er', 'es', 'ic', 'ly',
  's', 'y',
];

const MIN_STEM = 3;
// Words this short are usually acronyms or already stems ("ai", "stem", "data"): leave them alone.
const SHORTEST_STEMMED_WORD = 5;

function stripOnce(word: string): string {
  if (word.length < SHORTEST_STEMMED_WORD) return word;
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < MIN_STEM) continue;
    // "class", "focus", "analysis" are not plurals; "es" is a plural ending only after s, x, z, ch, sh.
    if (suffix === 's' && /(ss|us|is)$/.test(word)) continue;
    if (suffix === 'es' && !/(s|x|z|ch|sh)es$/.test(word)) continue;
    return word.slice(0, -suffix.length);
  }
  return word;
}

/** A rough English stem: enough to make the forms of one word meet, not a linguistic root. */
export function stem(word: string): string {
  let current = word;
  for (let i = 0; i < 3; i++) {
    const next = stripOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The distinct terms of a text, in order of first appearance. */
export function terms(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words) return [];
  const out = new Set<string>();
  for (const word of words) {
    if (word.length < 2 || STOP_WORDS.has(word)) continue;
    out.add(stem(word));
  }
  return [...out];
}
