import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipBytes, kb, LANDING_PAGE_BUDGET_KB, pageWeights } from '../scripts/lib/web-bundle';
import { launchBrowser, uniqueEmail } from './support/browser';
import { e2e } from './support/context';

/** The signed-out landing page (issue 20): light to load, and where signing in starts. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Chunks the landing page must not load: signed-in pieces, the feedback layout, other pages. */
const NOT_ON_LANDING = /\/(feedback|notification-bell|more-pages-menu|[a-z-]+-page)-[\w-]+\.js$/;

describe('The landing page, signed out', () => {
  it(`loads at most ${LANDING_PAGE_BUDGET_KB} KB of gzip JavaScript and CSS, and no other page's code`, async () => {
    // As bench/web-bundle measures it, from the build this system serves.
    const landing = pageWeights().pages.find((p) => p.page === 'landing-page')!;
    expect(landing.totalKb).toBeLessThanOrEqual(LANDING_PAGE_BUDGET_KB);

    // As a browser fetches it, on a phone (where the top bar's links fold away) and a laptop.
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      const context = await browser.newContext({ locale: 'en-AU', viewport });
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('response', (res) => {
        const file = new URL(res.url()).pathname;
        if (/\.(js|css)$/.test(file)) fetched.push(file);
      });
      await page.goto(`${e2e().publicUrl}/`);
      await page.getByRole('heading', { level: 1, name: 'Research Connect' }).waitFor();
      await page.waitForLoadState('networkidle');
      const own = fetched.filter((file) => !/\/landing-page-/.test(file));
      expect(own.filter((file) => NOT_ON_LANDING.test(file))).toEqual([]);
      const total = kb(fetched.reduce((n, file) => n + gzipBytes(file), 0));
      expect(total, `${viewport.width} px: ${fetched.join(' ')}`).toBeLessThanOrEqual(LANDING_PAGE_BUDGET_KB);
      await context.close();
    }
  });

  it('opens "More pages" from the keyboard, and signs in from its Sign In button', async () => {
    const context = await browser.newContext({ locale: 'en-AU', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${e2e().publicUrl}/`);

    // The menu loads on first use, in place of the button, which keeps the focus.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More pages' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu').last();
    await menu.getByRole('link', { name: 'Help' }).waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Find Supervisors', 'About', 'Help']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('More pages');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await page.locator('#main').getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Or sign in with any email').fill(uniqueEmail('landing.sign-in'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const app = new URL(e2e().publicUrl).origin;
    await page.waitForURL((url) => url.origin === app && url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await context.close();
  });
});
