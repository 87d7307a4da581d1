import { seededRandom, seedOf } from '../../orcid-stub/src/demo-record';
import { demoResearcher, demoResearchers } from '../../orcid-stub/src/demo-researchers';
import type { Json } from '../../orcid-stub/src/orcid-json';
import { RecordSource } from '../../orcid-stub/src/records';
import { stubOrcidIds } from '../../orcid-stub/src/stub-ids';
import { isSyntheticOrcidId } from '../../orcid-stub/src/synthetic-researchers';
import { topicsOfWork, type StubTopic } from './topics';

/**
 * What the OpenAlex stub knows, derived from the ORCID stub's records so the two agree: every DOI
 * an ORCID record lists is an OpenAlex work (most of them; some are absent), and every researcher
 * with a record is an OpenAlex author whose figures add up from those works. The same iD or DOI
 * always gives the same numbers.
 */

/** Demo researchers whose OpenAlex author was merged into another: the iD look-up answers 301. */
export const MERGED_AUTHOR_ORCID = demoResearcher(1).orcidId;
/** A demo researcher OpenAlex has no author for (404): their figures come from their works alone. */
export const ABSENT_AUTHOR_ORCID = demoResearcher(5).orcidId;
/** The ORCID stub's sparse record: OpenAlex holds neither its author nor its work, so "no citation data". */
export const UNKNOWN_RESEARCHER_ORCID = stubOrcidIds.sparse;

export interface StubWork {
  id: string;
  doi: string;
  citedByCount: number;
  /** Best first; the first is the primary topic. */
  topics: Array<{ topic: StubTopic; score: number }>;
  /** The OpenAlex ids of every researcher whose record lists the work. */
  authorIds: string[];
}

export interface StubAuthor {
  id: string;
  orcidId: string;
  displayName: string | null;
  works: StubWork[];
}

/** `A5` + ten digits, like OpenAlex's newer author ids. */
const authorId = (seed: number) => `A5${String(seed % 10_000_000_000).padStart(10, '0')}`;
const workId = (seed: number) => `W4${String(seed % 10_000_000_000).padStart(10, '0')}`;

/** The author id a merged author now lives under (where the 301 points). */
export const mergedIntoId = (orcidId: string) => authorId(seedOf(`${orcidId}#merged`));

/** The work for a DOI, or null for the one in seven OpenAlex does not hold. Citations are skewed: most few, some many. */
export function workForDoi(doi: string): StubWork | null {
  const normalized = doi.toLowerCase();
  const rand = seededRandom(seedOf(normalized));
  if (rand() < 1 / 7) return null;
  const citedByCount = Math.floor(rand() ** 2.5 * 160);
  const known = demoWorks().get(bareDoi(normalized)) ?? syntheticWork(normalized);
  return {
    id: workId(seedOf(normalized)),
    doi: normalized,
    citedByCount,
    topics: topicsOfWork(normalized, known?.title ?? null),
    authorIds: known ? [...known.authorIds] : [],
  };
}

/** The author id of a researcher with an OpenAlex author. */
const authorIdOf = (orcidId: string) =>
  orcidId === MERGED_AUTHOR_ORCID ? mergedIntoId(orcidId) : authorId(seedOf(orcidId));

/**
 * A synthetic researcher's work (tests' researchers, infra/orcid-stub/src/synthetic-researchers.ts),
 * found from its DOI: the ORCID stub writes `10.5555/rc.<last six characters of the iD>.<year>.<n>`,
 * and a synthetic iD (0000-0004-9xxx-xxxx) lacks only one digit there, so at most ten records are read.
 */
function syntheticWork(doi: string): { title: string | null; authorIds: Set<string> } | undefined {
  const key = /^10\.5555\/rc\.(\d{5}[\dx])\./.exec(bareDoi(doi))?.[1]?.toUpperCase();
  if (!key) return undefined;
  const records = new RecordSource();
  for (let digit = 0; digit <= 9; digit++) {
    const orcidId = `0000-0004-9${digit}${key.slice(0, 2)}-${key.slice(2)}`;
    const record = isSyntheticOrcidId(orcidId) ? records.find(orcidId) : null;
    const work = record ? worksOf(record).find((w) => bareDoi(w.doi) === bareDoi(doi)) : undefined;
    if (work) return { title: work.title, authorIds: new Set([authorIdOf(orcidId)]) };
  }
  return undefined;
}

let works: Map<string, { title: string | null; authorIds: Set<string> }> | null = null;
/** Each demo researcher's works by bare DOI: title and the OpenAlex authors whose records list it. */
function demoWorks() {
  if (works) return works;
  works = new Map();
  const records = new RecordSource();
  for (const { orcidId } of demoResearchers) {
    const record = records.find(orcidId);
    if (!record) continue;
    const hasAuthor = orcidId !== ABSENT_AUTHOR_ORCID && orcidId !== UNKNOWN_RESEARCHER_ORCID;
    for (const { doi, title } of worksOf(record)) {
      const held = works.get(bareDoi(doi)) ?? { title, authorIds: new Set<string>() };
      if (hasAuthor) held.authorIds.add(authorIdOf(orcidId));
      works.set(bareDoi(doi), held);
    }
  }
  return works;
}

type WorkGroup = {
  'external-ids'?: { 'external-id'?: Array<{ 'external-id-type'?: string; 'external-id-value'?: string }> };
  'work-summary'?: Array<{ title?: { title?: { value?: string } | null } | null }>;
};

const groupsOf = (record: Json): WorkGroup[] =>
  (record as { 'activities-summary'?: { works?: { group?: WorkGroup[] } } })['activities-summary']?.works
    ?.group ?? [];

/** Each DOI a record lists (lower case) with its title. */
function worksOf(record: Json): Array<{ doi: string; title: string | null }> {
  return groupsOf(record).flatMap((g) =>
    (g['external-ids']?.['external-id'] ?? []).flatMap((id) => {
      const doi = id['external-id-type'] === 'doi' ? id['external-id-value'] : undefined;
      return doi
        ? [{ doi: doi.toLowerCase(), title: g['work-summary']?.[0]?.title?.title?.value ?? null }]
        : [];
    }),
  );
}

/** A DOI as OpenAlex looks it up: lower case, without a `doi:` or resolver prefix. */
const bareDoi = (doi: string) => doi.toLowerCase().replace(/^(doi:|https?:\/\/(dx\.)?doi\.org\/)/, '');

/** The DOIs an ORCID record lists, lower case, each once. */
export function doisOf(record: Json): string[] {
  return [...new Set(worksOf(record).map((w) => w.doi))];
}

function nameOf(record: Json): string | null {
  const name = (record as { person?: { name?: Record<string, { value?: string } | null> | null } }).person
    ?.name;
  return [name?.['given-names']?.value, name?.['family-name']?.value].filter(Boolean).join(' ') || null;
}

export class Catalogue {
  constructor(private readonly records = new RecordSource()) {}

  /** The author behind an ORCID iD, with the works OpenAlex holds; null when none. */
  authorByOrcid(orcidId: string): StubAuthor | null {
    if (orcidId === ABSENT_AUTHOR_ORCID || orcidId === UNKNOWN_RESEARCHER_ORCID) return null;
    const record = this.records.find(orcidId);
    if (!record) return null;
    const works = doisOf(record)
      .map(workForDoi)
      .filter((w): w is StubWork => w !== null);
    return { id: authorIdOf(orcidId), orcidId, displayName: nameOf(record), works };
  }

  /** True when the iD's author was merged into another (its look-up answers 301). */
  isMerged(orcidId: string): boolean {
    return orcidId === MERGED_AUTHOR_ORCID;
  }

  /** The work behind a DOI; null when OpenAlex does not hold it. */
  work(doi: string): StubWork | null {
    const unknown = doisOf(this.records.find(UNKNOWN_RESEARCHER_ORCID) ?? {}).map(bareDoi);
    return unknown.includes(bareDoi(doi)) ? null : workForDoi(doi);
  }

  /** An author by OpenAlex id: only the merged author's new id is looked up this way. */
  authorById(id: string): StubAuthor | null {
    return id === mergedIntoId(MERGED_AUTHOR_ORCID) ? this.authorByOrcid(MERGED_AUTHOR_ORCID) : null;
  }
}
