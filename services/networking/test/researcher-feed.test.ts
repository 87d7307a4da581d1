import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesSince, loadAll, type FeedRow } from '../src/search/researcher-feed-store';
import { shownRows } from '../src/search/shown-rows';
import { linkProfile, snapshot, startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('nf');
});
afterAll(async () => {
  await h?.close();
});

const byProfile = (rows: readonly FeedRow[]) =>
  [...rows].sort((a, b) => (a.profileId < b.profileId ? -1 : 1));

describe('the first load of the researcher indexes', () => {
  it('reads, batch by batch, what one read of every change reads, and the same next cursor', async () => {
    for (let i = 0; i < 7; i++) await linkProfile(h, snapshot({ name: `Researcher ${i}` }));
    await h.app
      .db('deletedProfiles')
      .insert({ profileId: '00000000-0000-4000-8000-000000000001', deletedAt: new Date() });

    const batches: FeedRow[][] = [];
    const next = await loadAll(h.app.db, (rows) => batches.push(rows), 3);
    const all = await changesSince(h.app.db, '0');

    expect(batches.map((b) => b.length)).toEqual([3, 3, 1]);
    // (A deleted profile removes nothing from indexes being filled, so the first load skips them.)
    expect(byProfile(batches.flat())).toEqual(byProfile(all.rows.filter((r) => r.kind === 'upsert')));
    expect(next).toBe(all.next);
  });
});

describe('the researchers columns the searches read', () => {
  it('gives back interests and codes exactly as stored, whatever characters they hold', async () => {
    // (Arrays are selected as JSON for speed: store/researchers.ts, researcherSelectList.)
    const interests = ['say "hi", {braces}', 'back\\slash', 'NULL', 'Māori education', "it's"];
    const s = await linkProfile(
      h,
      snapshot({ name: 'Awkward Characters', researchInterests: interests, forCodes: ['390405', '4602'] }),
    );
    const stored = await h.app.db('researchers').where({ profileId: s.profileId }).first();
    expect(stored.researchInterests).toEqual(interests);
    expect(stored.forPrefixes).toContain('3904');

    const fed: FeedRow[] = [];
    await loadAll(h.app.db, (rows) => fed.push(...rows));
    const changed = (await changesSince(h.app.db, '0')).rows;
    const [shown] = await shownRows(
      h.app.db,
      [{ profileId: s.profileId }],
      ['researchInterests', 'forCodes'],
    );
    for (const row of [
      fed.find((r) => r.profileId === s.profileId),
      changed.find((r) => r.profileId === s.profileId),
    ]) {
      expect(row).toMatchObject({
        researchInterests: stored.researchInterests,
        interestTerms: stored.interestTerms,
        forCodes: stored.forCodes,
        forPrefixes: stored.forPrefixes,
      });
    }
    expect(shown?.row).toEqual({
      profileId: s.profileId,
      researchInterests: interests,
      forCodes: stored.forCodes,
    });
  });
});
