import { z } from 'zod';

/**
 * ORCID iDs: sixteen characters in four hyphenated groups, the last one a check character
 * (ISO 7064 MOD 11-2, so it may be `X`). Shared by the service and the web form, so a typo is
 * caught before any call to ORCID.
 */
export const ORCID_ID_REQUIRED = 'ORCID ID is required';
export const ORCID_ID_FORMAT = 'ORCID ID must be in format 0000-0000-0000-0000';
export const ORCID_ID_CHECKSUM =
  'This ORCID ID has a typo: its last character does not match the others (checksum failed)';

export const ORCID_ID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

/** The check character of the first fifteen digits (ISO 7064 MOD 11-2, as ORCID specifies). */
export function orcidCheckCharacter(fifteenDigits: string): string {
  let total = 0;
  for (const c of fifteenDigits) total = (total + Number(c)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** True when the text is a well-formed ORCID iD whose check character is right. */
export function isValidOrcidId(id: string): boolean {
  if (!ORCID_ID_PATTERN.test(id)) return false;
  const digits = id.replace(/-/g, '');
  return orcidCheckCharacter(digits.slice(0, 15)) === digits[15];
}

/**
 * What people paste: surrounding spaces, the orcid.org address in front, a lower-case `x`.
 * Returns the bare iD text (still to be checked).
 */
export function normaliseOrcidInput(input: string): string {
  return input
    .trim()
    .replace(/^(https?:\/\/)?(www\.)?(sandbox\.)?orcid\.org\//i, '')
    .replace(/x$/, 'X');
}

/** The iD's public page on orcid.org. */
export const orcidProfileUrl = (id: string) => `https://orcid.org/${id}`;

export const OrcidId = z
  .string({ error: ORCID_ID_REQUIRED })
  .overwrite(normaliseOrcidInput)
  .min(1, { error: ORCID_ID_REQUIRED, abort: true })
  .regex(ORCID_ID_PATTERN, { error: ORCID_ID_FORMAT, abort: true })
  .refine(isValidOrcidId, { error: ORCID_ID_CHECKSUM });
export type OrcidId = z.infer<typeof OrcidId>;
