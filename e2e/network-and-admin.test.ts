import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { eventually } from './support/eventually';
import { linkOrcid } from './support/orcid';

/**
 * Issue 10 items 6 and 7 through the gateway and the real services: two connected researchers
 * appear on the network page and one is selected on the canvas; an administrator promotes a user
 * and demotes them again.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function researcher(prefix: string) {
  const signedIn = await signIn(browser, uniqueEmail(prefix));
  await linkOrcid(signedIn.page);
  const { profile } = await api<{ profile: { id: string; name: string } }>(
    signedIn.page,
    'GET',
    '/api/profile',
  );
  return { ...signedIn, profileId: profile.id, name: profile.name };
}

describe('Network visualisation', () => {
  it('shows connected researchers and selects one clicked on the canvas', async () => {
    const a = await researcher('a.network');
    const b = await researcher('b.network');
    type Node = { id: string; name: string };
    type Edge = { source: string; target: string; type: string; strength: number };
    await eventually(`the network to list ${a.name} and ${b.name}`, async () => {
      const nodes = await api<Node[]>(a.page, 'GET', '/api/researchers/network');
      return [a.profileId, b.profileId].every((id) => nodes.some((n) => n.id === id));
    });

    // A asks, B accepts: a collaboration edge joins them.
    const request = await api<{ id: string }>(a.page, 'POST', '/api/academic-connections', {
      targetProfileId: b.profileId,
    });
    await api(b.page, 'POST', `/api/academic-connections/${request.id}/accept`);
    await eventually('the collaboration edge', async () => {
      const edges = await api<Edge[]>(a.page, 'GET', '/api/researchers/network/connections');
      return edges.some(
        (e) =>
          e.type === 'collaboration' &&
          [e.source, e.target].sort().join() === [a.profileId, b.profileId].sort().join(),
      );
    });
    const nodes = await api<Node[]>(a.page, 'GET', '/api/researchers/network');
    const edges = await api<Edge[]>(a.page, 'GET', '/api/researchers/network/connections');

    const page = a.page;
    await page.goto(`${e2e().publicUrl}/network-visualization`);
    await page.getByRole('heading', { level: 1, name: 'Network Visualisation' }).waitFor();
    // What is drawn, out of the whole network when that is bigger (issue 40).
    const shown = (n: number, word: string) => `${n.toLocaleString('en-AU')} (of [\\d,]+ )?${word}s?`;
    // Shared projects and groups count one link each, as the whole network's figures count them.
    const links = edges.reduce(
      (sum, e) => sum + (e.type === 'project_collaboration' || e.type === 'research_group' ? e.strength : 1),
      0,
    );
    await page
      .getByText(
        new RegExp(`^Showing ${shown(nodes.length, 'researcher')} and ${shown(links, 'connection')}$`),
      )
      .waitFor();
    await page.getByText('Click on a node to view details').waitFor();
    const canvas = page.getByRole('application', { name: /^Network graph/ });
    await canvas.waitFor();

    // Hold the layout still, bring B to the middle of the canvas (the list does that), clear the
    // selection from the keyboard, then click the middle of the canvas: B is selected.
    await page.getByRole('button', { name: 'Pause' }).click();
    await page
      .getByRole('list', { name: 'Researchers shown' })
      .getByRole('button', { name: new RegExp(escapeRegExp(b.name)) })
      .click();
    const details = page.locator('.ant-card').filter({ hasText: 'Node Details' });
    await details.getByRole('heading', { level: 3, name: b.name }).waitFor();
    const box = (await canvas.boundingBox())!;
    await canvas.focus();
    await page.keyboard.press('Escape');
    await page.getByText('Click on a node to view details').waitFor();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await details.getByRole('heading', { level: 3, name: b.name }).waitFor();
    await details.getByText('Total Connections').waitFor();
    expect(await details.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      `/researcher/${b.profileId}`,
    );

    // Dragging a node keeps it selected; the Play button resumes the layout.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 5 });
    await page.mouse.up();
    await details.getByRole('heading', { level: 3, name: b.name }).waitFor();
    await page.getByRole('button', { name: 'Play' }).click();
    await screenshot(page, 'network-selected');

    // Fullscreen hides the side panels and enlarges the canvas, which fits the window without
    // scrolling (issue 44 item 11: at 1366 x 900 its bottom was below the window).
    await page.getByRole('button', { name: 'Fullscreen' }).click();
    await page.getByRole('button', { name: 'Exit Fullscreen' }).waitFor();
    expect(await page.getByText('Network Statistics').count()).toBe(0);
    expect((await canvas.boundingBox())!.width).toBeGreaterThan(box.width);
    await page.setViewportSize({ width: 1366, height: 900 });
    const full = (await canvas.boundingBox())!;
    expect(full.y + full.height).toBeLessThanOrEqual(900);
    expect(full.x + full.width).toBeLessThanOrEqual(1366);
    // Drawn at the spec's 1200 x 800, scaled down to the room left under the toolbar.
    expect(await canvas.getAttribute('width')).toBe(
      String(1200 * (await page.evaluate(() => devicePixelRatio))),
    );
    expect(Math.abs(full.width / full.height - 1.5)).toBeLessThan(0.02);
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= innerHeight)).toBe(true);
    await screenshot(page, 'network-fullscreen-1366');
    await page.getByRole('button', { name: 'Exit Fullscreen' }).click();

    // Usable at 360 px wide: the page content does not scroll sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    const overflow = await page.locator('#main').evaluate((main) => main.scrollWidth - main.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'network-360');

    await a.context.close();
    await b.context.close();
  });
});

describe('Network visualisation over the whole network (issue 40)', () => {
  it('asks for bounded answers, finds anyone, explores from a person, goes back, and rests', async () => {
    const a = await researcher('a.explore');
    const b = await researcher('b.explore');
    const c = await researcher('c.explore');
    const request = await api<{ id: string }>(a.page, 'POST', '/api/academic-connections', {
      targetProfileId: b.profileId,
    });
    await api(b.page, 'POST', `/api/academic-connections/${request.id}/accept`);
    type Edge = { source: string; target: string };
    await eventually(`the connection of ${a.name} and ${b.name} in ${a.name}'s network`, async () => {
      const edges = await api<Edge[]>(
        a.page,
        'GET',
        `/api/researchers/network/connections?focus=${a.profileId}`,
      );
      return edges.some((e) => [e.source, e.target].includes(b.profileId));
    });
    await eventually(`${c.name} to be found by name`, async () => {
      const found = await api<{ id: string }[]>(
        a.page,
        'GET',
        `/api/researchers/network?search=${encodeURIComponent(c.name)}`,
      );
      return found.some((n) => n.id === c.profileId);
    });

    const page = a.page;
    // Counts the page's requests for frames, from its first script on.
    await page.addInitScript(() => {
      const ask = window.requestAnimationFrame.bind(window);
      const w = window as unknown as { framesAsked: number };
      w.framesAsked = 0;
      window.requestAnimationFrame = (callback) => {
        w.framesAsked += 1;
        return ask(callback);
      };
    });
    const asked: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/researchers/network') asked.push(url);
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    // The counts follow the network within moments (NETWORK_COUNT_MS): at least A and B are in them.
    let statsBefore = { researchers: 0 };
    await expect
      .poll(async () => {
        statsBefore = await api<{ researchers: number }>(page, 'GET', '/api/researchers/network/statistics');
        return statsBefore.researchers;
      })
      .toBeGreaterThanOrEqual(2);
    await page.goto(`${e2e().publicUrl}/network-visualization`);
    const summary = page.getByTestId('network-summary');
    await summary.waitFor();
    expect(asked.map((u) => u.search)).toEqual(['?limit=2000']);

    // The statistics are the whole network's, as the server counts them (recounted in the
    // background: the figure shown is the one counted before or after the page asked).
    const panel = page.locator('.ant-card').filter({ hasText: 'Network Statistics' });
    const totalResearchers = panel
      .locator('dt', { hasText: 'Total Researchers' })
      .locator('xpath=following-sibling::dd[1]');
    await totalResearchers.filter({ hasText: /^\d[\d,]*$/ }).waitFor();
    const shownTotal = await totalResearchers.textContent();
    const stats = await api<{ researchers: number }>(page, 'GET', '/api/researchers/network/statistics');
    expect([statsBefore.researchers, stats.researchers].map((n) => n.toLocaleString('en-AU'))).toContain(
      shownTotal,
    );
    await screenshot(page, 'network-1366');

    // B's network, one step out: B and A.
    const search = page.getByRole('textbox', { name: 'Search researchers' });
    await search.fill(b.name);
    const list = page.getByRole('list', { name: 'Researchers shown' });
    await list.getByRole('button', { name: new RegExp(escapeRegExp(b.name)) }).click();
    const details = page.locator('.ant-card').filter({ hasText: 'Node Details' });
    await details.getByRole('heading', { level: 3, name: b.name }).waitFor();
    await details.getByText('Direct', { exact: true }).click();
    await details.getByRole('button', { name: 'Show their network' }).click();
    await page.getByText(`${b.name}'s network`).waitFor();
    // (The view goes into the address in the page itself, not by a navigation: read the address.)
    await expect.poll(() => new URL(page.url()).searchParams.get('focus')).toBe(b.profileId);
    expect(new URL(page.url()).searchParams.get('depth')).toBe('1');
    // (The whole network's figures are recounted in the background: they may not count B and A yet.)
    await summary.getByText(/^Showing 2 (of [\d,]+ )?researchers and 1 (of [\d,]+ )?connections?$/).waitFor();
    await list.getByRole('button', { name: new RegExp(escapeRegExp(a.name)) }).waitFor();
    expect(await list.getByRole('button', { name: new RegExp(escapeRegExp(c.name)) }).count()).toBe(0);
    await screenshot(page, 'network-focus-1366');

    // C is in nobody's network shown here; the search box finds them anywhere.
    await search.fill(c.name);
    await list.getByRole('button', { name: new RegExp(escapeRegExp(c.name)) }).waitFor();
    expect(asked.at(-1)?.searchParams.get('search')).toBe(c.name);
    expect(asked.at(-1)?.searchParams.get('limit')).toBe('2000');
    expect(await page.getByTestId('network-focus').count()).toBe(0);

    // The browser's Back returns to B's network; the page's Back to before it.
    await page.goBack();
    await page.getByText(`${b.name}'s network`).waitFor();
    await page.getByTestId('network-focus').getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('network-focus').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('focus')).toBeNull();

    // Once the layout has settled the page asks for no frames at all.
    const framesAsked = () => page.evaluate(() => (window as unknown as { framesAsked: number }).framesAsked);
    let settled = false;
    for (let i = 0; i < 30 && !settled; i++) {
      const before = await framesAsked();
      await page.waitForTimeout(1000);
      settled = (await framesAsked()) === before;
    }
    expect(settled).toBe(true);
    const before = await framesAsked();
    await page.waitForTimeout(2000);
    expect(await framesAsked()).toBe(before);
    // Play starts the layout again: it moves, frame after frame, for a while.
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.waitForTimeout(500);
    const paused = await framesAsked();
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForTimeout(1000);
    expect((await framesAsked()) - paused).toBeGreaterThan(10);

    for (const width of [1024, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.waitForTimeout(500);
      const overflow = await page.locator('#main').evaluate((main) => main.scrollWidth - main.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `network-${width}`);
    }

    for (const person of [a, b, c]) await person.context.close();
  });
});

describe('Admin dashboard', () => {
  it('an administrator promotes a user and demotes them again; others are refused', async () => {
    const targetEmail = uniqueEmail('promoted.admin');
    const target = await signIn(browser, targetEmail);
    const admin = await signIn(browser, 'admin@example.edu');
    const me = await api<{ id: string; role: string }>(admin.page, 'GET', '/api/auth/user');
    expect(me.role).toBe('admin');

    const page = admin.page;
    await page.goto(`${e2e().publicUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByTestId('user-count').waitFor();

    // The admin service learns of users from identity's events: wait until it knows the new one,
    // then search for them once (retyping on a timer could outpace a slow answer forever).
    await eventually(`the admin service to know ${targetEmail}`, async () => {
      const query = `/api/admin/users?search=${encodeURIComponent(targetEmail)}&page=1&pageSize=10`;
      const list = await api<{ users: Array<{ email: string }> }>(page, 'GET', query);
      return list.users.some((u) => u.email === targetEmail);
    });
    const search = page.getByRole('textbox', { name: 'Search users' });
    const users = page.getByRole('list', { name: 'Users' });
    const row = users.getByRole('button', { name: new RegExp(escapeRegExp(targetEmail)) });
    await search.fill(targetEmail);
    await row.click();
    const panel = page.locator('.ant-card').filter({ hasText: 'User Details' });
    await panel.getByText(targetEmail).waitFor();
    await panel.getByTestId('admin-user-role').getByText('academic').waitFor();
    await panel.getByText('Active', { exact: true }).waitFor();

    await panel.getByRole('button', { name: 'Make Admin' }).click();
    await page.getByText('User promoted to admin successfully').waitFor();
    await panel.getByTestId('admin-user-role').getByText('admin').waitFor();
    await eventually('the promoted user to be an admin', async () => {
      return (await api<{ role: string }>(target.page, 'GET', '/api/auth/user')).role === 'admin';
    });
    await screenshot(page, 'admin-promoted');

    await panel.getByRole('button', { name: 'Remove Admin' }).click();
    await page.getByText('Admin role removed successfully').waitFor();
    await panel.getByTestId('admin-user-role').getByText('academic').waitFor();
    await eventually('the demoted user to be an academic again', async () => {
      return (await api<{ role: string }>(target.page, 'GET', '/api/auth/user')).role === 'academic';
    });

    // The audit log shows both, newest first, as they happen.
    const log = page.getByRole('region', { name: 'Audit Log' });
    const demoted = log.getByText(`admin@example.edu removed the administrator role from ${targetEmail}`);
    const promoted = log.getByText(`admin@example.edu made ${targetEmail} an administrator`);
    await demoted.waitFor();
    await promoted.waitFor();
    expect((await demoted.boundingBox())!.y).toBeLessThan((await promoted.boundingBox())!.y);

    // A refused attempt is recorded with its reason (the screens do not offer it: asked directly).
    const refused = await page
      .context()
      .request.post(`${e2e().publicUrl}/api/admin/users/${me.id}/remove-admin`, {
        headers: { origin: e2e().publicUrl },
      });
    expect(refused.status()).toBe(403);
    await page.reload();
    await log
      .getByRole('listitem')
      .filter({ hasText: 'admin@example.edu tried to remove the administrator role from admin@example.edu' })
      .filter({ hasText: 'Refused' })
      .filter({ hasText: 'administrators cannot remove their own administrator role' })
      .first()
      .waitFor();
    await screenshot(page, 'admin-audit-log');

    // One's own account: no role change, no deletion.
    await search.fill('admin@example.edu');
    await users.getByRole('button', { name: /admin@example\.edu/ }).click();
    await panel.getByText('admin@example.edu').waitFor();
    expect(await panel.getByRole('button', { name: 'Remove Admin' }).isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Delete User' }).isDisabled()).toBe(true);

    // Someone who is not an administrator is told access is denied (issue 17 item 7).
    const academic = await signIn(browser, uniqueEmail('not.admin'));
    await academic.page.goto(`${e2e().publicUrl}/admin`);
    await academic.page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    expect(await academic.page.getByRole('list', { name: 'Users' }).count()).toBe(0);

    await academic.context.close();
    await target.context.close();
    await admin.context.close();
  });
});
