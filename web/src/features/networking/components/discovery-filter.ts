import type { SimilarResearcher } from '../api/get-similar-researchers';

type Filterable = Pick<SimilarResearcher, 'name' | 'institution' | 'researchInterests'>;

const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();

/** Spec 1 §5: the keyword matches name, institution or any research interest, case-insensitively. */
export function matchesKeyword(researcher: Filterable, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return true;
  return (
    lower(researcher.name).includes(k) ||
    lower(researcher.institution).includes(k) ||
    (researcher.researchInterests ?? []).some((interest) => lower(interest).includes(k))
  );
}

/**
 * The texts a selected FoR code stands for: the code itself and, when known, its title
 * ("390101", "Creative arts, media and communication curriculum and pedagogy").
 */
export function forCodeTexts(
  selectedCodes: readonly string[],
  titles: ReadonlyMap<string, string>,
): string[] {
  const texts = new Set<string>();
  for (const code of selectedCodes) {
    texts.add(code);
    const title = titles.get(code);
    if (title) texts.add(title);
  }
  return [...texts];
}

/** Spec 1 §5: the FoR filter matches any interest containing the text of any selected code. */
export function matchesForCodes(researcher: Filterable, codeTexts: readonly string[]): boolean {
  if (codeTexts.length === 0) return true;
  const wanted = codeTexts.map(lower).filter(Boolean);
  return (researcher.researchInterests ?? []).some((interest) =>
    wanted.some((t) => lower(interest).includes(t)),
  );
}

/** Both filters together, on the client, keeping the server's order. */
export function filterResearchers<T extends Filterable>(
  researchers: readonly T[],
  filter: { keyword: string; codeTexts: readonly string[] },
): T[] {
  return researchers.filter((r) => matchesKeyword(r, filter.keyword) && matchesForCodes(r, filter.codeTexts));
}
