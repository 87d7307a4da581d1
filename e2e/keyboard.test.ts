import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { eventually } from './support/eventually';
import { linkOrcid } from './support/orcid';

/**
 * Issue 22 (and 17): the FoR picker and a request dialog work without a mouse. Every step below
 * is a key press; where the test needs to get somewhere it presses Tab until focus arrives, so a
 * control that Tab cannot reach fails the test.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses `key` (Tab by default) until `target` has the focus; fails after `max` presses. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} never took the focus after ${max} presses of ${key}`);
}

/** The tree node the keyboard is on (antd marks it active). */
const activeNode = (page: Page) => page.locator('.ant-tree-treenode-active').first().textContent();

/** Presses ArrowDown in the focused tree until the node starting with `code` is active. */
async function arrowTo(page: Page, code: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    if ((await activeNode(page).catch(() => ''))?.startsWith(code)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the tree's keyboard never reached ${code}`);
}

describe('Keyboard only', () => {
  it('picks FoR codes in the tree and saves them', async () => {
    const { page } = await signIn(browser, uniqueEmail('keys.picker'));
    await linkOrcid(page);
    await page.goto(`${e2e().publicUrl}/research-profile?tab=research`);
    const codes = page.getByRole('region', { name: 'Fields of Research' });
    const search = codes.getByRole('textbox', { name: 'Search Fields of Research codes' });
    await search.waitFor();

    await pressUntilFocused(page, search);
    await page.keyboard.type('3901');
    const tree = codes.getByRole('tree');
    await tree.getByText('390102', { exact: true }).waitFor();
    // Into the tree, down to the group, Space ticks it; down to one of its fields, Space again.
    await pressUntilFocused(page, codes.locator('.ant-tree-list'));
    await arrowTo(page, '3901');
    await page.keyboard.press(' ');
    await codes.getByRole('button', { name: /^Remove 3901 / }).waitFor();
    await arrowTo(page, '390102');
    await page.keyboard.press(' ');
    await codes.getByRole('button', { name: /^Remove 390102 / }).waitFor();
    // Space again takes it back off; and on again.
    await page.keyboard.press(' ');
    await codes.getByRole('button', { name: /^Remove 390102 / }).waitFor({ state: 'detached' });
    await page.keyboard.press(' ');
    await codes.getByRole('button', { name: /^Remove 390102 / }).waitFor();
    await screenshot(page, 'keyboard-for-picker');

    const save = codes.getByRole('button', { name: 'Save FoR Codes' });
    await pressUntilFocused(page, save);
    await page.keyboard.press('Enter');
    await page.getByText('Fields of Research codes updated successfully').waitFor();
    const own = await api<{ profile: { id: string } }>(page, 'GET', '/api/profile');
    const saved = await api<{ classificationCodes: { forCodes: Array<{ code: string }> } }>(
      page,
      'GET',
      `/api/profile/${own.profile.id}/research-data`,
    );
    expect(saved.classificationCodes.forCodes.map((c) => c.code).sort()).toEqual(['3901', '390102']);
  });

  it('asks a supervisor through the request dialog, and Escape closes it back onto its button', async () => {
    // A supervisor to find, then a student who finds them by name.
    const supervisor = await signIn(browser, uniqueEmail('keys.supervisor'));
    const name = await linkOrcid(supervisor.page);
    await api(supervisor.page, 'POST', '/api/profile/preferences', { availableForSupervision: true });
    const student = await signIn(browser, uniqueEmail('keys.student'));
    await linkOrcid(student.page);
    const page = student.page;

    const request = page.getByRole('button', { name: `Request Supervisor: ${name}` });
    await eventually('the supervisor to be findable', async () => {
      await page.goto(`${e2e().publicUrl}/phd-supervisor-finder`);
      const box = page.getByRole('searchbox', { name: 'Search supervisors' });
      await box.waitFor();
      await pressUntilFocused(page, box);
      await page.keyboard.type(name);
      return request
        .waitFor({ timeout: 3000 })
        .then(() => true)
        .catch(() => false);
    });

    // Open with Enter: the dialog takes the focus; Escape closes it and gives the focus back.
    await pressUntilFocused(page, request);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request PhD Supervision' });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(request)).toBe(true);

    // Again: Tab goes round the dialog's controls and never leaves it (antd's own lock let one
    // Tab out of the page before pulling the focus back).
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const where = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        const inside = Boolean(el?.closest('[role="dialog"]'));
        return `${inside ? 'inside' : 'outside'}: ${el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? el?.tagName}`;
      });
    const round: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      round.push(await where());
    }
    expect(round.filter((stop) => stop.startsWith('outside'))).toEqual([]);
    const sendAt = round.indexOf('inside: Send Request');
    expect(sendAt).toBeGreaterThanOrEqual(0);
    expect(round[sendAt + 1]).toBe('inside: Close');
    await pressUntilFocused(page, dialog.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Shift+Tab');
    expect(await where()).toBe('inside: Send Request');

    // Filled in and sent from the keyboard.
    await pressUntilFocused(page, dialog.getByLabel('Thesis Title'));
    await page.keyboard.type('Robots in primary classrooms');
    await pressUntilFocused(page, dialog.getByLabel('Research Area'));
    await page.keyboard.type('Digital technologies education');
    await pressUntilFocused(page, dialog.getByLabel('Message'));
    await page.keyboard.type('Would you supervise my PhD on classroom robotics?');
    await screenshot(page, 'keyboard-request-dialog');
    await pressUntilFocused(page, dialog.getByRole('button', { name: 'Send Request' }));
    await page.keyboard.press('Enter');
    await page.getByText('Supervisor Request Sent').first().waitFor();
    // The focus comes back to the card's button, now an inert "Request Sent", not to the page.
    const waiting = page.getByRole('button', { name: `Request sent to ${name}, awaiting an answer` });
    await expect.poll(() => isFocused(waiting)).toBe(true);
    const sent = await api<Array<{ supervisorName: string; thesisTitle: string }>>(
      page,
      'GET',
      '/api/phd-supervisor-requests',
    );
    expect(sent.map((r) => [r.supervisorName, r.thesisTitle])).toEqual([
      [name, 'Robots in primary classrooms'],
    ]);
  });
});
