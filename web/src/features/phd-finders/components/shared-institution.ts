/** An institution's name compared without regard to case or spacing ("Monash  university" is Monash University). */
const normalised = (name: string | null | undefined): string =>
  (name ?? '').normalize('NFKC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase('en-AU');

export interface InstitutionHolder {
  name: string;
  institution: string | null | undefined;
}

/** Who of the candidate and their supervisors is at the examiner's institution. */
export interface SharedInstitution {
  /** The examiner's own spelling of it. */
  institution: string;
  candidate: boolean;
  /** The supervisors' names, each once. */
  supervisors: string[];
}

/**
 * Whether the examiner is at the candidate's or a supervisor's current institution (most Australian
 * universities want an external examiner); null when not, or when the examiner names none.
 */
export function sharedInstitution(
  examiner: InstitutionHolder,
  candidateInstitution: string | null | undefined,
  supervisors: readonly InstitutionHolder[],
): SharedInstitution | null {
  const theirs = normalised(examiner.institution);
  if (!theirs || !examiner.institution) return null;
  const candidate = normalised(candidateInstitution) === theirs;
  const names = supervisors.filter((s) => normalised(s.institution) === theirs).map((s) => s.name);
  const shared = [...new Set(names)];
  if (!candidate && shared.length === 0) return null;
  return { institution: examiner.institution.trim(), candidate, supervisors: shared };
}

const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** "Dr Lee is at Monash University, as is the candidate (you) and your supervisor, Prof Chen." */
export function sharedInstitutionSentence(examinerName: string, shared: SharedInstitution): string {
  const who = [
    ...(shared.candidate ? ['the candidate (you)'] : []),
    ...(shared.supervisors.length === 1
      ? [`your supervisor, ${shared.supervisors[0]}`]
      : shared.supervisors.length > 1
        ? [`your supervisors, ${listed(shared.supervisors)}`]
        : []),
  ];
  const verb = who.length > 1 || shared.supervisors.length > 1 ? 'as are' : 'as is';
  return `${examinerName} is at ${shared.institution}, ${verb} ${who.join(' and ')}.`;
}
