/**
 * Research interests are free text ("Digital technologies curriculum", "Teachers' beliefs about
 * STEM"). To compare two researchers we reduce each person's interests to a set of normalised
 * terms: lower case, accents and punctuation removed, plurals folded ("technologies" ->
 * "technology"), and words that carry no topic ("and", "of", "the") dropped. Words common to
 * everybody ("education", "learning") are kept: rarity weighting (match-score.ts) makes them count
 * little, which is more honest than a hand-made list of "boring" words.
 */

const STOP_WORDS = new Set([
  'a', 'about', 'across', 'after', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'between', 'by', 'for',
  'from', 'how', 'in', 'into', 'is', 'its', 'of', 'on', 'or', 'our', 'over', 'the', 'their', 'through',
  'to', 'towards', 'under', 'using', 'via', 'what', 'with', 'within',
]); // prettier-ignore

/** Folds the regular English plurals onto their singular, so "schools" meets "school". */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is|as)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a text, lower case, without accents; letters and digits only. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The normalised terms of a researcher's interests: unique and sorted. */
export function interestTerms(interests: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const interest of interests) {
    for (const w of words(interest)) {
      if (w.length < 2 || STOP_WORDS.has(w)) continue;
      terms.add(singular(w));
    }
  }
  return [...terms].sort();
}
