/**
 * Wrote fixtures/0000-0002-1825-0097.json once: a prolific researcher with 120 work groups (more
 * than 100 publications), some with two versions (Crossref and the researcher's own, the latter
 * preferred), one group repeating another's DOI in capitals, works without DOIs and a spread of
 * types. The checked-in file is plain JSON; re-run only to regenerate it deliberately:
 *   npx tsx infra/orcid-stub/scripts/generate-many-works.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONFERENCES, JOURNALS, cycled } from '../src/demo-record';
import {
  affiliationGroup,
  crossrefSource,
  orcidRecord,
  userSource,
  workGroup,
  type Json,
  type WorkInput,
} from '../src/orcid-json';

const ID = '0000-0002-1825-0097';
const NAME = 'Josiah Carberry';
const self = userSource(ID, NAME);

const TOPICS = [
  'Computational thinking',
  'TPACK',
  'Learning analytics',
  'Design and technologies',
  'Educational robotics',
  'Generative AI',
  'Online teacher education',
  'STEM integration',
  'Digital literacy',
  'Makerspaces',
];
const ANGLES = [
  'a meta-analysis',
  'a design-based study',
  'evidence from Australian schools',
  'a conceptual framework',
  'a randomised trial',
  'lessons from two decades',
];

function typeFor(i: number): string {
  if (i % 7 === 1) return 'conference-paper';
  if (i % 11 === 2) return 'book-chapter';
  if (i % 13 === 3) return 'book';
  if (i % 17 === 4) return 'report';
  if (i % 19 === 5) return 'dissertation-thesis';
  return 'journal-article';
}

const groups: Json[] = [];
let putCode = 600_000;
const doiOf = (i: number) => `10.5555/carberry.${1995 + (i % 30)}.${String(i + 1).padStart(3, '0')}`;

for (let i = 0; i < 120; i++) {
  const year = 1995 + (i % 30);
  const type = typeFor(i);
  // The last group repeats group 5's DOI in capitals: the importer must not list it twice.
  const doi = i === 119 ? doiOf(5).toUpperCase() : i % 10 === 9 ? null : doiOf(i);
  const work: WorkInput = {
    putCode: putCode++,
    title: `${TOPICS[i % TOPICS.length]} and the psychoceramics of learning: ${ANGLES[i % ANGLES.length]} (${i + 1})`,
    type,
    journal:
      type === 'journal-article'
        ? cycled(JOURNALS, i)
        : type === 'conference-paper'
          ? cycled(CONFERENCES, i)
          : null,
    date: i % 4 === 0 ? { year } : { year, month: 1 + (i % 12), day: i % 3 === 0 ? 1 + (i % 28) : undefined },
    doi,
    url: doi ? null : `https://example.org/carberry/works/${i + 1}`,
    source: self,
    createdYear: Math.max(2013, year),
  };
  const versions =
    i % 8 === 0 && doi
      ? [
          {
            ...work,
            putCode: putCode++,
            source: crossrefSource,
            title: work.title.toUpperCase(),
            displayIndex: 0,
          },
          { ...work, displayIndex: 1 },
        ]
      : [work];
  groups.push(workGroup(ID, versions));
}

const record = orcidRecord({
  orcidId: ID,
  givenNames: 'Josiah',
  familyName: 'Carberry',
  creditName: 'Josiah S. Carberry',
  biography:
    'Josiah Carberry is a fictitious person used to test systems that handle researcher identifiers. He is known for his work in psychoceramics, the study of cracked pots, and here for more than a hundred works on educational technology.',
  createdYear: 2012,
  employments: [
    affiliationGroup(ID, 'employment', {
      putCode: 700_001,
      organization: 'Brown University',
      city: 'Providence',
      region: 'RI',
      department: 'Department of Psychoceramics',
      roleTitle: 'Professor',
      start: { year: 2001, month: 7 },
      end: null,
      source: self,
    }),
    affiliationGroup(ID, 'employment', {
      putCode: 700_002,
      organization: 'Wesleyan University',
      city: 'Middletown',
      region: 'CT',
      department: 'Department of Psychoceramics',
      roleTitle: 'Associate Professor',
      start: { year: 1994, month: 1 },
      end: { year: 2001, month: 6 },
      source: self,
    }),
  ],
  educations: [
    affiliationGroup(ID, 'education', {
      putCode: 700_101,
      organization: 'Brown University',
      city: 'Providence',
      region: 'RI',
      department: 'Department of Psychoceramics',
      roleTitle: 'PhD',
      start: { year: 1989 },
      end: { year: 1993 },
      source: self,
    }),
  ],
  qualifications: [],
  distinctions: [
    affiliationGroup(ID, 'distinction', {
      putCode: 700_201,
      organization: 'Brown University',
      city: 'Providence',
      region: 'RI',
      department: null,
      roleTitle: 'Distinguished Professor of Psychoceramics',
      start: { year: 2015 },
      end: null,
      source: self,
    }),
  ],
  workGroups: groups,
});

const out = fileURLToPath(new URL(`../fixtures/${ID}.json`, import.meta.url));
writeFileSync(out, `${JSON.stringify(record, null, 2)}\n`);
console.log(`wrote ${out} with ${groups.length} work groups`);
