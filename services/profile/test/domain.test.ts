import { describe, expect, it } from 'vitest';
import { decideLink } from '../src/orcid/orcid-links';
import { toSnapshot, type ProfileRow } from '../src/shared/profile';
import {
  declaredFormat,
  dimensionsProblem,
  formatOfMime,
  hasImageStructure,
  imageReference,
} from '../src/images/profile-image';
import { careerStartYear, currentPosition, displayName, hIndex } from '../src/shared/research-metrics';
import { importRetryDelayMs } from '../src/orcid/import-retry';
import { refreshDueAfterImport } from '../src/shared/refresh-rules';
import { TokenBucket } from '../src/shared/rate-limiter';
import { etagMatches } from '../src/research-data/reference-data-routes';
import { SignedTokens } from '../src/shared/signed-tokens';
import { images } from './sample-images';

describe('research metrics', () => {
  it('h-index', () => {
    expect(hIndex([])).toBe(0);
    expect(hIndex([0, 0, 0])).toBe(0);
    expect(hIndex([10, 8, 5, 4, 3])).toBe(4);
    expect(hIndex([25, 8, 5, 3, 3])).toBe(3);
    expect(hIndex([1, 1, 1, 1])).toBe(1);
  });

  it('career start: the earliest publication, affiliation or education year', () => {
    expect(
      careerStartYear({
        publicationYears: [2019, null, 2011],
        affiliationStarts: ['2014-02', null],
        educationStarts: ['2008'],
      }),
    ).toBe(2008);
    expect(
      careerStartYear({ publicationYears: [null], affiliationStarts: [], educationStarts: [] }),
    ).toBeNull();
  });

  it('current position: the latest current employment, else the one that ended last', () => {
    const a = (organization: string, startDate: string | null, endDate: string | null) => ({
      organization,
      department: `${organization} dept`,
      role: `${organization} role`,
      startDate,
      endDate,
      isCurrent: endDate === null,
    });
    expect(
      currentPosition([a('Old', '2001', '2005'), a('Now', '2019-07', null), a('Adjunct', '2010', null)]),
    ).toEqual({
      position: 'Now role',
      institution: 'Now',
      department: 'Now dept',
    });
    expect(currentPosition([a('First', '2001', '2005'), a('Second', '2006', '2010-03')]).institution).toBe(
      'Second',
    );
    expect(currentPosition([])).toEqual({ position: null, institution: null, department: null });
  });

  it('display name falls back from ORCID to the account to the email to a placeholder', () => {
    const account = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.edu' };
    const notImported = { name: null, orcidId: '0000-0002-1825-0097', lastSynced: null };
    const unlinked = { name: null, orcidId: null, lastSynced: null };
    expect(displayName({ ...notImported, name: 'A. Lovelace' }, account)).toBe('A. Lovelace');
    expect(displayName(notImported, account)).toBe('Ada Lovelace');
    expect(displayName(unlinked, account)).toBe('Ada Lovelace');
    expect(displayName(unlinked, { firstName: null, lastName: null, email: 'ada@example.edu' })).toBe(
      'ada@example.edu',
    );
    expect(displayName(unlinked, null)).toBe('Unknown Researcher');
  });

  it('shows an imported ORCID record without a name as "Unknown Researcher", not under the account’s name', () => {
    const account = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.edu' };
    const imported = { name: null, orcidId: '0000-0002-1825-0097', lastSynced: '2026-11-25T00:00:00Z' };
    expect(displayName(imported, account)).toBe('Unknown Researcher');
  });
});

describe('who may link an ORCID iD', () => {
  const me = 'me';
  const holder = (orcidVerified: boolean) => ({ userId: 'other', profileId: 'p-other', orcidVerified });

  it('links a free iD, typed or verified', () => {
    expect(decideLink({ userId: me, orcidId: 'A', verified: false, holder: null, own: null })).toEqual({
      kind: 'link',
    });
  });

  it('refuses a typed claim to an iD someone else holds, whether verified or not', () => {
    expect(
      decideLink({ userId: me, orcidId: 'A', verified: false, holder: holder(false), own: null }),
    ).toEqual({
      kind: 'refuse',
      reason: 'claimed-elsewhere',
    });
    expect(
      decideLink({ userId: me, orcidId: 'A', verified: false, holder: holder(true), own: null }),
    ).toEqual({
      kind: 'refuse',
      reason: 'verified-elsewhere',
    });
  });

  it('lets a verified link take over a typed claim, never a verified one', () => {
    expect(
      decideLink({ userId: me, orcidId: 'A', verified: true, holder: holder(false), own: null }).kind,
    ).toBe('take-over');
    expect(decideLink({ userId: me, orcidId: 'A', verified: true, holder: holder(true), own: null })).toEqual(
      {
        kind: 'refuse',
        reason: 'verified-elsewhere',
      },
    );
  });

  it('does not let a typed iD replace the user’s own verified one', () => {
    const own = { orcidId: 'B', orcidVerified: true };
    expect(decideLink({ userId: me, orcidId: 'A', verified: false, holder: null, own })).toEqual({
      kind: 'refuse',
      reason: 'own-link-verified',
    });
    expect(decideLink({ userId: me, orcidId: 'A', verified: true, holder: null, own }).kind).toBe('link');
  });

  it('knows the user already holds it, and upgrades a typed link when it is now proved', () => {
    const mine = { userId: me, profileId: 'p', orcidVerified: false };
    expect(decideLink({ userId: me, orcidId: 'A', verified: true, holder: mine, own: null })).toEqual({
      kind: 'already-linked',
      upgradeToVerified: true,
    });
    expect(decideLink({ userId: me, orcidId: 'A', verified: false, holder: mine, own: null })).toEqual({
      kind: 'already-linked',
      upgradeToVerified: false,
    });
  });
});

describe('retrying a failed ORCID import', () => {
  it('waits the base delay, then twice as long each time, capped at an hour', () => {
    expect([0, 1, 2, 3].map((n) => importRetryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(importRetryDelayMs(7)).toBe(3_600_000);
    expect(importRetryDelayMs(500)).toBe(3_600_000);
    expect(importRetryDelayMs(2, 100, 1000)).toBe(400);
  });
});

describe('profile snapshot', () => {
  const profile: ProfileRow = {
    id: 'c1d2e3f4-0000-4000-8000-000000000001',
    userId: 'c1d2e3f4-0000-4000-8000-000000000002',
    orcidId: '0000-0002-1825-0097',
    orcidVerified: true,
    name: null,
    biography: null,
    profileImageId: null,
    profileImageUrl: null,
    availableForSupervision: true,
    availableForExamination: false,
    acceptingCollaborations: true,
    contactPreferences: null,
    emailVisibleToMembers: true,
    researchStatement: null,
    lastSynced: null,
    importRetryAt: null,
    importAttempts: 0,
    importError: null,
    citationCount: 7,
    hIndex: 2,
    i10Index: 0,
    metricsSource: 'OpenAlex',
    metricsFetchedAt: '2026-11-24T03:00:00.000Z',
    openalexAuthorId: null,
    researchTopics: null,
    topicsFetchedAt: null,
    hiddenTopicIds: [],
    orcidLastModified: null,
    refreshDueAt: null,
    refreshAttempts: 0,
    refreshError: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-05-01T00:00:00.000Z',
  };

  it('carries lower-case DOIs once each, counts, the five most recent works and the account fallbacks', () => {
    const publications = [
      { title: 'P1', journal: 'J', year: 2024, doi: '10.1/ABC', citations: 3 },
      { title: 'P2', journal: null, year: 2023, doi: '10.1/abc', citations: 2 },
      { title: 'P3', journal: null, year: 2022, doi: null, citations: 2 },
      { title: 'P4', journal: null, year: 2021, doi: '10.1/d', citations: 0 },
      { title: 'P5', journal: null, year: 2020, doi: null, citations: 0 },
      { title: 'P6', journal: null, year: 2019, doi: null, citations: 0 },
    ];
    const s = toSnapshot({
      profile,
      account: {
        userId: profile.userId,
        email: 'x@example.edu',
        firstName: 'X',
        lastName: 'Y',
        verifiedOrcidId: null,
        sourceEventAt: null,
        updatedAt: '',
      },
      researchInterests: ['TPACK'],
      forCodes: ['3901'],
      publications,
      affiliations: [],
      educationStarts: ['2010'],
    });
    expect(s).toMatchObject({
      name: 'X Y',
      email: 'x@example.edu',
      publicationCount: 6,
      citationCount: 7,
      hIndex: 2,
      careerStartYear: 2010,
      position: null,
      updatedAt: profile.updatedAt,
      citationMetrics: {
        citations: 7,
        hIndex: 2,
        i10Index: 0,
        source: 'OpenAlex',
        fetchedAt: '2026-11-24T03:00:00.000Z',
      },
    });
    expect(s.publications).toEqual([
      { doi: '10.1/abc', year: 2024 },
      { doi: '10.1/d', year: 2021 },
    ]);
    expect(s.recentPublications.map((p) => p.title)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
  });

  it('says "no citation data" (null) until OpenAlex was asked, with 0 for readers of the first version', () => {
    const s = toSnapshot({
      profile: { ...profile, citationCount: null, hIndex: null, i10Index: null, metricsSource: null },
      account: null,
      researchInterests: [],
      forCodes: [],
      publications: [{ title: 'P1', journal: null, year: 2024, doi: null, citations: null }],
      affiliations: [],
      educationStarts: [],
    });
    expect(s).toMatchObject({ citationCount: 0, hIndex: 0, citationMetrics: null });
  });
});

describe('profile images', () => {
  it('take at most 4,096 pixels a side and 16 megapixels in all', () => {
    for (const [width, height] of [
      [4096, 1],
      [1, 4096],
      [4096, 3906], // 15.999 megapixels
      [4000, 4000],
    ] as const)
      expect(dimensionsProblem({ width, height }), `${width} x ${height}`).toBeNull();
    for (const [width, height] of [
      [4097, 1],
      [1, 4097],
      [4096, 3907],
      [10_000, 10_000],
    ] as const)
      expect(dimensionsProblem({ width, height }), `${width} x ${height}`).toMatch(/^The image is /);
  });

  it('recognise accepted formats and declared types', () => {
    expect(formatOfMime('image/apng')).toBe('png');
    expect(formatOfMime('image/svg+xml')).toBeNull();
    expect(declaredFormat('image/jpg')).toBe('jpeg');
    expect(declaredFormat('application/octet-stream')).toBe('any');
    expect(declaredFormat('IMAGE/PNG; charset=binary')).toBe('png');
    expect(declaredFormat('text/html')).toBeNull();
    expect(declaredFormat(undefined)).toBeNull();
  });

  it('check the structure, not just the signature', () => {
    expect(hasImageStructure('png', images.png)).toBe(true);
    expect(hasImageStructure('png', images.png.subarray(0, images.png.length - 4))).toBe(false);
    expect(hasImageStructure('jpeg', images.jpeg)).toBe(true);
    expect(hasImageStructure('jpeg', images.jpeg.subarray(0, 20))).toBe(false);
    expect(hasImageStructure('gif', images.gif)).toBe(true);
    expect(hasImageStructure('gif', Buffer.concat([images.gif, Buffer.from('<script>')]))).toBe(false);
    expect(hasImageStructure('webp', images.webp)).toBe(true);
    expect(hasImageStructure('webp', Buffer.concat([images.webp, Buffer.from('extra')]))).toBe(false);
  });

  it('understand the image addresses a client may send back', () => {
    expect(imageReference('http://localhost:8080/api/profile/image/upload/abc_DEF-1')).toEqual({
      kind: 'upload',
      token: 'abc_DEF-1',
    });
    expect(imageReference('/api/profile/images/0b4b1f1e-1d3c-4f0a-9a0e-7d6c5b4a3f21.webp')).toEqual({
      kind: 'image',
      imageId: '0b4b1f1e-1d3c-4f0a-9a0e-7d6c5b4a3f21',
      extension: 'webp',
    });
    expect(imageReference('/api/profile/images/../../etc/passwd')).toBeNull();
    expect(imageReference('/somewhere/else.png')).toBeNull();
  });

  it('sign upload tokens that expire and cannot be altered', () => {
    const tokens = new SignedTokens('a-secret-of-at-least-thirty-two-characters');
    const userId = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const { token, imageId } = tokens.signUpload(userId, 60, 1_700_000_000_000);
    expect(tokens.verifyUpload(token, { now: 1_700_000_030_000 })).toEqual({ userId, imageId });
    expect(() => tokens.verifyUpload(token, { now: 1_700_000_061_000 })).toThrow(/expired/);
    expect(tokens.verifyUpload(token, { now: 1_700_000_061_000, ignoreExpiry: true }).imageId).toBe(imageId);
    const other = new SignedTokens('another-secret-of-at-least-thirty-two-chars');
    expect(() => other.verifyUpload(token, { now: 1_700_000_030_000 })).toThrow(/not valid/);
    expect(() => tokens.verifyUpload('garbage', {})).toThrow(/not valid/);
  });

  it('sign OAuth states bound to one user for ten minutes, unusable as upload tokens', () => {
    const tokens = new SignedTokens('a-secret-of-at-least-thirty-two-characters');
    const userId = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const state = tokens.signOAuthState(userId, 1_700_000_000_000);
    expect(tokens.isOAuthStateFor(state, userId, 1_700_000_300_000)).toBe(true);
    expect(tokens.isOAuthStateFor(state, '0e0c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', 1_700_000_300_000)).toBe(
      false,
    );
    expect(tokens.isOAuthStateFor(state, userId, 1_700_000_601_000)).toBe(false);
    expect(() => tokens.verifyUpload(state, { now: 1_700_000_300_000 })).toThrow(/not valid/);
  });
});

describe('rate limiting', () => {
  it('lets a burst through, then paces calls at the refill rate', async () => {
    let now = 0;
    const waits: number[] = [];
    const bucket = new TokenBucket(
      12,
      40,
      () => now,
      async (ms) => {
        waits.push(ms);
        now += ms;
      },
    );
    for (let i = 0; i < 40; i++) await bucket.take();
    expect(waits).toEqual([]);
    await bucket.take();
    await bucket.take();
    // About 1000 ms / 12 each (rounded up; the first wait's rounding leaves a sliver for the second).
    expect(waits).toHaveLength(2);
    for (const w of waits) {
      expect(w).toBeGreaterThanOrEqual(83);
      expect(w).toBeLessThanOrEqual(84);
    }
    now += 10_000; // a quiet spell refills the bucket, but never beyond the burst
    for (let i = 0; i < 40; i++) await bucket.take();
    expect(waits).toHaveLength(2);
    expect(bucket.waitTime()).toBeGreaterThan(0);
  });
});

describe('ETag matching', () => {
  it('handles lists, weak tags and *', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"x"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});

describe('the scheduled refresh after an import', () => {
  const now = new Date('2026-11-26T10:00:00.000Z');
  const tomorrow = '2026-11-27T09:00:00.000Z';
  const id = '0000-0002-1825-0097';

  it('keeps the schedule a re-import of the same iD already has (OpenAlex at most once a period)', () => {
    expect(refreshDueAfterImport({ orcidId: id, refreshDueAt: tomorrow }, id, true, now)).toBe(tomorrow);
  });

  it('is due at once for an iD newly linked, or never scheduled', () => {
    expect(refreshDueAfterImport({ orcidId: null, refreshDueAt: null }, id, true, now)).toBe(
      now.toISOString(),
    );
    expect(
      refreshDueAfterImport({ orcidId: '0000-0001-5109-3700', refreshDueAt: tomorrow }, id, true, now),
    ).toBe(now.toISOString());
    expect(refreshDueAfterImport({ orcidId: id, refreshDueAt: null }, id, true, now)).toBe(now.toISOString());
  });

  it('is nothing without an iD or an imported record', () => {
    expect(refreshDueAfterImport({ orcidId: id, refreshDueAt: tomorrow }, null, true, now)).toBeNull();
    expect(refreshDueAfterImport({ orcidId: id, refreshDueAt: tomorrow }, id, false, now)).toBeNull();
  });
});
