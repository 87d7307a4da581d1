import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExaminerResult, SimilarResearcher } from '@app/contracts/networking/http';
import type { CitationMetrics } from '@app/contracts/profile/citation-metrics';
import { call, later, linkProfile, snapshot, startHarness, userOf, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('nc');
});
afterAll(async () => {
  await h?.close();
});

const metrics: CitationMetrics = {
  citations: 412,
  hIndex: 9,
  i10Index: 7,
  source: 'OpenAlex',
  fetchedAt: '2026-11-24T03:00:00.000Z',
};

describe('citation figures in the researcher read model', () => {
  it('shows the figures profile snapshots carry on discovery and examiner cards; none as null', async () => {
    const interests = ['Assessment in online learning'];
    const viewer = await linkProfile(h, snapshot({ name: 'Vic Viewer', researchInterests: interests }));
    const cited = await linkProfile(
      h,
      snapshot({
        name: 'Cora Cited',
        researchInterests: interests,
        availableForExamination: true,
        citationCount: 412,
        hIndex: 9,
        citationMetrics: metrics,
      }),
    );
    // A snapshot from before the figures (no citationMetrics at all) still applies.
    const { citationMetrics: _, ...old } = snapshot({
      name: 'Olly Older',
      researchInterests: interests,
      availableForExamination: true,
    });
    const older = await linkProfile(h, old);

    const similar = (
      await call(h, 'GET', '/api/academic-connections/similar?includeUnmatched=true', userOf(viewer))
    ).json() as SimilarResearcher[];
    expect(similar.find((r) => r.id === cited.profileId)?.citationMetrics).toEqual(metrics);
    expect(similar.find((r) => r.id === older.profileId)?.citationMetrics).toBeNull();

    const examiners = (
      await call(h, 'GET', '/api/phd-examiners?search=assessment', userOf(viewer))
    ).json() as ExaminerResult[];
    expect(examiners.find((r) => r.id === cited.profileId)?.citationMetrics).toEqual(metrics);
    expect(examiners.find((r) => r.id === older.profileId)?.citationMetrics).toBeNull();
  });

  it('replaces the figures when a newer snapshot carries new ones', async () => {
    const viewer = await linkProfile(h, snapshot({ name: 'Val Viewer', researchInterests: ['Robotics'] }));
    const s = snapshot({ name: 'Rex Rising', researchInterests: ['Robotics'], citationMetrics: metrics });
    await linkProfile(h, s);
    const newer = { ...metrics, citations: 430, fetchedAt: '2026-11-25T03:00:00.000Z' };
    await linkProfile(h, { ...s, citationMetrics: newer, updatedAt: later() }, 'updated');
    const similar = (
      await call(h, 'GET', '/api/academic-connections/similar?includeUnmatched=true', userOf(viewer))
    ).json() as SimilarResearcher[];
    expect(similar.find((r) => r.id === s.profileId)?.citationMetrics).toEqual(newer);
  });
});
