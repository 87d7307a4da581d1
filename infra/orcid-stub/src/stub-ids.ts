import type { DemoResearcher } from './demo-researchers';

/** iDs with a fixed meaning in the stub (all with valid check characters). */
export const stubOrcidIds = {
  /** Hand-written record of the dev account carol@example.edu (verified claim at sign-in). */
  carolNguyen: '0000-0003-1415-9269',
  /** Hand-written-by-script record with more than 100 works. */
  manyWorks: '0000-0002-1825-0097',
  /** Hand-written sparse record: no name, no biography, missing sections, nulls, partial dates. */
  sparse: '0000-0002-7182-8185',
  /** Answers 503 (ORCID's "back off") the first times it is asked for, then the record. */
  flaky: '0000-0004-5030-001X',
  /** Answers slowly (after `slowMs`). */
  slow: '0000-0004-5030-0028',
  /** Well-formed with a valid checksum, but no record: 404 with ORCID's error JSON. */
  missing: '0000-0004-4040-0017',
} as const;

const testResearcher = (orcidId: string, givenNames: string, familyName: string): DemoResearcher => ({
  orcidId,
  givenNames,
  familyName,
  email: `${givenNames.toLowerCase()}.${familyName.toLowerCase()}@example.edu`,
  position: 'Lecturer',
  institution: 'Deakin University',
  department: 'School of Education',
  city: 'Burwood',
  region: 'VIC',
  biography: `${givenNames} ${familyName} exists so tests can exercise retries and time-outs.`,
  researchInterests: ['Online learning'],
  forCodes: ['390405'],
  availableForSupervision: false,
  availableForExamination: false,
  acceptingCollaborations: true,
  phdYear: 2018,
  phdInstitution: 'Deakin University',
});

/** The records behind the flaky and slow iDs. */
export const testResearchers: readonly DemoResearcher[] = [
  testResearcher(stubOrcidIds.flaky, 'Casey', 'Retry'),
  testResearcher(stubOrcidIds.slow, 'Morgan', 'Patience'),
];
