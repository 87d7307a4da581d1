import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { eventually } from './support/eventually';
import { linkOrcid } from './support/orcid';
import { repoRoot } from '../scripts/lib/system';

/**
 * What the browser audits of issues 38 and 44 saw on the projects, admin and research profile
 * pages, each walked in Chromium at a phone's width and a laptop's.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const WIDTHS = [
  ['390', PHONE],
  ['1366', LAPTOP],
] as const;

/** Every API request the page makes from now on, as "METHOD /path?query", with its status. */
function recordApi(page: Page): Array<{ request: string; status: number }> {
  const seen: Array<{ request: string; status: number }> = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/')) return;
    seen.push({ request: `${res.request().method()} ${url.pathname}${url.search}`, status: res.status() });
  });
  return seen;
}

/** Waits for the page's animations (a dialog zooming in) to end, so a screenshot shows it. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** A screenshot of one part of the page (beside the full-page ones in test-results/screenshots). */
async function partShot(part: Locator, name: string): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await part.screenshot({ path: path.join(repoRoot, 'test-results', 'screenshots', `${name}.png`) });
}

async function researcher(prefix: string, viewport = LAPTOP) {
  const signedIn = await signIn(browser, uniqueEmail(prefix), viewport);
  const name = await linkOrcid(signedIn.page);
  // The projects service learns of the profile from the profile service's events.
  await eventually('the projects service to know the profile', async () => {
    const res = await signedIn.page
      .context()
      .request.post(`${e2e().publicUrl}/api/research-projects/00000000-0000-4000-8000-000000000000/join`, {
        data: { role: 'collaborator' },
        headers: { origin: e2e().publicUrl },
      });
    return res.status() === 404;
  });
  return { ...signedIn, name };
}

describe('Research Projects', () => {
  it('tells someone without a research profile why they cannot propose, before they write anything', async () => {
    const { context, page } = await signIn(browser, uniqueEmail('no.profile.propose'), PHONE);
    for (const [width, viewport] of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(`${e2e().publicUrl}/research-projects`);
      await page.getByText('Link your ORCID iD to propose or join projects').waitFor();
      await page.getByRole('button', { name: 'Propose Project' }).click();
      const dialog = page.getByRole('dialog', { name: 'Propose Project' });
      await dialog.getByText('Link your ORCID iD to propose projects').waitFor();
      expect(await dialog.getByLabel('Project Title').count()).toBe(0);
      await settled(page);
      await screenshot(page, `audits-propose-without-profile-${width}`);
      await dialog.getByRole('link', { name: 'Connect your ORCID iD' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('says a deleted or unknown project no longer exists, and browses a page at a time', async () => {
    const owner = await researcher('owner.gone.project');
    const created = await api<{ id: string }>(owner.page, 'POST', '/api/research-projects', {
      title: 'Robotics clubs in regional libraries',
      description: 'How regional libraries run robotics clubs for school students.',
    });
    await api(owner.page, 'DELETE', `/api/research-projects/${created.id}`);

    const { context, page } = await signIn(browser, uniqueEmail('visitor.gone.project'), PHONE);
    const requests = recordApi(page);
    for (const [width, viewport] of WIDTHS) {
      await page.setViewportSize(viewport);
      for (const [which, id] of [
        ['deleted', created.id],
        ['unknown', '00000000-0000-4000-8000-00000000abcd'],
        ['malformed', 'not-a-project'],
      ] as const) {
        await page.goto(`${e2e().publicUrl}/research-projects/${id}`);
        const dialog = page.getByRole('dialog', { name: 'Research Project' });
        await dialog.getByText('This project no longer exists').waitFor();
        await dialog.getByText('It was deleted, or it is not visible to you.').waitFor();
        await settled(page);
        await screenshot(page, `audits-project-${which}-${width}`);
        await dialog.getByRole('button', { name: 'Close' }).last().click();
        await page.waitForURL((url) => url.pathname === '/research-projects');
      }
    }

    // The browse tab asks for one page of the ranked list per search, never for every project.
    requests.length = 0;
    await page.goto(`${e2e().publicUrl}/research-projects`);
    await page
      .getByRole('list', { name: 'Research projects' })
      .or(page.getByText('No projects found'))
      .waitFor();
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('robotics');
    await page
      .getByRole('list', { name: 'Research projects' })
      .or(page.getByText('No projects found'))
      .waitFor();
    await expect.poll(() => requests.filter((r) => r.request.includes('search=robotics')).length).toBe(1);
    const browsing = requests
      .map((r) => r.request)
      .filter((r) => /^GET \/api\/research-projects(\/relevance)?(\?|$)/.test(r));
    expect(browsing).toEqual([
      'GET /api/research-projects/relevance?page=1&pageSize=20',
      'GET /api/research-projects/relevance?search=robotics&page=1&pageSize=20',
    ]);
    await context.close();
    await owner.context.close();
  });

  it('draws the lead and collaborator avatars round in the project dialog', async () => {
    const owner = await researcher('owner.round.avatars');
    const joiner = await researcher('joiner.round.avatars', PHONE);
    const title = 'Coding clubs in remote community schools and the families who run them';
    const created = await api<{ id: string }>(owner.page, 'POST', '/api/research-projects', {
      title,
      description: 'Who runs coding clubs in remote community schools, and what keeps them going.',
    });
    await api(joiner.page, 'POST', `/api/research-projects/${created.id}/join`, { role: 'collaborator' });
    const page = joiner.page;
    for (const [width, viewport] of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(`${e2e().publicUrl}/research-projects/${created.id}`);
      const dialog = page.getByRole('dialog', { name: title });
      await dialog
        .getByRole('list', { name: 'Collaborators' })
        .getByRole('link', { name: joiner.name })
        .waitFor();
      await settled(page);
      await partShot(dialog.locator('section').first(), `audits-project-lead-${width}`);
      await partShot(dialog.locator('section').last(), `audits-project-collaborators-${width}`);
      const avatars = await dialog.locator('.ant-avatar').all();
      expect(avatars).toHaveLength(2);
      for (const avatar of avatars) {
        const box = (await avatar.boundingBox())!;
        expect(Math.abs(box.width - box.height), `${width} px: ${box.width} x ${box.height}`).toBeLessThan(1);
      }
    }
    await owner.context.close();
    await joiner.context.close();
  });
});

describe('Admin dashboard', () => {
  it('asks for no research profile, and nothing more about a user once deleted', async () => {
    const goneEmail = uniqueEmail('deleted.by.admin');
    const gone = await signIn(browser, goneEmail);
    await gone.context.close();
    const admin = await signIn(browser, 'admin@example.edu', PHONE);
    const page = admin.page;
    const requests = recordApi(page);
    for (const [width, viewport] of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(`${e2e().publicUrl}/admin`);
      await page.getByTestId('user-count').waitFor();
      await page.getByRole('region', { name: 'Audit Log' }).waitFor();
      await screenshot(page, `audits-admin-${width}`);
      // The top bar's Logout (an icon alone on a phone) is named, with a tooltip.
      const logout = page.getByRole('banner').getByRole('link', { name: 'Logout' });
      expect(await logout.isVisible()).toBe(true);
      expect(await logout.getAttribute('title')).toBe('Logout');
      await partShot(page.getByRole('banner'), `audits-top-bar-${width}`);
    }
    expect(requests.filter((r) => r.request.startsWith('GET /api/profile'))).toEqual([]);

    await eventually(`the admin service to know ${goneEmail}`, async () => {
      const query = `/api/admin/users?search=${encodeURIComponent(goneEmail)}&page=1&pageSize=10`;
      const list = await api<{ users: Array<{ email: string }> }>(page, 'GET', query);
      return list.users.some((u) => u.email === goneEmail);
    });
    await page.getByRole('textbox', { name: 'Search users' }).fill(goneEmail);
    await page
      .getByRole('list', { name: 'Users' })
      .getByRole('button', { name: new RegExp(goneEmail.replace(/\./g, '\\.')) })
      .click();
    const panel = page.locator('.ant-card').filter({ hasText: 'User Details' });
    await panel.getByText(goneEmail).waitFor();
    requests.length = 0;
    await panel.getByRole('button', { name: 'Delete User' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete User' }).click();
    await page.getByText('User deleted successfully').waitFor();
    await page.getByText('Select a user to view their details').waitFor();
    await page.getByTestId('user-count').waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => r.status >= 400)).toEqual([]);
    await screenshot(page, 'audits-admin-after-delete-1366');
    await admin.context.close();
  });
});

describe('Researcher page', () => {
  it('shows a research statement that repeats the biography once', async () => {
    const me = await researcher('statement.as.biography');
    const { profile } = await api<{ profile: { biography: string | null; userId: string } }>(
      me.page,
      'GET',
      '/api/profile',
    );
    expect(profile.biography).toBeTruthy();
    await api(me.page, 'POST', '/api/profile/preferences', { researchStatement: profile.biography });
    const visitor = await signIn(browser, uniqueEmail('visitor.statement'), PHONE);
    for (const [width, viewport] of WIDTHS) {
      await visitor.page.setViewportSize(viewport);
      await visitor.page.goto(`${e2e().publicUrl}/researcher/${profile.userId}`);
      await visitor.page.getByRole('heading', { level: 2, name: 'About' }).waitFor();
      await screenshot(visitor.page, `audits-researcher-statement-${width}`);
      expect(await visitor.page.getByRole('heading', { level: 2, name: 'Research Statement' }).count()).toBe(
        0,
      );
      expect(await visitor.page.getByText(profile.biography!, { exact: true }).count()).toBe(1);
    }
    await visitor.context.close();
    await me.context.close();
  });
});

describe('Research profile', () => {
  it('removes a research interest from the keyboard, by its named remove control', async () => {
    const me = await researcher('keyboard.interests', PHONE);
    const names = [`TPACK ${Date.now()}`, `Makerspaces ${Date.now()}`];
    const ids: string[] = [];
    for (const name of names) {
      ids.push((await api<{ id: string }>(me.page, 'POST', '/api/research-interests', { name })).id);
    }
    const page = me.page;
    for (const [width, viewport] of WIDTHS) {
      await api(page, 'POST', '/api/profile/research-interests', { interestIds: ids });
      await page.setViewportSize(viewport);
      await page.goto(`${e2e().publicUrl}/research-profile?tab=research`);
      const remove = page.getByRole('button', { name: `Remove ${names[0]}` });
      await remove.waitFor();
      await partShot(
        page.locator('.ant-card').filter({ hasText: 'Your research interests' }),
        `audits-interest-chips-${width}`,
      );
      // Shift+Tab from the second chip's remove control reaches the first one's.
      await page.getByRole('button', { name: `Remove ${names[1]}` }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);
      await partShot(
        page.locator('.ant-card').filter({ hasText: 'Your research interests' }),
        `audits-interest-chip-focused-${width}`,
      );
      await page.keyboard.press('Enter');
      await remove.waitFor({ state: 'detached' });
      expect(await page.getByRole('listbox').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Save Interests' }).click();
      await page.getByText('Research interests updated successfully').first().waitFor();
      const saved = await api<{ profile: { researchInterests: Array<{ name: string }> } }>(
        page,
        'GET',
        '/api/profile',
      );
      expect(saved.profile.researchInterests.map((i) => i.name)).toEqual([names[1]]);
    }
    await me.context.close();
  });
});
