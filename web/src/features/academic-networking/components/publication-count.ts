const PUBLICATION_COUNT_CAP = 50;

/** Spec 1 §5: discovery shows "50+" above 50 publications. */
export function formatPublicationCount(count: number | null | undefined): string {
  const n = count ?? 0;
  return n > PUBLICATION_COUNT_CAP ? `${PUBLICATION_COUNT_CAP}+` : String(n);
}
