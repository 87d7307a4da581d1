import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, dismissWelcome, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { eventually } from './support/eventually';
import { mailTo } from './support/inbox';
import { linkOrcid } from './support/orcid';

/**
 * Issue 17 items 4 and 11: answering a request clears its notification from the bell; a declined
 * request cannot be sent again (so nobody is mailed again); removing a connection asks first.
 * Issue 44 item 1: the sender of a declined request is told only that a new one is not possible yet.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function researcher(prefix: string) {
  const email = uniqueEmail(prefix);
  const signedIn = await signIn(browser, email);
  const name = await linkOrcid(signedIn.page);
  const me = await api<{ id: string }>(signedIn.page, 'GET', '/api/auth/user');
  return { ...signedIn, email, name, userId: me.id };
}

/** Sends a connection request once networking knows the addressee; returns the HTTP status. */
async function requestConnection(from: Page, toUserId: string): Promise<number> {
  const res = await from.context().request.post(`${e2e().publicUrl}/api/academic-connections`, {
    data: { targetUserId: toUserId },
    headers: { origin: e2e().publicUrl },
  });
  return res.status();
}

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

/**
 * The discovery card of `name`, filtered down to it with the keyword box, 0% matches included (two
 * fresh researchers may share nothing). First, a look at the page as it opens: the 0% matches it
 * hides are counted there (issue 44 item 2).
 */
async function discoveryCard(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.goto(`${e2e().publicUrl}/academic-networking`);
  await page.getByRole('heading', { level: 1, name: 'Academic Networking' }).waitFor();
  await page.locator('[aria-busy="false"]').getByRole('heading', { level: 2 }).first().waitFor();
  await screenshot(page, `requests-discover-opened-${width}`);
  await page.getByRole('checkbox', { name: /Include researchers with no shared interests/ }).check();
  await page.getByRole('searchbox', { name: 'Search researchers' }).fill(name);
  await page
    .locator('[aria-busy="false"]')
    .getByRole('heading', { level: 2, name: '1 researcher' })
    .waitFor();
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await card.waitFor();
  return card;
}

describe('Requests', () => {
  it('an accepted request leaves the bell; a declined one cannot be sent again; Remove asks first', async () => {
    const addressee = await researcher('rq.addressee');
    const asker = await researcher('rq.asker');
    const pest = await researcher('rq.again');

    await eventually('the connection request to be accepted', async () =>
      [201].includes(await requestConnection(asker.page, addressee.userId)),
    );
    await eventually('the second request to be accepted', async () =>
      [201].includes(await requestConnection(pest.page, addressee.userId)),
    );

    // Two unread requests on the bell.
    await addressee.page.goto(`${e2e().publicUrl}/`);
    await eventually('two unread notifications', async () => {
      await addressee.page.reload();
      return (await bell(addressee.page).getAttribute('aria-label')) === 'Notifications, 2 unread';
    });

    // The bell leads to the notifications card, its heading in view below the sticky top bar (on a
    // phone too, where the card is far down the page).
    await dismissWelcome(addressee.page);
    await addressee.page.setViewportSize({ width: 390, height: 844 });
    await addressee.page.goto(`${e2e().publicUrl}/research-groups`);
    await bell(addressee.page).click();
    const card = addressee.page.locator('#notifications');
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    const barBottom = (await addressee.page.locator('.rc-topbar').boundingBox())!.height;
    const heading = await card.locator('.ant-card-head').boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(barBottom);
    await screenshot(addressee.page, 'requests-bell-card-390');
    await addressee.page.setViewportSize({ width: 1280, height: 900 });

    // Accept one from the dashboard's request list: its notification leaves the bell.
    await addressee.page
      .getByRole('button', { name: new RegExp(asker.name) })
      .first()
      .click();
    let dialog = addressee.page.getByRole('dialog', { name: `Connection request from ${asker.name}` });
    await dialog.getByRole('button', { name: /Accept/ }).click();
    await addressee.page.getByText('You are now connected.').waitFor();
    await eventually(
      'the bell to drop to one',
      async () => (await bell(addressee.page).getAttribute('aria-label')) === 'Notifications, 1 unread',
    );

    // Decline the other: the same person cannot send it again, and no second email goes out.
    await addressee.page
      .getByRole('button', { name: new RegExp(pest.name) })
      .first()
      .click();
    dialog = addressee.page.getByRole('dialog', { name: `Connection request from ${pest.name}` });
    await dialog.getByRole('button', { name: /Decline/ }).click();
    await addressee.page.getByText('The request was declined.').waitFor();
    await eventually(
      'the bell to be clear',
      async () => (await bell(addressee.page).getAttribute('aria-label')) === 'Notifications',
    );
    const mailsBefore = (await mailTo(addressee.email)).filter((m) => m.subject.includes(pest.name)).length;
    const again = await pest.page.context().request.post(`${e2e().publicUrl}/api/academic-connections`, {
      data: { targetUserId: addressee.userId },
      headers: { origin: e2e().publicUrl },
    });
    expect(again.status()).toBe(409);
    // The sender is not told they were declined, nor until when (issue 44 item 1).
    expect(await again.json()).toMatchObject({
      code: 'NOT_POSSIBLE_YET',
      message: 'A connection request to this researcher is not possible yet.',
    });
    // On Discover, their card no longer offers Connect: only a disabled "Request not possible yet".
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      await pest.page.setViewportSize({ width, height });
      const card = await discoveryCard(pest.page, addressee.name);
      const notYet = card.getByRole('button', {
        name: `Connect with ${addressee.name}: request not possible yet`,
      });
      await notYet.waitFor();
      expect(await notYet.isDisabled()).toBe(true);
      expect(await notYet.textContent()).toBe('Request not possible yet');
      expect(
        await card.getByRole('button', { name: `Connect with ${addressee.name}`, exact: true }).count(),
      ).toBe(0);
      expect(await card.textContent()).not.toMatch(/declin|\b20\d\d\b/i);
      await screenshot(pest.page, `requests-not-possible-yet-${width}`);
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect((await mailTo(addressee.email)).filter((m) => m.subject.includes(pest.name))).toHaveLength(
      mailsBefore,
    );

    // Removing the connection asks first; Cancel keeps it.
    await addressee.page.goto(`${e2e().publicUrl}/academic-networking`);
    await addressee.page.getByRole('tab', { name: 'My Connections' }).click();
    const remove = addressee.page.getByRole('button', { name: `Remove connection with ${asker.name}` });
    await remove.click();
    const confirm = addressee.page.getByRole('tooltip');
    await confirm.getByText(`Remove your connection with ${asker.name}?`).waitFor();
    await screenshot(addressee.page, 'requests-remove-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(
      (await api<Array<{ name: string }>>(addressee.page, 'GET', '/api/academic-connections')).map(
        (c) => c.name,
      ),
    ).toContain(asker.name);
    await remove.click();
    await addressee.page.getByRole('tooltip').getByRole('button', { name: 'Remove' }).click();
    await addressee.page.getByText('Connection Removed').first().waitFor();
    expect(
      (await api<Array<{ name: string }>>(addressee.page, 'GET', '/api/academic-connections')).map(
        (c) => c.name,
      ),
    ).not.toContain(asker.name);

    await Promise.all([addressee.context.close(), asker.context.close(), pest.context.close()]);
  });
});
