import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesSince, loadAll, type FeedRow } from '../src/search/researcher-feed-store';
import { SearchVersion } from '../src/search/search-version';
import { ShownRows } from '../src/search/shown-rows';
import { later, linkProfile, snapshot, startHarness, type Harness } from './helpers';

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
  it('reads, batch by batch, what one read of every change reads, with a next cursor no later than its', async () => {
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
    // (The cursor is the oldest transaction running anywhere in the cluster, and other tests'
    // transactions come and go between the two reads: the load's, taken first, is never later.)
    expect(BigInt(next)).toBeLessThanOrEqual(BigInt(all.next));
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
    const [shown] = await new ShownRows(h.app.db, new SearchVersion()).of(
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

describe('the search version', () => {
  it('says who changed since a step, while it remembers, and that anyone may have otherwise', () => {
    const version = new SearchVersion();
    const start = version.now().researchers;
    version.researchersChanged(['a']);
    version.researchersChanged(['b', 'a']);
    expect(version.researchersChangedSince(start)).toEqual(new Set(['a', 'b']));
    expect(version.researchersChangedSince(start + 1)).toEqual(new Set(['b', 'a']));
    expect(version.researchersChangedSince(start + 2)).toEqual(new Set());
    version.researchersChanged(Array.from({ length: 1001 }, (_, i) => `p${i}`)); // (too many to list)
    expect(version.researchersChangedSince(start + 2)).toBeNull();
    for (let i = 0; i < 64; i++) version.researchersChanged(['c']);
    expect(version.researchersChangedSince(start + 3)).toEqual(new Set(['c']));
    expect(version.researchersChangedSince(start + 2)).toBeNull(); // (forgotten)
  });
});

describe('the rows searches show', () => {
  const ranked = (...profiles: Array<{ profileId: string }>) =>
    profiles.map(({ profileId }, i) => ({ profileId, place: i + 1 }));

  it('are read once while their researcher is unchanged, and afresh once they have changed', async () => {
    const version = new SearchVersion();
    const shown = new ShownRows(h.app.db, version);
    const a = await linkProfile(h, snapshot({ name: 'Kept Alpha', institution: 'First University' }));
    const b = await linkProfile(h, snapshot({ name: 'Kept Beta' }));

    const first = await shown.of(ranked(a, b), ['name', 'institution']);
    expect(first.map(({ ranked: r, row }) => [r.place, row.name, row.institution])).toEqual([
      [1, 'Kept Alpha', 'First University'],
      [2, 'Kept Beta', 'Monash University'],
    ]);
    // Unchanged: the same rows, not read again (a page of B then A: the order is the ranking's).
    const again = await shown.of(ranked(b, a), ['name', 'institution']);
    expect(again.map(({ row }) => row)).toEqual([first[1]!.row, first[0]!.row]);
    expect(again[0]!.row).toBe(first[1]!.row);
    // Other columns are rows of their own.
    const [withCodes] = await shown.of(ranked(a), ['name', 'forCodes']);
    expect(withCodes!.row).toEqual({ profileId: a.profileId, name: 'Kept Alpha', forCodes: [] });

    await linkProfile(h, { ...a, institution: 'Second University', updatedAt: later() }, 'updated');
    // (Until the feed sees the change, the generation is the one read at.)
    expect((await shown.of(ranked(a), ['name', 'institution']))[0]!.row.institution).toBe('First University');
    version.researchersChanged([a.profileId]);
    const changed = await shown.of(ranked(a, b), ['name', 'institution']);
    expect(changed.map(({ row }) => row.institution)).toEqual(['Second University', 'Monash University']);
    expect(changed[1]!.row).toBe(first[1]!.row); // (Beta did not change: kept)
    // A change that could have been anyone's (the feed loading everything) drops every row.
    version.researchersChanged(null);
    const reloaded = await shown.of(ranked(a, b), ['name', 'institution']);
    expect(reloaded[1]!.row).toEqual(first[1]!.row);
    expect(reloaded[1]!.row).not.toBe(first[1]!.row);
  });

  it('read while the feed finds a change to them, are shown but not kept', async () => {
    const version = new SearchVersion();
    const shown = new ShownRows(h.app.db, version);
    const a = await linkProfile(h, snapshot({ name: 'Racing Alpha', institution: 'First University' }));
    const b = await linkProfile(h, snapshot({ name: 'Racing Beta' }));
    const reading = shown.of(ranked(a), ['institution']);
    // While Alpha's row is being read, the feed finds Alpha changed, and another page is shown.
    version.researchersChanged([a.profileId]);
    const other = shown.of(ranked(b), ['institution']);
    expect((await reading)[0]!.row.institution).toBe('First University');
    await other;
    await linkProfile(h, { ...a, institution: 'Second University', updatedAt: later() }, 'updated');
    // Not kept, so read again, though the feed has not yet seen this second change.
    expect((await shown.of(ranked(a), ['institution']))[0]!.row.institution).toBe('Second University');
  });

  it('leaves out researchers no longer in the table', async () => {
    const version = new SearchVersion();
    const shown = new ShownRows(h.app.db, version);
    const gone = { profileId: '00000000-0000-4000-8000-0000000000aa' };
    const here = await linkProfile(h, snapshot({ name: 'Still Here' }));
    const page = await shown.of(ranked(gone, here), ['name']);
    expect(page.map(({ ranked: r, row }) => [r.place, row.name])).toEqual([[2, 'Still Here']]);
    expect(await shown.of([], ['name'])).toEqual([]);
  });
});
