import { demoResearcher, type DemoResearcher } from './demo-researchers';
import {
  affiliationGroup,
  crossrefSource,
  orcidRecord,
  userSource,
  workGroup,
  type Json,
  type WorkInput,
} from './orcid-json';

/** A small seeded PRNG (mulberry32): the same iD always yields the same record. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const seedOf = (orcidId: string) =>
  [...orcidId].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/** An element of `list` (not empty) drawn with `rand`. */
export function pick<T>(rand: () => number, list: readonly T[]): T {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list');
  return item;
}

/** The element of `list` (not empty) at `n`, going round the list as often as it takes. */
export function cycled<T>(list: readonly T[], n: number): T {
  const item = list[n % list.length];
  if (item === undefined) throw new Error('Cannot go round an empty list');
  return item;
}
const between = (rand: () => number, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

export const JOURNALS = [
  'Australasian Journal of Educational Technology',
  'Computers & Education',
  'Australian Educational Computing',
  'Education and Information Technologies',
  'International Journal of Technology and Design Education',
  'Journal of Computer Assisted Learning',
  'British Journal of Educational Technology',
  'Teaching and Teacher Education',
  'Australian Journal of Teacher Education',
  'Asia-Pacific Journal of Teacher Education',
  'Technology, Pedagogy and Education',
  'Journal of Research on Technology in Education',
  'Design and Technology Education: An International Journal',
  'ACM Transactions on Computing Education',
  'The Australian Educational Researcher',
] as const;

export const CONFERENCES = [
  'Proceedings of the Australasian Computing Education Conference',
  'ASCILITE Conference Proceedings',
  'Proceedings of the Pupils’ Attitudes Towards Technology Conference',
  'Proceedings of the Australian Association for Research in Education Conference',
] as const;

const CONTEXTS = [
  'primary classrooms',
  'secondary schools',
  'initial teacher education',
  'regional Australian schools',
  'early learning centres',
  'teacher professional learning',
  'the Australian Curriculum: Technologies',
] as const;

const STUDY_KINDS = [
  'a design-based study',
  'a systematic review',
  'findings from a national survey',
  'a mixed-methods study',
  'a multiple case study',
  "teachers' perspectives",
  'a longitudinal study',
] as const;

const TITLE_SHAPES = [
  (topic: string, ctx: string, kind: string) => `${topic} in ${ctx}: ${kind}`,
  (topic: string, ctx: string) => `Rethinking ${lower(topic)} for ${ctx}`,
  (topic: string, ctx: string) => `What teachers need to know about ${lower(topic)} in ${ctx}`,
  (topic: string, ctx: string, kind: string) => `Developing ${lower(topic)} through ${ctx}: ${kind}`,
  (topic: string, ctx: string) => `${topic} and student learning in ${ctx}`,
] as const;

// Keep acronyms and proper nouns (TPACK, AI, STEM, Scratch) as they are.
function lower(s: string): string {
  return s
    .split(' ')
    .map((w) => (/[A-Z].*[A-Z]/.test(w) || /^(Australian|Indigenous|Scratch)$/.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

/** How many works a researcher at this career stage typically lists. */
function workCountFor(position: string, rand: () => number): number {
  if (position === 'Professor') return between(rand, 18, 26);
  if (position === 'Associate Professor') return between(rand, 12, 18);
  if (position === 'Senior Lecturer') return between(rand, 8, 14);
  if (position === 'Lecturer') return between(rand, 5, 10);
  if (position.startsWith('Postdoctoral')) return between(rand, 4, 8);
  return between(rand, 1, 4);
}

/**
 * Works two demo researchers wrote together: both records list them with the same DOI, which the
 * networking service uses for conflict-of-interest checks.
 */
export const jointWorks: ReadonlyArray<{
  authors: [string, string];
  doi: string;
  title: string;
  year: number;
}> = [
  [0, 2, 'Primary teachers’ TPACK for computational thinking'],
  [1, 21, 'Makerspaces in Queensland schools: a tale of two regions'],
  [2, 13, 'Self-efficacy and TPACK of STEM teachers'],
  [3, 19, 'Generative AI in Australian schools: a position paper'],
  [4, 23, 'From blocks to text: transitions in secondary programming'],
  [8, 26, 'Teacher education policy and the digital technologies curriculum'],
  [5, 15, 'Preparing teachers for rural technologies classrooms'],
  [7, 22, 'Robots as storytellers in early years science'],
].map(([a, b, title], k) => ({
  authors: [demoResearcher(a as number).orcidId, demoResearcher(b as number).orcidId] as [string, string],
  doi: `10.5555/rc-joint.${2019 + k}.${String(k + 1).padStart(3, '0')}`,
  title: title as string,
  year: 2019 + k,
}));

const TYPES: ReadonlyArray<[string, number]> = [
  ['journal-article', 0.62],
  ['conference-paper', 0.2],
  ['book-chapter', 0.1],
  ['report', 0.05],
  ['online-resource', 0.03],
];

function pickType(rand: () => number): string {
  let r = rand();
  for (const [type, p] of TYPES) {
    if (r < p) return type;
    r -= p;
  }
  return 'journal-article';
}

function works(r: DemoResearcher, rand: () => number, firstYear: number): Json[] {
  const count = workCountFor(r.position, rand);
  const self = userSource(r.orcidId, `${r.givenNames} ${r.familyName}`);
  const key = r.orcidId.replace(/-/g, '').slice(-6);
  const groups: Json[] = [];
  let putCode = 100_000 + (seedOf(r.orcidId) % 800_000);
  const titles = new Set<string>();
  for (let i = 0; i < count; i++) {
    const topic = pick(rand, r.researchInterests);
    let title = pick(rand, TITLE_SHAPES)(topic, pick(rand, CONTEXTS), pick(rand, STUDY_KINDS));
    if (titles.has(title)) title = `${title} (part ${i + 1})`;
    titles.add(title);
    const year = between(rand, firstYear, 2025);
    const type = pickType(rand);
    const journal =
      type === 'journal-article'
        ? pick(rand, JOURNALS)
        : type === 'conference-paper'
          ? pick(rand, CONFERENCES)
          : type === 'book-chapter'
            ? 'Technologies Education in Australia: Research and Practice'
            : null;
    const doi = type === 'online-resource' || type === 'report' ? null : `10.5555/rc.${key}.${year}.${i + 1}`;
    const base: WorkInput = {
      putCode: putCode++,
      title,
      type,
      journal,
      date: { year, month: between(rand, 1, 12) },
      doi,
      url: doi ? null : `https://example.org/research-connect/${key}/${i + 1}`,
      source: self,
      createdYear: year,
    };
    // Some works also arrive from Crossref: two versions in one group, the researcher's preferred.
    const versions =
      doi && rand() < 0.3
        ? [
            {
              ...base,
              putCode: putCode++,
              source: crossrefSource,
              title: title.toUpperCase(),
              displayIndex: 0,
            },
            { ...base, displayIndex: 1 },
          ]
        : [base];
    groups.push(workGroup(r.orcidId, versions));
  }
  for (const joint of jointWorks.filter((j) => j.authors.includes(r.orcidId))) {
    groups.push(
      workGroup(r.orcidId, [
        {
          putCode: putCode++,
          title: joint.title,
          type: 'journal-article',
          journal: 'Australian Educational Computing',
          date: { year: joint.year },
          doi: joint.doi,
          source: crossrefSource,
          createdYear: joint.year,
        },
      ]),
    );
  }
  return groups;
}

const PREVIOUS_ROLES: Record<string, string> = {
  Professor: 'Associate Professor',
  'Associate Professor': 'Senior Lecturer',
  'Senior Lecturer': 'Lecturer',
  Lecturer: 'Associate Lecturer',
};

const BACHELOR_DEGREES = [
  'Bachelor of Education (Secondary)',
  'Bachelor of Education (Primary)',
  'Bachelor of Science',
  'Bachelor of Information Technology',
  'Bachelor of Design',
] as const;

const AWARDS = [
  "Vice-Chancellor's Award for Excellence in Teaching",
  'Research Excellence Award',
  'Best Paper Award',
  'Citation for Outstanding Contribution to Student Learning',
] as const;

/** A realistic ORCID v3.0 record for a demo researcher, the same every time. */
export function demoRecord(r: DemoResearcher): Json {
  const rand = seededRandom(seedOf(r.orcidId));
  const self = userSource(r.orcidId, `${r.givenNames} ${r.familyName}`);
  const isCandidate = r.position === 'PhD Candidate';
  const currentStart = isCandidate ? r.phdYear - 3 : Math.min(2024, r.phdYear + between(rand, 1, 8));
  let putCode = 20_000 + (seedOf(r.orcidId) % 9_000);

  const employments: Json[] = [
    affiliationGroup(r.orcidId, 'employment', {
      putCode: putCode++,
      organization: r.institution,
      city: r.city,
      region: r.region,
      department: r.department,
      roleTitle: isCandidate ? 'Sessional Academic' : r.position,
      start: { year: currentStart, month: between(rand, 1, 12) },
      end: null,
      source: self,
    }),
  ];
  const previousRole = PREVIOUS_ROLES[r.position];
  if (previousRole && currentStart > r.phdYear) {
    employments.push(
      affiliationGroup(r.orcidId, 'employment', {
        putCode: putCode++,
        organization: r.phdInstitution,
        city: r.city,
        region: r.region,
        department: 'School of Education',
        roleTitle: previousRole,
        start: { year: r.phdYear },
        end: { year: currentStart, month: 1 },
        source: self,
      }),
    );
  }
  if (rand() < 0.5) {
    employments.push(
      affiliationGroup(r.orcidId, 'employment', {
        putCode: putCode++,
        organization: `${r.region === 'VIC' ? 'Victorian' : r.region === 'QLD' ? 'Queensland' : 'NSW'} Department of Education`,
        city: r.city,
        region: r.region,
        department: null,
        roleTitle: 'Teacher',
        start: { year: r.phdYear - 10 },
        end: { year: r.phdYear - 5 },
        source: self,
      }),
    );
  }

  const educations: Json[] = [
    affiliationGroup(r.orcidId, 'education', {
      putCode: putCode++,
      organization: r.phdInstitution,
      city: r.city,
      region: r.region,
      department: 'School of Education',
      roleTitle: 'Doctor of Philosophy',
      start: { year: r.phdYear - 4, month: 2 },
      end: isCandidate ? null : { year: r.phdYear, month: between(rand, 1, 12) },
      source: self,
    }),
    affiliationGroup(r.orcidId, 'education', {
      putCode: putCode++,
      organization: r.phdInstitution,
      city: r.city,
      region: r.region,
      department: null,
      roleTitle: pick(rand, BACHELOR_DEGREES),
      start: { year: r.phdYear - 12 },
      end: { year: r.phdYear - 8 },
      source: self,
    }),
  ];

  const qualifications: Json[] =
    rand() < 0.4
      ? [
          affiliationGroup(r.orcidId, 'qualification', {
            putCode: putCode++,
            organization: r.institution,
            city: r.city,
            region: r.region,
            department: null,
            roleTitle: 'Graduate Certificate in Higher Education',
            start: { year: currentStart },
            end: { year: currentStart + 1 },
            source: self,
          }),
        ]
      : [];

  const awardCount = r.position.includes('Professor') ? between(rand, 1, 2) : rand() < 0.3 ? 1 : 0;
  const distinctions: Json[] = Array.from({ length: awardCount }, (_, i) =>
    affiliationGroup(r.orcidId, 'distinction', {
      putCode: putCode++,
      organization: i === 0 ? r.institution : 'Australian Council for Computers in Education',
      city: r.city,
      region: r.region,
      department: null,
      roleTitle: cycled(AWARDS, seedOf(r.orcidId) + i),
      start: { year: Math.min(2025, currentStart + 1 + i * 2) },
      end: null,
      source: self,
    }),
  );

  return orcidRecord({
    orcidId: r.orcidId,
    givenNames: r.givenNames,
    familyName: r.familyName,
    creditName: null,
    biography: r.biography,
    createdYear: Math.max(2012, r.phdYear - 4),
    employments,
    educations,
    qualifications,
    distinctions,
    workGroups: works(r, rand, Math.max(2005, r.phdYear - 3)),
  });
}
