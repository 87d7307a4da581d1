import { cleanBlock, cleanLine } from '@app/contracts/plain-text';
import type { PublicationType } from '@app/contracts/profile/http';
import type {
  AffiliationSection,
  AffiliationSummary,
  ExternalId,
  FuzzyDate,
  OrcidRecord,
  WorkSummary,
} from './orcid-record';

/** What one ORCID record gives a profile; a sync replaces exactly these. */
export interface ImportedRecord {
  name: string | null;
  biography: string | null;
  publications: ImportedPublication[];
  affiliations: ImportedAffiliation[];
  education: ImportedEducation[];
  awards: ImportedAward[];
  /** ORCID's last-modified-date of the record (absent: unknown, always imported). */
  lastModified?: string | null;
}

interface ImportedPublication {
  putCode: number | null;
  title: string;
  journal: string | null;
  year: number | null;
  doi: string | null;
  url: string | null;
  type: PublicationType;
  /** ORCID has none: filled from OpenAlex by DOI (null: no citation data). */
  citations: number | null;
}

interface ImportedAffiliation {
  organization: string;
  department: string | null;
  role: string | null;
  startDate: string | null;
  endDate: string | null;
  isCurrent: boolean;
}

interface ImportedEducation {
  type: 'education' | 'qualification';
  institution: string;
  degree: string | null;
  field: string | null;
  startDate: string | null;
  endDate: string | null;
}

interface ImportedAward {
  title: string;
  organization: string | null;
  year: number | null;
  description: string | null;
}

/** ORCID's text is typed by people too: cleaned of disguising characters like any request's. */
const clean = (s: string | null | undefined): string | null => {
  const t = s == null ? undefined : cleanLine(s).replace(/\s+/g, ' ').trim();
  return t ? t : null;
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** ORCID dates are partial: `2019`, `2019-03` or `2019-03-01`; anything malformed is dropped. */
export function partialDate(d: FuzzyDate): string | null {
  const year = yearOf(d);
  if (year === null) return null;
  const month = Number(d?.month?.value);
  if (!Number.isInteger(month) || month < 1 || month > 12) return String(year);
  const day = Number(d?.day?.value);
  if (!Number.isInteger(day) || day < 1 || day > 31) return `${year}-${pad2(month)}`;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

function yearOf(d: FuzzyDate): number | null {
  const raw = d?.year?.value;
  if (!raw || !/^\d{4}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

const WORK_TYPES: Record<string, PublicationType> = {
  'journal-article': 'Journal Article',
  'conference-paper': 'Conference Paper',
  'conference-abstract': 'Conference Paper',
  'conference-poster': 'Conference Paper',
  'book-chapter': 'Book Chapter',
  book: 'Book',
  'edited-book': 'Book',
  report: 'Report',
  'working-paper': 'Report',
};

/** ORCID's work types (about forty) folded into the six the product shows. */
export function publicationType(orcidType: string | null | undefined): PublicationType {
  return WORK_TYPES[(orcidType ?? '').trim().toLowerCase()] ?? 'Other';
}

/** A DOI without its resolver prefix (`https://doi.org/`, `doi:`), or null if it is not one. */
export function cleanDoi(raw: string | null | undefined): string | null {
  const doi = clean(raw)
    ?.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '')
    .trim();
  return doi && /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : null;
}

/** The work's own DOI: a `self` DOI first, then any DOI among its external ids. */
function doiOf(ids: ReadonlyArray<ExternalId | null> | null | undefined): string | null {
  const dois = (ids ?? []).filter(
    (id): id is ExternalId => (id?.['external-id-type'] ?? '').toLowerCase() === 'doi',
  );
  const ordered = [
    ...dois.filter((d) => d['external-id-relationship'] === 'self'),
    ...dois.filter((d) => d['external-id-relationship'] !== 'self'),
  ];
  for (const d of ordered) {
    const doi = cleanDoi(d['external-id-value']) ?? cleanDoi(d['external-id-normalized']?.value);
    if (doi) return doi;
  }
  return null;
}

const displayIndex = (item: { 'display-index'?: string | null }) => {
  const n = Number(item['display-index']);
  return Number.isFinite(n) ? n : 0;
};

/** ORCID marks the preferred version of a grouped item with the highest display index. */
export function preferred<T extends { 'display-index'?: string | null }>(
  versions: ReadonlyArray<T | null>,
): T | null {
  let best: T | null = null;
  for (const v of versions) if (v && (best === null || displayIndex(v) > displayIndex(best))) best = v;
  return best;
}

function titleOf(w: WorkSummary): string | null {
  const title = clean(w.title?.title?.value);
  if (!title) return null;
  const subtitle = clean(w.title?.subtitle?.value);
  return subtitle ? `${title}: ${subtitle}` : title;
}

function putCodeOf(v: string | number | null | undefined): number | null {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : null;
}

/** Works: one per group (the preferred version), never the same work twice, untitled ones skipped. */
function mapWorks(record: OrcidRecord): ImportedPublication[] {
  const out: ImportedPublication[] = [];
  const seen = new Set<string>();
  for (const group of record['activities-summary']?.works?.group ?? []) {
    const versions = group?.['work-summary'] ?? [];
    const work = preferred(versions);
    if (!work) continue;
    const title = titleOf(work);
    if (!title) continue;
    const doi =
      doiOf(work['external-ids']?.['external-id']) ??
      versions.map((v) => doiOf(v?.['external-ids']?.['external-id'])).find(Boolean) ??
      null;
    const year = yearOf(work['publication-date']);
    const key = doi ? `doi:${doi.toLowerCase()}` : `title:${title.toLowerCase()}|${year ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      putCode: putCodeOf(work['put-code']),
      title,
      journal: clean(work['journal-title']?.value),
      year,
      doi,
      url: clean(work.url?.value) ?? (doi ? `https://doi.org/${doi}` : null),
      type: publicationType(work.type),
      // The public API carries no citation counts.
      citations: null,
    });
  }
  return out;
}

/** The preferred summary of each affiliation group in a section. */
function summaries(section: AffiliationSection): AffiliationSummary[] {
  const out: AffiliationSummary[] = [];
  for (const group of section?.['affiliation-group'] ?? []) {
    const items = (group?.summaries ?? []).map((s) => (s ? (Object.values(s)[0] ?? null) : null));
    const best = preferred(items);
    if (best) out.push(best);
  }
  return out;
}

function mapEmployments(record: OrcidRecord): ImportedAffiliation[] {
  return summaries(record['activities-summary']?.employments).flatMap((s) => {
    const organization = clean(s.organization?.name);
    if (!organization) return [];
    return [
      {
        organization,
        department: clean(s['department-name']),
        role: clean(s['role-title']),
        startDate: partialDate(s['start-date']),
        endDate: partialDate(s['end-date']),
        isCurrent: yearOf(s['end-date']) === null,
      },
    ];
  });
}

function mapEducation(record: OrcidRecord): ImportedEducation[] {
  const activities = record['activities-summary'];
  const rows = (type: ImportedEducation['type'], section: AffiliationSection) =>
    summaries(section).flatMap((s) => {
      const institution = clean(s.organization?.name);
      if (!institution) return [];
      return [
        {
          type,
          institution,
          degree: clean(s['role-title']),
          field: clean(s['department-name']),
          startDate: partialDate(s['start-date']),
          endDate: partialDate(s['end-date']),
        },
      ];
    });
  return [...rows('education', activities?.educations), ...rows('qualification', activities?.qualifications)];
}

function mapDistinctions(record: OrcidRecord): ImportedAward[] {
  return summaries(record['activities-summary']?.distinctions).flatMap((s) => {
    const organization = clean(s.organization?.name);
    const title = clean(s['role-title']) ?? organization;
    if (!title) return [];
    return [
      {
        title,
        organization,
        year: yearOf(s['start-date']),
        description: clean(s['department-name']),
      },
    ];
  });
}

/** The credit name, else given and family names, else null (the name may be private). */
function recordName(record: OrcidRecord): string | null {
  const name = record.person?.name;
  const credit = clean(name?.['credit-name']?.value);
  if (credit) return credit;
  return clean([name?.['given-names']?.value, name?.['family-name']?.value].filter(Boolean).join(' '));
}

export function mapRecord(record: OrcidRecord): ImportedRecord {
  return {
    name: recordName(record),
    // Paragraphs matter in a biography: trim it, keep its line breaks.
    biography: cleanBlock(record.person?.biography?.content ?? '').trim() || null,
    publications: mapWorks(record),
    affiliations: mapEmployments(record),
    education: mapEducation(record),
    awards: mapDistinctions(record),
    lastModified: record.history?.['last-modified-date']?.value ?? null,
  };
}
