import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';

/**
 * Issue 17 items 6, 7 and 12: a signed-out deep link says it needs sign-in and comes back after
 * it; an unknown address stays the 404; a member opening /admin is told access is denied; the
 * sign-in marker leaves the address bar.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Signed-out deep links', () => {
  it('say the page needs sign-in, and sign-in returns to the page asked for', async () => {
    const context = await browser.newContext({ locale: 'en-AU' });
    const page = await context.newPage();
    await page.goto(`${e2e().publicUrl}/research-projects`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to see this page' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(0);
    await screenshot(page, 'shell-sign-in-required');

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Or sign in with any email').fill(uniqueEmail('deep.link'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(
      (url) => url.origin === new URL(e2e().publicUrl).origin && url.pathname === '/research-projects',
    );
    await page.getByRole('heading', { level: 1, name: /Research Projects/ }).waitFor();

    // An address that is no page at all keeps the not-found page.
    await page.goto(`${e2e().publicUrl}/no-such-page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });
});

describe('Signed in', () => {
  it('a new member is led to link ORCID, is told /admin is denied, and the sign-in marker leaves the address', async () => {
    const member = await signIn(browser, uniqueEmail('not.admin'));
    await member.page.waitForURL((url) => url.pathname === '/' && url.search === '');

    // New and without ORCID: the welcome popup leads to linking it, not to an empty profile.
    const welcome = member.page.getByRole('dialog', { name: 'Welcome to Research Connect!' });
    await welcome.getByRole('button', { name: 'Link my ORCID iD' }).click();
    await member.page.waitForURL((url) => url.hash === '#connect-orcid');
    await expect.poll(() => member.page.evaluate(() => document.activeElement?.id)).toBe('connect-orcid');
    // So does the banner's link.
    await member.page.getByRole('link', { name: 'Link your ORCID iD' }).click();
    await member.page.getByRole('heading', { name: 'Connect your ORCID profile' }).waitFor();
    expect(await member.page.getByText('Profile Not Found').count()).toBe(0);
    await member.page.goto(`${e2e().publicUrl}/admin`);
    await member.page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    expect(await member.page.getByText('Admin Dashboard', { exact: true }).count()).toBe(0);
    await screenshot(member.page, 'shell-access-denied');
    await member.context.close();
  });
});
