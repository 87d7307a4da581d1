import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { eventually } from './support/eventually';
import { linkOrcid } from './support/orcid';

/**
 * Issue 10 items 1-3 through the gateway and the real services: two researchers connect, accept
 * and disconnect on the Academic Networking page; a student requests a PhD supervisor.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function researcher(prefix: string) {
  const signedIn = await signIn(browser, uniqueEmail(prefix));
  const name = await linkOrcid(signedIn.page);
  return { ...signedIn, name };
}

/**
 * The discovery card of `name`, after filtering the list down to it with the keyword box (and
 * including 0% matches: two fresh researchers may share nothing).
 */
async function discoveryCard(page: Page, name: string) {
  await page.goto(`${e2e().publicUrl}/academic-networking`);
  await page.getByRole('heading', { level: 1, name: 'Academic Networking' }).waitFor();
  await page.getByRole('checkbox', { name: /Include researchers with no shared interests/ }).check();
  await page.getByRole('searchbox', { name: 'Search researchers' }).fill(name);
  // Wait for the filtered list itself (not a card of the list before the keyword settled).
  await page
    .locator('[aria-busy="false"]')
    .getByRole('heading', { level: 2, name: '1 researcher' })
    .waitFor();
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await card.waitFor();
  return card;
}

describe('Academic Networking', () => {
  it('one researcher connects, the other accepts, and the first disconnects', async () => {
    const a = await researcher('a.networking');
    const b = await researcher('b.networking');
    type Similar = Array<{ name: string; connectionStatus: string }>;
    const sees = (page: Page, name: string) => async () =>
      (
        await api<Similar>(
          page,
          'GET',
          `/api/academic-connections/similar?includeUnmatched=true&search=${encodeURIComponent(name)}`,
        )
      ).some((r) => r.name === name);
    await eventually(`${a.name} to see ${b.name} in discovery`, sees(a.page, b.name));
    await eventually(`${b.name} to see ${a.name} in discovery`, sees(b.page, a.name));

    // A sends a connection request.
    const cardOfB = await discoveryCard(a.page, b.name);
    await cardOfB.getByText(/^\d+% match$/).waitFor();
    await cardOfB.getByRole('button', { name: `Connect with ${b.name}` }).click();
    await a.page.getByText('Connection Request Sent').waitFor();
    const sent = cardOfB.getByRole('button', { name: `Request Sent to ${b.name}` });
    await sent.waitFor();
    expect(await sent.getAttribute('aria-disabled')).toBe('true');
    // Connect became Request Sent in place: the focus stays on it rather than falling to the page.
    expect(await sent.evaluate((button) => button === document.activeElement)).toBe(true);
    await cardOfB.getByText('Waiting for response from the recipient').waitFor();
    await screenshot(a.page, 'networking-request-sent');

    // B accepts it from the discovery card and finds A among their connections.
    const cardOfA = await discoveryCard(b.page, a.name);
    await cardOfA.getByRole('button', { name: `Accept connection request from ${a.name}` }).click();
    await b.page.getByText('Connection Accepted').waitFor();
    await cardOfA.getByRole('button', { name: `Disconnect from ${a.name}` }).waitFor();
    await b.page.getByRole('tab', { name: 'My Connections' }).click();
    const connection = b.page
      .getByRole('tabpanel', { name: 'My Connections' })
      .locator('.ant-card')
      .filter({ has: b.page.getByRole('heading', { level: 3, name: a.name }) });
    await connection.getByRole('button', { name: `Remove connection with ${a.name}` }).waitFor();
    await screenshot(b.page, 'networking-my-connections');

    // A sees the connection and disconnects; both can connect again.
    const connectedCard = await discoveryCard(a.page, b.name);
    await connectedCard.getByRole('button', { name: `Disconnect from ${b.name}` }).click();
    // It asks first (issue 17 item 4).
    await a.page.getByRole('tooltip').getByRole('button', { name: 'Disconnect' }).click();
    await a.page.getByText('Connection Removed').waitFor();
    await connectedCard.getByRole('button', { name: `Connect with ${b.name}` }).waitFor();
    const mine = await api<Array<{ name: string }>>(a.page, 'GET', '/api/academic-connections');
    expect(mine.some((c) => c.name === b.name)).toBe(false);

    // Usable at 360 px wide: the page content does not scroll sideways.
    await a.page.setViewportSize({ width: 360, height: 800 });
    const overflow = await a.page.locator('#main').evaluate((main) => main.scrollWidth - main.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(a.page, 'networking-discover-360');

    await a.context.close();
    await b.context.close();
  });
});

describe('PhD Supervisor Finder', () => {
  it('a visitor is asked to log in; a signed-in student requests a supervisor', async () => {
    const supervisor = await researcher('supervisor.finder');
    await api(supervisor.page, 'POST', '/api/profile/preferences', { availableForSupervision: true });
    type Results = Array<{ id: string; name: string }>;
    const search = `/api/phd-supervisors?search=${encodeURIComponent(supervisor.name)}&limit=10`;
    // Asked as a visitor: the finder never lists the person searching.
    await eventually(`${supervisor.name} to be listed as a supervisor`, async () => {
      const res = await fetch(`${e2e().publicUrl}${search}`);
      return ((await res.json()) as Results).some((r) => r.name === supervisor.name);
    });

    // Signed out: the finder is public, but requesting asks to log in and goes to sign in after 1 s.
    const visitor = await browser.newContext({ locale: 'en-AU', viewport: { width: 1280, height: 900 } });
    const v = await visitor.newPage();
    await v.goto(`${e2e().publicUrl}/phd-supervisor-finder`);
    await v.getByRole('searchbox', { name: 'Search supervisors' }).fill(supervisor.name);
    const publicCard = v
      .locator('.ant-card')
      .filter({ has: v.getByRole('heading', { level: 3, name: supervisor.name }) });
    await publicCard.getByRole('button', { name: `Request Supervisor: ${supervisor.name}` }).click();
    await v.getByText('Please log in to request a supervisor').waitFor();
    await v.waitForURL((url) => !url.pathname.startsWith('/phd-supervisor-finder'), { timeout: 10_000 });
    await visitor.close();

    // A signed-in student (no ORCID needed) sends a request.
    const student = await signIn(browser, uniqueEmail('student.finder'));
    const s = student.page;
    await s.goto(`${e2e().publicUrl}/phd-supervisor-finder`);
    await s.getByRole('heading', { level: 1, name: 'PhD Supervisor Finder' }).waitFor();
    await s.getByRole('searchbox', { name: 'Search supervisors' }).fill(supervisor.name);
    const card = s
      .locator('.ant-card')
      .filter({ has: s.getByRole('heading', { level: 3, name: supervisor.name }) });
    await card.getByRole('button', { name: `Request Supervisor: ${supervisor.name}` }).click();
    const dialog = s.getByRole('dialog', { name: 'Request PhD Supervision' });
    await dialog.getByText(supervisor.name).waitFor();

    // The form's rules first: nothing is sent until it is valid.
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.getByText('Thesis title is required').waitFor();
    await dialog.getByText('Research area is required').waitFor();
    await dialog.getByText('Message must be at least 10 characters').waitFor();
    await dialog.getByLabel('Thesis Title').fill('Computational thinking in rural primary schools');
    await dialog.getByLabel('Research Area').fill('Digital technologies education');
    await dialog.getByLabel('Message').fill('I would be grateful for your supervision of my PhD.');
    await screenshot(s, 'supervisor-request-dialog');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await s.getByText('Supervisor Request Sent').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // While it waits for an answer the card offers no second request, which the server would refuse.
    const sent = card.getByRole('button', { name: `Request sent to ${supervisor.name}, awaiting an answer` });
    await sent.waitFor();
    expect(await sent.getAttribute('aria-disabled')).toBe('true');

    const mine = await api<Array<{ supervisorName: string; thesisTitle: string; status: string }>>(
      s,
      'GET',
      '/api/phd-supervisor-requests',
    );
    expect(mine).toEqual([
      expect.objectContaining({
        supervisorName: supervisor.name,
        thesisTitle: 'Computational thinking in rural primary schools',
        status: 'pending',
      }),
    ]);

    await supervisor.context.close();
    await student.context.close();
  });
});
