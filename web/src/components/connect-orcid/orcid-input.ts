import { OrcidId } from '@app/contracts/profile/orcid-id';

/**
 * The first problem with a typed ORCID iD, in the spec's words: required, then the 4x4 format,
 * then the check character (the same schema the server applies). Null when it is fine.
 */
export function orcidIdProblem(input: string | undefined): string | null {
  const parsed = OrcidId.safeParse(input ?? '');
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
