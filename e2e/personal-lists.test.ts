import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, dismissWelcome, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { linkOrcid } from './support/orcid';

/**
 * Issue 45: a well-connected researcher's own lists are read a page at a time. 60 connections and
 * 30 examiner requests to them (put straight into networking's tables: the screens, not how the
 * rows came, are under test) are shown 24 and 20 at a time with "Load more", the true totals and a
 * name search, at 1366 and 390 px.
 */
let browser: Browser;
// networking's own schema first: its triggers name its tables unqualified.
const db = new pg.Pool({ connectionString: e2e().databaseUrl, max: 2, options: '-c search_path=networking' });
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.end();
});

const pad = (i: number) => String(i).padStart(2, '0');

/** 60 people connected to `me` (Colleague 01 the oldest) and 30 examiner requests to `me` from the first 30. */
async function seed(me: { userId: string; profileId: string }, tag: string) {
  const people = Array.from({ length: 60 }, (_, i) => ({
    userId: randomUUID(),
    name: `Colleague${tag} ${pad(i + 1)}`,
  }));
  const base = Date.now() - 300 * 3_600_000;
  for (const [i, p] of people.entries()) {
    const [first, last] = p.name.split(' ');
    await db.query(
      'INSERT INTO networking.people (user_id, first_name, last_name, email, updated_at) VALUES ($1, $2, $3, NULL, now())',
      [p.userId, first, last],
    );
    const at = new Date(base + i * 3_600_000);
    await db.query(
      `INSERT INTO networking.academic_connections
         (from_user_id, to_user_id, to_profile_id, connection_type, status, created_at, responded_at)
       VALUES ($1, $2, $3, 'research_interest', 'accepted', $4, $4)`,
      [p.userId, me.userId, me.profileId, at],
    );
    if (i < 30) {
      await db.query(
        `INSERT INTO networking.academic_connections
           (from_user_id, to_user_id, to_profile_id, connection_type, status, metadata, message, created_at)
         VALUES ($1, $2, $3, 'examiner_request', 'pending', $4, 'Would you examine my thesis?', $5)`,
        [
          p.userId,
          me.userId,
          me.profileId,
          JSON.stringify({ thesisTitle: `Thesis ${pad(i + 1)}`, researchArea: 'STEM education' }),
          new Date(at.getTime() + 200 * 3_600_000),
        ],
      );
    }
  }
}

/** What a phone shows first (the full-page screenshots of long lists are too tall to read). */
const firstScreen = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false });

/** The page's content scrolls sideways by this much (0: it fits). */
const overflow = (page: Page) =>
  page.locator('#main').evaluate((main) => main.scrollWidth - main.clientWidth);

describe('my connections and requests, paged (issue 45)', () => {
  it('shows 24 connections at a time of 60, searches them, and pages the examiner requests to me', async () => {
    const { context, page } = await signIn(browser, uniqueEmail('well.connected'), {
      width: 1366,
      height: 900,
    });
    await dismissWelcome(page);
    await linkOrcid(page);
    const user = await api<{ id: string }>(page, 'GET', '/api/auth/user');
    const { profile } = await api<{ profile: { id: string } }>(page, 'GET', '/api/profile');
    const tag = randomUUID().slice(0, 4);
    await seed({ userId: user.id, profileId: profile.id }, tag);

    // My Connections: the newest 24 of 60, then 48.
    await page.goto(`${e2e().publicUrl}/academic-networking`);
    await page.getByRole('tab', { name: 'My Connections' }).click();
    const panel = page.getByRole('tabpanel', { name: 'My Connections' });
    await panel.getByRole('heading', { level: 2, name: '60 connections' }).waitFor();
    const cards = panel.getByRole('list', { name: 'My connections' }).locator(':scope > [role="listitem"]');
    expect(await cards.count()).toBe(24);
    expect(await cards.first().getByRole('heading', { level: 3 }).textContent()).toBe(`Colleague${tag} 60`);
    await panel.getByText('Showing 24 of 60 connections').waitFor();
    await screenshot(page, 'personal-lists-connections-1366');
    await panel.getByRole('button', { name: 'Load more' }).click();
    await panel.getByText('Showing 48 of 60 connections').waitFor();
    expect(await cards.count()).toBe(48);

    // Search on the server, by name.
    await panel.getByRole('searchbox', { name: 'Search my connections' }).fill(`colleague${tag} 07`);
    await panel
      .getByRole('heading', { level: 2, name: `1 connection matching “colleague${tag} 07”` })
      .waitFor();
    await panel.locator('[aria-busy="false"]').waitFor();
    expect(await cards.count()).toBe(1);
    await panel.getByRole('searchbox', { name: 'Search my connections' }).fill('nobody by that name');
    await panel.getByText('No connections match “nobody by that name”').waitFor();
    await screenshot(page, 'personal-lists-connections-none-1366');
    await panel.getByRole('searchbox', { name: 'Search my connections' }).fill('');
    await panel.getByRole('heading', { level: 2, name: '60 connections' }).waitFor();

    // The dashboard's Requests card: the newest five of the 90 to me (60 of them accepted connections).
    await page.goto(`${e2e().publicUrl}/`);
    const requests = page.getByRole('region', { name: 'Latest requests' });
    await page.getByText('The newest 5 of 90 requests').waitFor();
    expect(await requests.getByRole('button').count()).toBe(5);
    await screenshot(page, 'personal-lists-dashboard-1366');

    // The examiner page: the badge is the total, the tab 20 at a time, searchable.
    await page.goto(`${e2e().publicUrl}/phd-examiner-finder`);
    const tab = page.getByRole('tab', { name: /^Incoming Requests/ });
    // antd's badge draws each digit as a column of ten to scroll through: its title holds the count.
    await tab.locator('sup[title="30"]').waitFor();
    await tab.click();
    const incoming = page.getByRole('tabpanel', { name: /Incoming Requests/ });
    await incoming.getByText('30 requests', { exact: true }).waitFor();
    const rows = incoming
      .getByRole('list', { name: 'Incoming examiner requests' })
      .locator(':scope > [role="listitem"]');
    expect(await rows.count()).toBe(20);
    await incoming.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBe(30);
    await incoming
      .getByRole('searchbox', { name: 'Search examiner requests to me' })
      .fill(`Colleague${tag} 12`);
    await incoming.getByText(`1 request matching “Colleague${tag} 12”`).waitFor();
    await incoming.locator('[aria-busy="false"]').waitFor();
    expect(await rows.count()).toBe(1);
    await screenshot(page, 'personal-lists-examiner-incoming-1366');

    // A phone: the lists fit the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await incoming.getByRole('searchbox', { name: 'Search examiner requests to me' }).fill('');
    await incoming.getByText('30 requests', { exact: true }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await firstScreen(page, 'personal-lists-examiner-incoming-390');
    await page.goto(`${e2e().publicUrl}/academic-networking`);
    await page.getByRole('tab', { name: 'My Connections' }).click();
    await panel.getByRole('heading', { level: 2, name: '60 connections' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await firstScreen(page, 'personal-lists-connections-390');
    await panel.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await firstScreen(page, 'personal-lists-connections-390-load-more');

    await context.close();
  });
});
