import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { topBarLinks } from './support/top-bar';

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

  it('a tab opened before a new version was deployed reloads into it, and says so when that does not help', async () => {
    const member = await signIn(browser, uniqueEmail('stale.tab'));
    const p = member.page;
    await p.getByRole('button', { name: "I'll do this later" }).click();
    const nav = p.getByRole('navigation', { name: 'Main' });

    // The deploy: the file of the groups page this tab knows is gone the first time it is asked for.
    let asked = 0;
    await p.route(/\/assets\/research-groups-page-[^/]+\.js$/, (route) =>
      asked++ === 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
    );
    const reloaded = p.waitForEvent('load');
    await nav.getByRole('link', { name: 'Groups' }).click();
    await reloaded;
    await p.getByRole('heading', { level: 1, name: 'Research Groups' }).waitFor();
    expect(asked).toBe(2);
    expect(await p.getByText('Unexpected Application Error').count()).toBe(0);

    // Gone for good (a reload did not help a moment ago): the page says so, in the app's shell.
    await p.route(/\/assets\/research-projects-page-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await nav.getByRole('link', { name: 'Projects' }).click();
    await p.getByRole('heading', { level: 1, name: 'Research Connect has been updated' }).waitFor();
    await p.getByRole('button', { name: 'Reload page' }).waitFor();
    await screenshot(p, 'shell-new-version');
    // Elsewhere still works.
    await nav.getByRole('link', { name: 'Groups' }).click();
    await p.getByRole('heading', { level: 1, name: 'Research Groups' }).waitFor();
    await member.context.close();
  });
});

describe('The top bar', () => {
  // Issue 17 item 13: it wrapped onto two or three rows at ordinary laptop widths.
  it('stays one row at most 64 px high at every width, with every page reachable', async () => {
    const pages = [
      'Admin',
      'Profile',
      'Network',
      'Viz',
      'Groups',
      'Projects',
      'Find Examiners',
      'Find Supervisors',
      'About',
      'Help',
    ];
    for (const width of [390, 768, 1024, 1366, 1920]) {
      const { context, page } = await signIn(browser, 'admin@example.edu', { width, height: 800 });
      await page.goto(`${e2e().publicUrl}/about`);
      const bar = page.locator('header.rc-topbar');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const box = (await bar.boundingBox())!;
      expect(box.height, `${width} px`).toBeLessThanOrEqual(64);
      expect(box.width, `${width} px`).toBeLessThanOrEqual(width);
      // The links shown, and behind "More pages" the rest: every page once, in order.
      const { shown, folded } = await topBarLinks(page);
      expect([...shown, ...folded], `${width} px`).toEqual(pages);
      if (width >= 1366) expect(folded, `${width} px`).toEqual([]);
      // The bell, name and Logout stay on the bar.
      for (const action of [
        page.getByRole('link', { name: /^Notifications/ }),
        page.getByRole('link', { name: 'Logout' }),
      ]) {
        const at = (await action.boundingBox())!;
        expect(at.y + at.height, `${width} px`).toBeLessThanOrEqual(box.y + box.height);
      }
      await screenshot(page, `top-bar-${width}`);
      await context.close();
    }
  });

  it('on a phone, a finder shows its results before the Fields of Research tree, which folds away', async () => {
    const { context, page } = await signIn(browser, uniqueEmail('phone.finder'), { width: 390, height: 844 });
    await page.goto(`${e2e().publicUrl}/phd-supervisor-finder`);
    await page.getByRole('heading', { level: 1, name: 'PhD Supervisor Finder' }).waitFor();
    const results = page
      .getByRole('list', { name: 'Supervisors' })
      .or(page.getByText('No supervisors found matching your criteria.'));
    await results.first().waitFor();
    expect(await page.getByRole('tree').count()).toBe(0);
    const top = (await results.first().boundingBox())!;
    expect(top.y).toBeLessThan(844);
    await page.getByRole('button', { name: /^Fields of Research/ }).click();
    await page.getByRole('tree').waitFor();
    await screenshot(page, 'supervisor-finder-phone');
    await context.close();
  });
});
