import { isValidOrcidId, orcidCheckCharacter } from '@app/contracts/profile/orcid-id';
import { pick as pickWith, seededRandom } from './demo-record';
import type { DemoResearcher } from './demo-researchers';

/**
 * Tests need many distinct researchers, more than the thirty demo people. Any valid iD in the block
 * 0000-0004-9xxx-xxxx (never issued by ORCID) gets a generated, plausible researcher, the same every
 * time it is asked for. `syntheticOrcidId(n)` mints the n-th such iD.
 */
const BLOCK = '00000004' + '9';

const GIVEN = [
  'Ava',
  'Noah',
  'Mia',
  'Leo',
  'Zara',
  'Oscar',
  'Isla',
  'Arjun',
  'Lucy',
  'Kai',
  'Nina',
  'Felix',
  'Tara',
  'Omar',
  'Jade',
  'Hugo',
];
const FAMILY = [
  'Nguyen',
  'Smith',
  'Patel',
  'Jones',
  'Li',
  'Brown',
  'Singh',
  'Wilson',
  'Tran',
  'Taylor',
  'Khan',
  'Martin',
  'Lee',
  'White',
  'Ali',
  'Walker',
];
const PLACES: Array<[string, string, string]> = [
  ['University of Sydney', 'Camperdown', 'NSW'],
  ['Queensland University of Technology', 'Brisbane', 'QLD'],
  ['University of Adelaide', 'Adelaide', 'SA'],
  ['Curtin University', 'Bentley', 'WA'],
  ['University of Tasmania', 'Hobart', 'TAS'],
  ['Charles Darwin University', 'Darwin', 'NT'],
];
const INTERESTS = [
  'Computational thinking',
  'Design and technologies education',
  'STEM teacher education',
  'Artificial intelligence in education',
  'Learning analytics',
  'Digital literacy',
  'Robotics in schools',
  'Teacher professional learning',
  'Assessment of design thinking',
  'Equity in digital technologies',
];
const CODES = ['390102', '390113', '390303', '390405', '3901', '3903', '39', '460102'];

export function syntheticOrcidId(n: number): string {
  const digits = BLOCK + String(n).padStart(15 - BLOCK.length, '0');
  const id = digits + orcidCheckCharacter(digits);
  return `${id.slice(0, 4)}-${id.slice(4, 8)}-${id.slice(8, 12)}-${id.slice(12)}`;
}

export function isSyntheticOrcidId(orcidId: string): boolean {
  return isValidOrcidId(orcidId) && orcidId.replace(/-/g, '').startsWith(BLOCK);
}

export function syntheticResearcher(orcidId: string): DemoResearcher | null {
  if (!isSyntheticOrcidId(orcidId)) return null;
  const seed = Number(orcidId.replace(/-/g, '').slice(BLOCK.length, 15));
  const rand = seededRandom(seed + 7919);
  const pick = <T>(list: readonly T[]) => pickWith(rand, list);
  const givenNames = pick(GIVEN);
  const familyName = pick(FAMILY);
  const [institution, city, region] = pick(PLACES);
  const interests = [...INTERESTS].sort(() => rand() - 0.5).slice(0, 3 + Math.floor(rand() * 3));
  return {
    orcidId,
    givenNames,
    familyName,
    email: `${givenNames.toLowerCase()}.${familyName.toLowerCase()}.${seed}@example.edu`,
    position: pick(['Lecturer', 'Senior Lecturer', 'Associate Professor', 'Research Fellow']),
    institution,
    department: 'School of Education',
    city,
    region,
    biography: `${givenNames} ${familyName} researches ${interests.slice(0, 2).join(' and ').toLowerCase()} in Australian schools.`,
    researchInterests: interests,
    forCodes: [...CODES].sort(() => rand() - 0.5).slice(0, 3),
    availableForSupervision: rand() > 0.3,
    availableForExamination: rand() > 0.3,
    acceptingCollaborations: true,
    phdYear: 2005 + Math.floor(rand() * 17),
    phdInstitution: pick(PLACES)[0],
  };
}
