import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stubOrcidIds } from '../infra/orcid-stub/src/stub-ids';
import { api, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';

/**
 * Issue 45 in the browser: the interest picker searches as the person types (never the whole
 * shared list), and the pages of a researcher with more than 100 works ask for a bounded part of
 * them, showing the true count (spec 1 §2: five on the researcher page; Load more on /profile).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The sizes of the API answers the page received, by path. */
function watchAnswers(page: Page): Array<{ path: string; search: string; bytes: number }> {
  const seen: Array<{ path: string; search: string; bytes: number }> = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/')) return;
    void res
      .body()
      .then((body) => seen.push({ path: url.pathname, search: url.search, bytes: body.length }))
      .catch(() => undefined);
  });
  return seen;
}

const sidewaysOverflow = (page: Page) =>
  page.locator('#main').evaluate((main) => main.scrollWidth - main.clientWidth);

describe('bounded lists on the profile pages', () => {
  it('the picker suggests as one types; the researcher page and /profile page their publications', async () => {
    const owner = await signIn(browser, uniqueEmail('bounded.owner'));
    const linked = await owner.page.context().request.post(`${e2e().publicUrl}/api/orcid/connect`, {
      data: { orcidId: stubOrcidIds.manyWorks },
      headers: { origin: e2e().publicUrl },
    });
    expect(linked.status()).toBe(200);
    const own = await api<{ profile: { id: string; userId: string }; stats: { publications: number } }>(
      owner.page,
      'GET',
      '/api/profile',
    );
    const total = own.stats.publications;
    expect(total).toBeGreaterThan(100);
    // A few names on the shared list to find.
    for (const name of ['Bounded robotics in schools', 'Bounded robotics clubs', 'Unrelated topic'])
      await api(owner.page, 'POST', '/api/research-interests', { name });

    for (const width of [1366, 390]) {
      const page = owner.page;
      await page.setViewportSize({ width, height: 900 });
      const answers = watchAnswers(page);
      await page.goto(`${e2e().publicUrl}/research-profile`);
      await page.getByRole('tab', { name: 'Research Profile' }).click();
      const card = page.getByRole('region', { name: 'Research Interests' });
      const picker = card.getByLabel('Your research interests');
      await picker.waitFor();
      await page.waitForTimeout(500);
      expect(answers.filter((a) => a.path === '/api/research-interests')).toEqual([]);
      await picker.pressSequentially('bounded rob', { delay: 40 });
      await page.locator('.ant-select-item-option', { hasText: 'Bounded robotics clubs' }).waitFor();
      await page.waitForTimeout(500);
      const asked = answers.filter(
        (a) => a.path === '/api/research-interests' && a.search.includes('search'),
      );
      // One call per pause, not per key (a loaded machine may pause mid-word): the last is the whole text.
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.length).toBeLessThanOrEqual(3);
      expect(asked.at(-1)?.search).toBe('?search=bounded+rob');
      expect(await page.locator('.ant-select-item-option').count()).toBeLessThanOrEqual(20);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `bounded-picker-${width}`);
      await page.keyboard.press('Escape');

      const visitor = await signIn(browser, uniqueEmail('bounded.visitor'), { width, height: 900 });
      const seen = watchAnswers(visitor.page);
      await visitor.page.goto(`${e2e().publicUrl}/researcher/${own.profile.userId}`);
      await visitor.page.getByRole('heading', { level: 2, name: `Recent Publications (${total})` }).waitFor();
      await visitor.page.getByText(`... and ${total - 5} more publications`).waitFor();
      const pubs = seen.filter((a) => a.path.endsWith('/publications'));
      expect(pubs.map((a) => a.search)).toEqual(['?limit=5&offset=0']);
      expect(await sidewaysOverflow(visitor.page)).toBeLessThanOrEqual(0);
      await screenshot(visitor.page, `bounded-researcher-${width}`);
      await visitor.context.close();

      await page.goto(`${e2e().publicUrl}/profile`);
      await page.getByRole('tab', { name: 'Publications' }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByText(`Showing 20 of ${total} publications`).waitFor();
      await panel.getByRole('button', { name: 'Load more' }).click();
      await panel.getByText(`Showing 40 of ${total} publications`).waitFor();
      await screenshot(page, `bounded-profile-publications-${width}`);
    }
    await owner.context.close();
  });
});
