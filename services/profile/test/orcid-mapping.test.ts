import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cleanDoi,
  mapRecord,
  partialDate,
  preferred,
  publicationType,
  type ImportedRecord,
} from '../src/orcid/orcid-mapping';
import { OrcidRecord } from '../src/orcid/orcid-record';
import { demoRecord } from '../../../infra/orcid-stub/src/demo-record';
import { demoResearchers } from '../../../infra/orcid-stub/src/demo-researchers';
import { stubOrcidIds } from '../../../infra/orcid-stub/src/stub-ids';

const fixture = (id: string): ImportedRecord =>
  mapRecord(
    OrcidRecord.parse(
      JSON.parse(
        readFileSync(new URL(`../../../infra/orcid-stub/fixtures/${id}.json`, import.meta.url), 'utf8'),
      ),
    ),
  );

const countBy = <T>(items: T[], key: (t: T) => string) =>
  items.reduce<Record<string, number>>((acc, t) => ({ ...acc, [key(t)]: (acc[key(t)] ?? 0) + 1 }), {});

describe('Carol Nguyen (hand-written, complete)', () => {
  const r = fixture(stubOrcidIds.carolNguyen);

  it('maps the name and biography', () => {
    expect(r.name).toBe('Carol Nguyen');
    expect(r.biography).toMatch(/^Carol Nguyen is an Associate Professor.*public schools for six years\.$/);
  });

  it('imports one publication per group, the preferred version', () => {
    expect(r.publications).toHaveLength(11);
    const grouped = r.publications.find((p) => p.doi === '10.5555/ajet.2024.0412')!;
    expect(grouped.title).toBe(
      'Computational thinking in the primary years: how teachers enact the Australian Curriculum: Digital Technologies',
    );
    expect(grouped.putCode).toBe(9002);
    expect(grouped.url).toBe('https://doi.org/10.5555/ajet.2024.0412');
  });

  it('extracts DOIs from external ids, without resolver prefixes, ignoring ISSNs and ISBNs', () => {
    expect(r.publications.filter((p) => p.doi)).toHaveLength(7);
    expect(r.publications.find((p) => p.title.startsWith('Teacher self-efficacy'))?.doi).toBe(
      '10.5555/CAE.2019.0033',
    );
    expect(r.publications.find((p) => p.title.startsWith('Design thinking'))?.doi).toBe(
      '10.5555/ijtde.2021.0219',
    );
    expect(r.publications.find((p) => p.title.startsWith('Teaching Digital Technologies'))).toMatchObject({
      doi: null,
      title:
        'Teaching Digital Technologies in the primary classroom: From unplugged activities to programming',
      url: 'https://example.org/books/technologies-education-in-australia/chapter-4',
    });
  });

  it('maps work types to the six the product shows', () => {
    expect(countBy(r.publications, (p) => p.type)).toEqual({
      'Journal Article': 6,
      'Conference Paper': 1,
      'Book Chapter': 1,
      Report: 1,
      Other: 1,
      Book: 1,
    });
  });

  it('maps employments with the current one marked, and partial dates', () => {
    expect(r.affiliations).toEqual([
      {
        organization: 'Deakin University',
        department: 'School of Education',
        role: 'Associate Professor',
        startDate: '2019-07-01',
        endDate: null,
        isCurrent: true,
      },
      expect.objectContaining({
        organization: 'University of Wollongong',
        startDate: '2014-02',
        endDate: '2019-06',
        isCurrent: false,
      }),
      expect.objectContaining({
        organization: 'NSW Department of Education',
        department: null,
        isCurrent: false,
      }),
    ]);
  });

  it('maps educations and qualifications to education, distinctions to awards', () => {
    expect(r.education).toEqual([
      expect.objectContaining({
        type: 'education',
        institution: 'University of Wollongong',
        degree: 'Doctor of Philosophy (Education)',
        field: 'School of Education',
        startDate: '2010-03',
        endDate: '2014-09-30',
      }),
      expect.objectContaining({
        type: 'education',
        institution: 'The University of Sydney',
        startDate: '2003',
        endDate: '2007',
      }),
      expect.objectContaining({ type: 'qualification', degree: 'Graduate Certificate of Higher Education' }),
    ]);
    expect(r.awards).toEqual([
      {
        title: 'Citation for Outstanding Contribution to Student Learning',
        organization: 'Australian Awards for University Teaching',
        year: 2022,
        description: 'For leadership in technologies teacher education',
      },
      {
        title: 'Early Career Researcher Award',
        organization: 'Australian Council for Computers in Education',
        year: 2016,
        description: null,
      },
    ]);
  });
});

describe('Josiah Carberry (more than 100 works)', () => {
  const r = fixture(stubOrcidIds.manyWorks);

  it('imports 119 of 120 groups: the group repeating another’s DOI in capitals is not a second publication', () => {
    expect(r.publications).toHaveLength(119);
    const dois = r.publications.flatMap((p) => (p.doi ? [p.doi.toLowerCase()] : []));
    expect(new Set(dois).size).toBe(dois.length);
    expect(r.publications.filter((p) => !p.doi)).toHaveLength(11);
  });

  it('takes the preferred version of the fifteen works that have two', () => {
    expect(r.publications.some((p) => p.title === p.title.toUpperCase())).toBe(false);
  });

  it('maps every type', () => {
    expect(countBy(r.publications, (p) => p.type)).toEqual({
      'Journal Article': 77,
      'Conference Paper': 17,
      'Book Chapter': 10,
      Book: 7,
      Report: 5,
      Other: 3,
    });
    expect(r.name).toBe('Josiah S. Carberry');
    expect(r.affiliations.filter((a) => a.isCurrent)).toHaveLength(1);
  });
});

describe('the sparse record (missing sections, nulls, partial dates)', () => {
  const r = fixture(stubOrcidIds.sparse);

  it('has no name or biography, and no education or awards', () => {
    expect(r.name).toBeNull();
    expect(r.biography).toBeNull();
    expect(r.education).toEqual([]);
    expect(r.awards).toEqual([]);
  });

  it('skips untitled works and employments without an organisation', () => {
    expect(r.publications).toEqual([
      expect.objectContaining({
        title: 'Notes on teaching Scratch to adult learners',
        year: null,
        doi: null,
        type: 'Other',
        journal: null,
      }),
      expect.objectContaining({
        title: 'Blended learning in regional teacher education',
        year: 2020,
        doi: '10.5555/Sparse.2020.7',
        type: 'Conference Paper',
      }),
    ]);
    expect(r.affiliations).toEqual([
      {
        organization: 'Charles Sturt University',
        department: null,
        role: null,
        startDate: '2015',
        endDate: '2020-06',
        isCurrent: false,
      },
    ]);
  });
});

describe('generated demo records', () => {
  it('map cleanly for every demo researcher, with a current employment at their institution', () => {
    for (const person of demoResearchers) {
      const r = mapRecord(OrcidRecord.parse(demoRecord(person)));
      expect(r.name).toBe(`${person.givenNames} ${person.familyName}`);
      expect(r.publications.length).toBeGreaterThan(0);
      expect(r.affiliations.find((a) => a.isCurrent)?.organization).toBe(person.institution);
      expect(r.education.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('mapping rules', () => {
  it('formats partial dates and drops malformed parts', () => {
    expect(partialDate({ year: { value: '2019' }, month: { value: '3' }, day: null })).toBe('2019-03');
    expect(partialDate({ year: { value: '2019' }, month: { value: '13' }, day: { value: '01' } })).toBe(
      '2019',
    );
    expect(partialDate({ year: { value: '2019' }, month: { value: '02' }, day: { value: '9' } })).toBe(
      '2019-02-09',
    );
    expect(partialDate({ year: { value: '19' }, month: null, day: null })).toBeNull();
    expect(partialDate(null)).toBeNull();
  });

  it('maps ORCID work types', () => {
    expect(publicationType('journal-article')).toBe('Journal Article');
    expect(publicationType('conference-abstract')).toBe('Conference Paper');
    expect(publicationType('edited-book')).toBe('Book');
    expect(publicationType('working-paper')).toBe('Report');
    expect(publicationType('dissertation-thesis')).toBe('Other');
    expect(publicationType(null)).toBe('Other');
  });

  it('takes disguising characters out of the name and biography, keeping right-to-left scripts', () => {
    const r = mapRecord(
      OrcidRecord.parse({
        person: {
          name: { 'credit-name': { value: '\u202Eدانة\u200B الحربي\u202C' } },
          biography: { content: 'שלום\u2066 עולם\u2069\r\nLine two\u0007' },
        },
      }),
    );
    expect(r.name).toBe('دانة الحربي');
    expect(r.biography).toBe('שלום עולם\nLine two');
  });

  it('cleans DOIs', () => {
    expect(cleanDoi('https://doi.org/10.1000/ABC.1')).toBe('10.1000/ABC.1');
    expect(cleanDoi('http://dx.doi.org/10.1000/x')).toBe('10.1000/x');
    expect(cleanDoi('doi: 10.1000/x')).toBe('10.1000/x');
    expect(cleanDoi('not a doi')).toBeNull();
    expect(cleanDoi('')).toBeNull();
  });

  it('prefers the version with the highest display index, the first on a tie', () => {
    const a = { 'display-index': '0', n: 'a' };
    const b = { 'display-index': '2', n: 'b' };
    const c = { 'display-index': '2', n: 'c' };
    expect(preferred([a, b, c])?.n).toBe('b');
    expect(preferred([null, a])?.n).toBe('a');
    expect(preferred([])).toBeNull();
  });

  it('tolerates a malformed item without losing the rest of the record', () => {
    const record = OrcidRecord.parse({
      'activities-summary': {
        works: {
          group: [
            { 'work-summary': [{ title: 'not an object' }] },
            { 'work-summary': [{ title: { title: { value: 'Kept' } }, type: 'book' }] },
          ],
        },
        employments: 'nonsense',
      },
    });
    const r = mapRecord(record);
    expect(r.publications.map((p) => p.title)).toEqual(['Kept']);
    expect(r.affiliations).toEqual([]);
  });
});
