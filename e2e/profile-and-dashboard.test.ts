import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoResearcher } from '../infra/orcid-stub/src/demo-researchers';
import { syntheticResearcher } from '../infra/orcid-stub/src/synthetic-researchers';
import { tickForCode } from './support/for-picker';
import {
  api,
  dismissWelcome,
  launchBrowser,
  screenshot,
  sessionEndsWhile,
  signIn,
  uniqueEmail,
} from './support/browser';
import { e2e } from './support/context';
import { topBarLinks } from './support/top-bar';
import { freshOrcidId, linkOrcid } from './support/orcid';

/**
 * Issue 9 through the gateway and the real services: sign in through dev-oidc, link an ORCID iD
 * from the stub on the dashboard, and find the profile tabs filled from the ORCID record.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A research interest of the longest length allowed (100 characters), wider than a phone. */
const LONG_INTEREST =
  'Culturally sustaining pedagogies for computational thinking in remote Torres Strait Islander schools';

/** A 1×1 BMP: a picture browsers show, in a format the server does not take. */
function bmp(): Buffer {
  const file = Buffer.alloc(58);
  file.write('BM', 0);
  file.writeUInt32LE(58, 2); // file size
  file.writeUInt32LE(54, 10); // where the pixels start
  file.writeUInt32LE(40, 14); // header size
  file.writeInt32LE(1, 18); // width
  file.writeInt32LE(1, 22); // height
  file.writeUInt16LE(1, 26); // planes
  file.writeUInt16LE(24, 28); // bits per pixel
  file.writeUInt32LE(4, 34); // pixel bytes, padded to 4
  file.set([0x99, 0x66, 0x33], 54); // one pixel, blue green red
  return file;
}

/** How far the page content scrolls sideways (0 when it fits the viewport). */
const sidewaysOverflow = (page: Page) =>
  page.locator('#main').evaluate((main) => main.scrollWidth - main.clientWidth);

/**
 * Types fresh iDs (which the ORCID stub serves generated researchers for) into the dashboard's
 * Connect-ORCID form until one links; another test file holding the same iD is a rare 409.
 */
async function connectOrcidThroughTheForm(page: Page): Promise<DemoResearcher> {
  const input = page.getByLabel('ORCID ID');
  const welcomeBack = page.getByRole('heading', { level: 1, name: /^Welcome back, / });
  const failed = page.getByText('Connection Failed');
  for (let attempt = 0; attempt < 5; attempt++) {
    const orcidId = freshOrcidId();
    await input.fill(orcidId);
    await page.getByRole('button', { name: 'Connect ORCID' }).click();
    await welcomeBack.or(failed).first().waitFor({ timeout: 30_000 });
    if (await welcomeBack.isVisible()) return syntheticResearcher(orcidId)!;
    await failed.waitFor({ state: 'detached', timeout: 10_000 });
  }
  throw new Error('Could not link a fresh ORCID iD');
}

describe('Signed out', () => {
  it('shows the landing page, its sign-in banners, and fits a 360 px screen', async () => {
    const context = await browser.newContext({ locale: 'en-AU', viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${e2e().publicUrl}/?error=auth_failed`);
    await page.getByRole('alert').getByText('Authentication failed. Please try again.').waitFor();
    await page.waitForURL((url) => url.search === '');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('link', { name: 'Need help with authentication issues?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Trouble signing in?' }).waitFor();

    await page.goto(`${e2e().publicUrl}/`);
    await page.getByRole('heading', { name: '2. Add ORCID ID' }).waitFor();
    const { shown, folded } = await topBarLinks(page);
    expect([...shown, ...folded]).toEqual(['Find Supervisors', 'About', 'Help']);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'landing-360');

    await page.goto(`${e2e().publicUrl}/no-such-page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });
});

describe('Signed in', () => {
  it('signs in through dev-oidc, links an ORCID iD from the stub, and sees the profile tabs filled', async () => {
    const email = uniqueEmail('issue9.profile');
    const { page, context } = await signIn(browser, email);

    // Without ORCID: limited functionality, and the iD is checked before it is sent.
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await page.getByText('Limited functionality').waitFor();
    expect(await page.getByRole('button', { name: 'Open Network' }).isDisabled()).toBe(true);
    // A first visit shows the welcome popup once.
    await dismissWelcome(page);
    await page.getByLabel('ORCID ID').fill('0000-0002-1825-0098');
    await page.getByRole('button', { name: 'Connect ORCID' }).click();
    await page.getByText(/checksum failed/).waitFor();
    await screenshot(page, 'dashboard-without-orcid');

    const researcher = await connectOrcidThroughTheForm(page);
    const name = `${researcher.givenNames} ${researcher.familyName}`;
    await page.getByText('ORCID profile connected successfully').waitFor();
    const overview = page.getByRole('region', { name: 'Research Overview' });
    await overview.getByText('Publications').waitFor();
    for (const card of ['Notifications', 'Requests', 'Research Groups']) {
      await page.getByRole('heading', { level: 2, name: new RegExp(`^${card}`) }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Open Network' }).isVisible()).toBe(true);
    await screenshot(page, 'dashboard-with-orcid');

    // The own profile, reached from the top bar, with every tab filled from the ORCID record.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Profile' })
        .getAttribute('aria-current'),
    ).toBe('page');
    const panel = page.getByRole('tabpanel');
    await panel.getByText(researcher.biography).waitFor();

    await page.getByRole('tab', { name: 'Employment' }).click();
    await panel.getByRole('heading', { name: researcher.institution }).first().waitFor();
    await panel.getByText('Current').first().waitFor();

    await page.getByRole('tab', { name: 'Education & Qualifications' }).click();
    await panel.getByText(researcher.phdInstitution).first().waitFor();

    await page.getByRole('tab', { name: 'Publications' }).click();
    const count = await panel.getByText(/^\d+ publications?$/).textContent();
    const own = await api<{ profile: { id: string }; stats: { publications: number } }>(
      page,
      'GET',
      '/api/profile',
    );
    expect(own.stats.publications).toBeGreaterThan(0);
    expect(count).toBe(`${own.stats.publications} publication${own.stats.publications === 1 ? '' : 's'}`);
    await screenshot(page, 'profile-publications');

    await page.getByRole('tab', { name: 'Research Profile' }).click();
    await panel.getByRole('link', { name: 'Edit Research Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Research Profile Enhancement' }).waitFor();

    // A research interest as long as one may be (100 characters), added and saved.
    const interests = page.getByRole('region', { name: 'Research Interests' });
    await interests.getByLabel('Add a new research interest').fill(LONG_INTEREST);
    await interests.getByRole('button', { name: 'Add', exact: true }).click();
    await interests.getByText(LONG_INTEREST).first().waitFor();
    await interests.getByRole('button', { name: 'Save Interests' }).click();
    await page.getByText('Research interests updated successfully').waitFor();

    // The FoR picker with all 2,203 codes: search, tick a group, save.
    const codes = page.getByRole('region', { name: 'Fields of Research' });
    await tickForCode(codes, '3901');
    await codes.getByRole('button', { name: /^Remove 3901 / }).waitFor();
    await codes.getByRole('button', { name: 'Save FoR Codes' }).click();
    await page.getByText('Fields of Research codes updated successfully').waitFor();
    const data = await api<{ classificationCodes: { forCodes: Array<{ code: string }> } }>(
      page,
      'GET',
      `/api/profile/${own.profile.id}/research-data`,
    );
    expect(data.classificationCodes.forCodes.map((c) => c.code)).toContain('3901');
    await screenshot(page, 'research-profile');

    // Another researcher's view of this profile.
    const other = await signIn(browser, uniqueEmail('issue9.viewer'));
    await other.page.goto(`${e2e().publicUrl}/researcher/${own.profile.id}`);
    await other.page.getByRole('heading', { level: 1, name }).waitFor();
    await other.page.getByRole('heading', { level: 2, name: /^Recent Publications \(\d+\)$/ }).waitFor();
    await other.context.close();

    // Usable at 360 px wide.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${e2e().publicUrl}/profile`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'profile-360');
    // The long interest wraps inside the page rather than pushing it sideways.
    await page.getByRole('tab', { name: 'Research Profile' }).click();
    await page.getByRole('tabpanel').getByText(LONG_INTEREST).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'profile-research-360');
    await page.goto(`${e2e().publicUrl}/`);
    await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'dashboard-360');

    await context.close();
  });

  it('adds a profile photo that others see, is told why a file that is no picture, or a picture in a format not taken, is refused, and removes the photo only once confirmed', async () => {
    const { page, context } = await signIn(browser, uniqueEmail('photo'));
    await dismissWelcome(page);
    const name = await linkOrcid(page);
    const { id } = await api<{ id: string }>(page, 'GET', '/api/auth/user');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    const photoButton = page.getByRole('button', { name: 'Change profile photo' });
    const shownPhoto = photoButton.locator('img');
    expect(await shownPhoto.count()).toBe(0);

    // A real PNG (a picture of the page itself), chosen, previewed and uploaded.
    const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 240 } });
    await photoButton.click();
    const dialog = page.getByRole('dialog', { name: 'Profile Photo' });
    await dialog
      .getByLabel('Choose image')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    await dialog.getByText('Chosen: me.png').waitFor();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Profile Photo Updated').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The 64 px photo button loads the 64 px size the service made (WebP), not the 240 px upload.
    // (naturalWidth is divided by the srcset density the browser chose.)
    const loaded = (img: HTMLImageElement) => ({ src: img.currentSrc, shown: img.naturalWidth > 0 });
    await expect
      .poll(() => shownPhoto.evaluate(loaded))
      .toEqual({ src: expect.stringMatching(/\/api\/profile\/images\/[\w-]+\.webp\?size=64$/), shown: true });
    expect(await shownPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

    // Another researcher sees it on this researcher's page, the 96 px photo from the 256 px size,
    // on a laptop and on a phone.
    const other = await signIn(browser, uniqueEmail('photo.viewer'), { width: 1366, height: 900 });
    await other.page.goto(`${e2e().publicUrl}/researcher/${id}`);
    const seen = other.page.getByRole('img', { name: `Photo of ${name}` });
    await seen.waitFor();
    await expect
      .poll(() => seen.evaluate(loaded))
      .toEqual({ src: expect.stringMatching(/\?size=256$/), shown: true });
    await screenshot(other.page, 'photo-researcher-1366');
    await other.page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => seen.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    await screenshot(other.page, 'photo-researcher-390');
    await other.context.close();

    // A file dressed as a PNG that is no picture: refused at once, nothing uploaded.
    await photoButton.click();
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/profile/image/upload/')) uploads.push(r.url());
    });
    await dialog.getByLabel('Choose image').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('meeting notes, not a picture'),
    });
    await page.getByText('Please select an image file').waitFor();
    expect(await dialog.getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true);
    expect(uploads).toEqual([]);

    // A picture the browser shows but the server does not take (a BMP): the server says why.
    await dialog
      .getByLabel('Choose image')
      .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: bmp() });
    await dialog.getByText('Chosen: scan.png').waitFor();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page
      .getByText('Failed to upload image: 415. Only PNG, JPEG, GIF and WebP images can be uploaded.')
      .waitFor();
    expect(uploads).toHaveLength(1);
    await screenshot(page, 'photo-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await shownPhoto.evaluate(loaded)).toEqual({ src: expect.stringMatching(/\?size=/), shown: true });

    // Remove asks first; Cancel keeps the photo, Remove takes it away.
    await photoButton.click();
    await dialog.getByRole('button', { name: 'Remove Photo' }).click();
    const question = page.getByRole('tooltip').filter({ hasText: 'Remove your profile photo?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(
      (await api<{ profile: { profileImageUrl: string | null } }>(page, 'GET', '/api/profile')).profile
        .profileImageUrl,
    ).not.toBeNull();
    await dialog.getByRole('button', { name: 'Remove Photo' }).click();
    await question.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Profile Photo Removed').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => shownPhoto.count()).toBe(0);
    await context.close();
  });

  it('keeps a research statement being written when the session ends, through the sign-in that follows', async () => {
    const { page, context } = await signIn(browser, uniqueEmail('statement'));
    await dismissWelcome(page);
    await linkOrcid(page);
    await page.goto(`${e2e().publicUrl}/research-profile?tab=research`);
    const prefs = page.getByRole('region', { name: 'Academic Preferences' });
    const statement = 'I study robotics in rural classrooms; this took an hour to write.';
    await prefs.getByLabel('Research statement').fill(statement);

    // The session ends while they write (here: signed out in another tab), then they save; the
    // sign-in that follows comes back to the page with the statement unsaved.
    await sessionEndsWhile(page, () => prefs.getByRole('button', { name: 'Save Preferences' }).click());
    await page.waitForURL(/\/research-profile\?tab=research$/);
    await expect.poll(() => prefs.getByLabel('Research statement').inputValue()).toBe(statement);
    await prefs.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Preferences Updated').first().waitFor();
    const { profile } = await api<{ profile: { researchStatement: string | null } }>(
      page,
      'GET',
      '/api/profile',
    );
    expect(profile.researchStatement).toBe(statement);
    await context.close();
  });
});
