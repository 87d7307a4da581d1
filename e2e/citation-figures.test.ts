import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileResponse } from '@app/contracts/profile/http';
import {
  ABSENT_AUTHOR_ORCID,
  Catalogue,
  MERGED_AUTHOR_ORCID,
  UNKNOWN_RESEARCHER_ORCID,
  doisOf,
} from '../infra/openalex-stub/src/catalogue';
import { authorJson } from '../infra/openalex-stub/src/openalex-json';
import { demoResearchers } from '../infra/orcid-stub/src/demo-researchers';
import { RecordSource } from '../infra/orcid-stub/src/records';
import {
  api,
  dismissWelcome,
  launchBrowser,
  screenshot,
  signIn,
  uniqueEmail,
  type SignedIn,
} from './support/browser';
import { e2e } from './support/context';
import { eventually } from './support/eventually';
import { linkOrcid } from './support/orcid';

/**
 * Issue 18: a demo researcher's citation figures, as the OpenAlex stub gives them, show wherever
 * the issue names (profile stats, the dashboard, the public researcher page, publication lists
 * with a real 0, a discovery card, an examiner card), and a researcher OpenAlex does not know
 * shows "no citation data" there instead of a fake 0.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const catalogue = new Catalogue();
const records = new RecordSource();

/** The first demo researcher with an OpenAlex author and a work OpenAlex counts 0 citations for. */
const cited = demoResearchers.find(
  (r) =>
    r.orcidId !== MERGED_AUTHOR_ORCID &&
    r.orcidId !== ABSENT_AUTHOR_ORCID &&
    doisOf(records.find(r.orcidId)!).some((doi) => catalogue.work(doi)?.citedByCount === 0),
)!;
const author = authorJson(catalogue.authorByOrcid(cited.orcidId)!);
/** What the stub says of the researcher: the figures every page must show. */
const expected = {
  citations: author.cited_by_count,
  hIndex: author.summary_stats.h_index,
  i10Index: author.summary_stats.i10_index,
};

const topic = `Citation trails ${Math.random().toString(36).slice(2, 7)}`;

/** The date in "Citations: OpenAlex, 26 Nov 2026", as the browser (Sydney) shows it. */
const shownDate = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  }).format(new Date(iso));

/** "12 citations", "1 citation", "0 citations", "no citation data". */
const citationsText = (n: number | null) =>
  n === null ? 'no citation data' : `${n} citation${n === 1 ? '' : 's'}`;

/** A signed-in researcher linked to `orcidId`, working on the topic, available to examine. */
async function researcher(prefix: string, orcidId: string): Promise<SignedIn & { id: string }> {
  const who = await signIn(browser, uniqueEmail(prefix));
  await api(who.page, 'POST', '/api/orcid/connect', { orcidId });
  const interest = await api<{ id: string }>(who.page, 'POST', '/api/research-interests', { name: topic });
  await api(who.page, 'POST', '/api/profile/research-interests', { interestIds: [interest.id] });
  await api(who.page, 'POST', '/api/profile/classification-codes', { forCodes: ['390405'] });
  await api(who.page, 'POST', '/api/profile/preferences', {
    availableForSupervision: true,
    availableForExamination: true,
    acceptingCollaborations: true,
  });
  const { id } = await api<{ id: string }>(who.page, 'GET', '/api/auth/user');
  return { ...who, id };
}

/** The figure shown under a label in a CitationStats block ("Citations", "h-index", "i10-index"). */
const statValue = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

async function expectStats(scope: Locator, fetchedAt: string): Promise<void> {
  await scope.getByText(`Citations: OpenAlex, ${shownDate(fetchedAt)}`).waitFor();
  expect(await statValue(scope, 'Citations').textContent()).toBe(expected.citations.toLocaleString('en-AU'));
  expect(await statValue(scope, 'h-index').textContent()).toBe(String(expected.hIndex));
  expect(await statValue(scope, 'i10-index').textContent()).toBe(String(expected.i10Index));
}

/** The list card of the researcher whose heading is `name`. */
const cardOf = (list: Locator, name: string) =>
  list.getByRole('listitem').filter({ has: list.page().getByRole('heading', { level: 3, name }) });

async function atWidths(page: Page, name: string, widths: number[], show: () => Promise<void>) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await show();
    // No part of the page runs off its side (text clipped or scrolled sideways).
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} at ${width} px fits its width`,
    ).toBe(true);
    await screenshot(page, `${name}-${width}`);
  }
}

describe('citation figures from OpenAlex', () => {
  it('show a demo researcher’s real figures everywhere, and "no citation data" for one OpenAlex does not know', async () => {
    // Linked first: once the later link has its figures, the schedule has passed over this one too.
    const unknown = await researcher('citations.unknown', UNKNOWN_RESEARCHER_ORCID);
    const owner = await researcher('citations.owner', cited.orcidId);
    const name = `${cited.givenNames} ${cited.familyName}`;

    // The figures arrive by the scheduled refresh, with nobody waiting on OpenAlex.
    let profile: ProfileResponse | undefined;
    await eventually('the citation figures from OpenAlex', async () => {
      profile = await api<ProfileResponse>(owner.page, 'GET', '/api/profile');
      return Boolean(profile.stats.citationMetrics);
    });
    const metrics = profile!.stats.citationMetrics!;
    expect(metrics).toMatchObject({ ...expected, source: 'OpenAlex' });
    const unknownProfile = await api<ProfileResponse>(unknown.page, 'GET', '/api/profile');
    expect(unknownProfile.stats.citationMetrics).toBeNull();
    expect(unknownProfile.profile.lastSynced).not.toBeNull();

    // Each publication's count is the stub's for its DOI; one is a real 0.
    const byDoi = profile!.publications.filter((p) => p.doi);
    for (const p of byDoi) expect(p.citations, p.doi!).toBe(catalogue.work(p.doi!)?.citedByCount ?? null);
    const zero = byDoi.find((p) => p.citations === 0)!;
    expect(zero).toBeDefined();

    // The owner's dashboard and profile: stats with their source and date.
    const { page } = owner;
    await page.goto(e2e().publicUrl);
    await dismissWelcome(page);
    await expectStats(page.getByRole('region', { name: 'Research Overview' }), metrics.fetchedAt);
    await screenshot(page, 'citations-dashboard');
    await page.goto(`${e2e().publicUrl}/profile`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expectStats(page.locator('.citation-stats'), metrics.fetchedAt);

    // The publication list: every item's count, the 0 too.
    await page.getByRole('tab', { name: 'Publications' }).click();
    const items = page.getByRole('tabpanel').locator('article.record');
    await items.first().waitFor();
    expect(await items.count()).toBe(profile!.publications.length);
    const zeroItem = items.filter({ has: page.getByRole('heading', { name: zero.title, exact: true }) });
    expect(await zeroItem.first().locator('.record__meta').textContent()).toContain('0 citations');
    const metas = await items.locator('.record__meta').allTextContents();
    expect(metas.every((m) => /(\d+ citations?|no citation data)$/.test(m))).toBe(true);
    await screenshot(page, 'citations-publication-list');

    // Someone else reads the public researcher page.
    const viewer = await signIn(browser, uniqueEmail('citations.viewer'));
    const view = viewer.page;
    await linkOrcid(view);
    const interest = await api<{ id: string }>(view, 'POST', '/api/research-interests', { name: topic });
    await api(view, 'POST', '/api/profile/research-interests', { interestIds: [interest.id] });

    const researcherPage = async () => {
      await view.goto(`${e2e().publicUrl}/researcher/${owner.id}`);
      await view.getByRole('heading', { level: 1, name }).waitFor();
      await expectStats(view.locator('.citation-stats'), metrics.fetchedAt);
    };
    await researcherPage();
    // Its recent publications carry their counts as the stub gives them.
    const recent = view
      .locator('.ant-card', { has: view.getByRole('heading', { level: 2, name: /^Recent Publications/ }) })
      .locator('article.record');
    expect(await recent.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await recent.count()); i++) {
      const title = await recent.nth(i).getByRole('heading').textContent();
      const p = profile!.publications.find((x) => x.title === title)!;
      expect(await recent.nth(i).locator('.record__meta').textContent()).toContain(
        citationsText(p.citations),
      );
    }
    await atWidths(view, 'citations-researcher-page', [390, 1024, 1366], researcherPage);

    // The unknown researcher's page says so, with no figures.
    await view.setViewportSize({ width: 1280, height: 900 });
    await view.goto(`${e2e().publicUrl}/researcher/${unknown.id}`);
    await view.getByText('Citations: no citation data').waitFor();
    expect(await view.getByText('h-index').count()).toBe(0);

    // Discovery cards: the figures, or "no citation data".
    await eventually('networking to hold both researchers’ figures', async () => {
      const res = await view
        .context()
        .request.get(
          `${e2e().publicUrl}/api/academic-connections/similar?search=${encodeURIComponent(topic)}`,
        );
      const list = (await res.json()) as Array<{ userId: string; citationMetrics?: unknown }>;
      return list.length === 2 && list.some((r) => r.userId === owner.id && r.citationMetrics);
    });
    await view.goto(`${e2e().publicUrl}/academic-networking`);
    await view.getByRole('heading', { level: 1, name: 'Academic Networking' }).waitFor();
    await view.getByRole('searchbox', { name: 'Search researchers' }).fill(topic);
    const researchers = view.getByRole('list', { name: 'Researchers' });
    await view.getByRole('heading', { level: 2, name: '2 researchers' }).waitFor();
    const discovered = cardOf(researchers, name);
    await discovered.getByText(`Citations: OpenAlex, ${shownDate(metrics.fetchedAt)}`).waitFor();
    expect(await statValue(discovered, 'Citations').textContent()).toBe(String(expected.citations));
    expect(await statValue(discovered, 'h-index').textContent()).toBe(String(expected.hIndex));
    const other = researchers.getByRole('listitem').filter({ hasNot: view.getByRole('heading', { name }) });
    expect(await statValue(other, 'Citations').textContent()).toBe('no citation data');

    // Examiner cards, at each width.
    const examinerCards = async () => {
      await view.goto(`${e2e().publicUrl}/phd-examiner-finder`);
      await view.getByRole('searchbox', { name: 'Search examiners' }).fill(topic);
      await view.getByRole('heading', { level: 2, name: '2 examiners found' }).waitFor();
      const examiners = view.getByRole('list', { name: 'Examiners' });
      const card = cardOf(examiners, name);
      await card
        .getByText(
          `${expected.citations} citation${expected.citations === 1 ? '' : 's'} · h-index ${expected.hIndex}`,
        )
        .waitFor();
      const source = card.getByText(`Citations: OpenAlex, ${shownDate(metrics.fetchedAt)}`);
      await source.waitFor();
      // The small print is never broken inside the date (it moves under the figures whole).
      expect(await source.evaluate((el) => el.getClientRects().length)).toBe(1);
      const rest = examiners.getByRole('listitem').filter({ hasNot: view.getByRole('heading', { name }) });
      await rest.getByText('no citation data').waitFor();
    };
    await atWidths(view, 'citations-examiner-cards', [390, 1024, 1366], examinerCards);

    for (const who of [owner, unknown, viewer]) await who.context.close();
  });
});
