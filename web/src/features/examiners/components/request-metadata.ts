/** What a request's metadata may hold (spec 1 §3). */
export interface RequestMetadata {
  thesisTitle?: string;
  researchArea?: string;
  researchInterests?: string[];
  proposedProject?: string;
  message?: string;
}

const MAX_NESTING = 3;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/**
 * Spec 1 §3: metadata may be an object, a string, or JSON nested in a string (even twice). A plain
 * string that is not JSON is taken as the message.
 */
export function parseRequestMetadata(raw: unknown): RequestMetadata {
  let value = raw;
  for (let i = 0; i < MAX_NESTING && typeof value === 'string'; i++) {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return str(value) ? { message: value as string } : {};
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return typeof value === 'string' && str(value) ? { message: value } : {};
  }
  const v = value as Record<string, unknown>;
  const interests = Array.isArray(v.researchInterests)
    ? v.researchInterests.filter((x): x is string => typeof x === 'string')
    : str(v.researchInterests)
      ? [v.researchInterests as string]
      : undefined;
  const out: RequestMetadata = {};
  if (str(v.thesisTitle)) out.thesisTitle = v.thesisTitle as string;
  if (str(v.researchArea)) out.researchArea = v.researchArea as string;
  if (interests && interests.length > 0) out.researchInterests = interests;
  if (str(v.proposedProject)) out.proposedProject = v.proposedProject as string;
  if (str(v.message)) out.message = v.message as string;
  return out;
}
