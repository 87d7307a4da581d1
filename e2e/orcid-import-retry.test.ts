import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, dismissWelcome, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { freshOrcidId } from './support/orcid';

/**
 * Issue 17 item 2: ORCID does not answer when a researcher links a proven iD. The link holds, the
 * profile says the record is still being imported (never "0 publications"), and the server retries
 * until ORCID answers; the publications then appear without a reload.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Makes the ORCID stub answer 503 for this iD's record for `ms` milliseconds. */
async function orcidIsDownFor(orcidId: string, ms: number): Promise<void> {
  const res = await fetch(`${e2e().urls['orcid-stub']}/__stub/outage`, {
    method: 'POST',
    body: JSON.stringify({ orcidId, ms }),
  });
  if (!res.ok) throw new Error(`the stub's outage answered ${res.status}`);
}

describe('A failed ORCID import', () => {
  it('is retried until ORCID answers, and the profile says so meanwhile', async () => {
    const orcidId = freshOrcidId();
    const { page } = await signIn(browser, uniqueEmail('carol.unlucky'));
    await dismissWelcome(page);

    // ORCID stops answering for this iD just as she proves it through "Connect with ORCID".
    await orcidIsDownFor(orcidId, 8_000);
    await page.getByRole('link', { name: 'Connect with ORCID' }).click();
    await page.getByLabel('Your ORCID iD').fill(orcidId);
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL((url) => url.pathname === '/research-profile');
    await page.getByText('ORCID did not answer just now').waitFor();

    const linked = await api<{
      profile: { orcidId: string; orcidImportPending: boolean };
      stats: { publications: number };
    }>(page, 'GET', '/api/profile');
    expect(linked.profile).toMatchObject({ orcidId, orcidImportPending: true });
    expect(linked.stats.publications).toBe(0);

    // Her profile says the import is under way, not "0 publications".
    await page.getByRole('link', { name: 'View Profile' }).click();
    await page.getByText('Importing your ORCID record… (retrying)').waitFor();
    expect(await page.getByText(/^0 publications$/).count()).toBe(0);
    await screenshot(page, 'orcid-import-retrying');

    // ORCID answers again; the retry imports the record and the page shows it without a reload.
    await page
      .getByText('Importing your ORCID record… (retrying)')
      .waitFor({ state: 'detached', timeout: 45_000 });
    const imported = await api<{ profile: { orcidImportPending: boolean }; stats: { publications: number } }>(
      page,
      'GET',
      '/api/profile',
    );
    expect(imported.profile.orcidImportPending).toBe(false);
    expect(imported.stats.publications).toBeGreaterThan(0);
    const plural = imported.stats.publications === 1 ? '' : 's';
    await page.getByRole('tab', { name: 'Publications' }).click();
    await page
      .getByRole('tabpanel')
      .getByText(`${imported.stats.publications} publication${plural}`, { exact: true })
      .waitFor();
    await screenshot(page, 'orcid-import-retried');
  }, 90_000);
});
