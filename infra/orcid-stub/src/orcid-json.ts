/**
 * Builders for ORCID API v3.0 JSON, in the exact shapes pub.orcid.org returns (kebab-case keys,
 * `{value}` wrappers, string display indexes, explicit nulls). Used by the demo record generator
 * and the fixture script, so generated records look like real ones.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const MS_PER_DAY = 86_400_000;

/** A stable timestamp (ms) for a year, so generated records never change between runs. */
const stamp = (year: number, dayOfYear = 1): number => Date.UTC(year, 0, 1) + (dayOfYear - 1) * MS_PER_DAY;

const value = (v: string | number) => ({ value: v });

interface PartialDate {
  year: number;
  month?: number;
  day?: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

function fuzzyDate(d: PartialDate | null): Json {
  if (!d) return null;
  return {
    year: value(String(d.year)),
    month: d.month ? value(pad(d.month)) : null,
    day: d.day ? value(pad(d.day)) : null,
  };
}

export function userSource(orcidId: string, name: string): Json {
  return {
    'source-orcid': { uri: `https://orcid.org/${orcidId}`, path: orcidId, host: 'orcid.org' },
    'source-client-id': null,
    'source-name': value(name),
    'assertion-origin-orcid': null,
    'assertion-origin-client-id': null,
    'assertion-origin-name': null,
  };
}

/** Crossref's auto-update client, the usual second source of a work. */
export const crossrefSource: Json = {
  'source-orcid': null,
  'source-client-id': {
    uri: 'https://orcid.org/client/0000-0002-3054-1567',
    path: '0000-0002-3054-1567',
    host: 'orcid.org',
  },
  'source-name': value('Crossref'),
  'assertion-origin-orcid': null,
  'assertion-origin-client-id': null,
  'assertion-origin-name': null,
};

function externalId(type: 'doi' | 'isbn' | 'issn' | 'eid', id: string, relationship = 'self'): Json {
  const url = type === 'doi' ? value(`https://doi.org/${id}`) : null;
  return {
    'external-id-type': type,
    'external-id-value': id,
    'external-id-normalized': { value: id.toLowerCase(), transient: true },
    'external-id-normalized-error': null,
    'external-id-url': url,
    'external-id-relationship': relationship,
  };
}

export interface WorkInput {
  putCode: number;
  title: string;
  type: string;
  journal: string | null;
  date: PartialDate | null;
  doi: string | null;
  url?: string | null;
  source: Json;
  displayIndex?: number;
  createdYear: number;
}

function workSummary(orcidId: string, w: WorkInput): Json {
  const ids = w.doi ? [externalId('doi', w.doi)] : [];
  return {
    'put-code': w.putCode,
    'created-date': value(stamp(w.createdYear, 40)),
    'last-modified-date': value(stamp(w.createdYear, 40)),
    source: w.source,
    title: { title: value(w.title), subtitle: null, 'translated-title': null },
    'external-ids': { 'external-id': ids },
    url: w.url ? value(w.url) : null,
    type: w.type,
    'publication-date': fuzzyDate(w.date),
    'journal-title': w.journal ? value(w.journal) : null,
    visibility: 'public',
    path: `/${orcidId}/work/${w.putCode}`,
    'display-index': String(w.displayIndex ?? 0),
  };
}

/** A works group: ORCID groups versions of one work by their shared external ids. */
export function workGroup(orcidId: string, versions: WorkInput[]): Json {
  const [first] = versions;
  if (!first) throw new Error('A works group holds at least one version');
  return {
    'last-modified-date': value(stamp(first.createdYear, 40)),
    'external-ids': { 'external-id': first.doi ? [externalId('doi', first.doi)] : [] },
    'work-summary': versions.map((v) => workSummary(orcidId, v)),
  };
}

export type AffiliationKind = 'employment' | 'education' | 'qualification' | 'distinction';

export interface AffiliationInput {
  putCode: number;
  organization: string;
  city: string;
  region: string;
  department: string | null;
  roleTitle: string | null;
  start: PartialDate | null;
  end: PartialDate | null;
  source: Json;
}

export function affiliationGroup(orcidId: string, kind: AffiliationKind, a: AffiliationInput): Json {
  const created = stamp(a.start?.year ?? 2015, 10);
  return {
    'last-modified-date': value(created),
    'external-ids': { 'external-id': [] },
    summaries: [
      {
        [`${kind}-summary`]: {
          'created-date': value(created),
          'last-modified-date': value(created),
          source: a.source,
          'put-code': a.putCode,
          'department-name': a.department,
          'role-title': a.roleTitle,
          'start-date': fuzzyDate(a.start),
          'end-date': fuzzyDate(a.end),
          organization: {
            name: a.organization,
            address: { city: a.city, region: a.region, country: 'AU' },
            'disambiguated-organization': null,
          },
          url: null,
          'external-ids': null,
          'display-index': '0',
          visibility: 'public',
          path: `/${orcidId}/${kind}/${a.putCode}`,
        },
      },
    ],
  };
}

export interface RecordInput {
  orcidId: string;
  givenNames: string;
  familyName: string;
  creditName: string | null;
  biography: string | null;
  createdYear: number;
  employments: Json[];
  educations: Json[];
  qualifications: Json[];
  distinctions: Json[];
  workGroups: Json[];
}

const section = (orcidId: string, name: string, groups: Json[]): Json => ({
  'last-modified-date': groups.length > 0 ? value(stamp(2024, 100)) : null,
  'affiliation-group': groups,
  path: `/${orcidId}/${name}`,
});

const emptyGroupSection = (orcidId: string, name: string): Json => ({
  'last-modified-date': null,
  group: [],
  path: `/${orcidId}/${name}`,
});

/** A whole `/v3.0/{id}/record` answer. */
export function orcidRecord(r: RecordInput): Json {
  const id = r.orcidId;
  const created = value(stamp(r.createdYear, 20));
  return {
    'orcid-identifier': { uri: `https://orcid.org/${id}`, path: id, host: 'orcid.org' },
    preferences: { locale: 'en' },
    history: {
      'creation-method': 'Direct',
      'completion-date': null,
      'submission-date': created,
      'last-modified-date': value(stamp(2024, 100)),
      claimed: true,
      source: null,
      'deactivation-date': null,
      'verified-email': true,
      'verified-primary-email': true,
    },
    person: {
      'last-modified-date': value(stamp(2024, 100)),
      name: {
        'created-date': created,
        'last-modified-date': created,
        'given-names': value(r.givenNames),
        'family-name': value(r.familyName),
        'credit-name': r.creditName ? value(r.creditName) : null,
        source: null,
        visibility: 'public',
        path: id,
      },
      'other-names': { 'last-modified-date': null, 'other-name': [], path: `/${id}/other-names` },
      biography: r.biography
        ? {
            'created-date': created,
            'last-modified-date': created,
            content: r.biography,
            visibility: 'public',
            path: `/${id}/biography`,
          }
        : null,
      'researcher-urls': { 'last-modified-date': null, 'researcher-url': [], path: `/${id}/researcher-urls` },
      emails: { 'last-modified-date': null, email: [], path: `/${id}/email` },
      addresses: { 'last-modified-date': null, address: [], path: `/${id}/address` },
      keywords: { 'last-modified-date': null, keyword: [], path: `/${id}/keywords` },
      'external-identifiers': {
        'last-modified-date': null,
        'external-identifier': [],
        path: `/${id}/external-identifiers`,
      },
      path: `/${id}/person`,
    },
    'activities-summary': {
      'last-modified-date': value(stamp(2024, 100)),
      distinctions: section(id, 'distinctions', r.distinctions),
      educations: section(id, 'educations', r.educations),
      employments: section(id, 'employments', r.employments),
      fundings: emptyGroupSection(id, 'fundings'),
      'invited-positions': section(id, 'invited-positions', []),
      memberships: section(id, 'memberships', []),
      'peer-reviews': emptyGroupSection(id, 'peer-reviews'),
      qualifications: section(id, 'qualifications', r.qualifications),
      'research-resources': emptyGroupSection(id, 'research-resources'),
      services: section(id, 'services', []),
      works: {
        'last-modified-date': r.workGroups.length > 0 ? value(stamp(2024, 100)) : null,
        group: r.workGroups,
        path: `/${id}/works`,
      },
      path: `/${id}/activities`,
    },
    path: `/${id}`,
  };
}
