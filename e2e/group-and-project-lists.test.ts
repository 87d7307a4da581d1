import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, dismissWelcome, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { eventually } from './support/eventually';
import { linkOrcid } from './support/orcid';

/**
 * Issue 45: a national group's members and projects, a researcher's projects and a project's
 * collaborators are read a page at a time. The many rows are put straight into the groups and
 * projects tables (the screens, not how the rows came, are under test); walked at 1366 and 390 px.
 */
let browser: Browser;
const db = new pg.Pool({ connectionString: e2e().databaseUrl, max: 2 });
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.end();
});

const pad = (i: number) => String(i).padStart(3, '0');
const GROUP = 'Rural and Remote Technologies Education';

/** What the screen shows (the full-page screenshots of long lists are too tall to read). */
const firstScreen = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false });

/** The page's content scrolls sideways by this much (0: it fits). */
const overflow = (page: Page) =>
  page.locator('#main').evaluate((main) => main.scrollWidth - main.clientWidth);

/** A signed-in researcher with a linked ORCID iD, and their user and profile ids. */
async function researcher(prefix: string) {
  const signedIn = await signIn(browser, uniqueEmail(prefix), { width: 1366, height: 900 });
  await dismissWelcome(signedIn.page);
  const name = await linkOrcid(signedIn.page);
  const user = await api<{ id: string }>(signedIn.page, 'GET', '/api/auth/user');
  const { profile } = await api<{ profile: { id: string } }>(signedIn.page, 'GET', '/api/profile');
  return { ...signedIn, name, userId: user.id, profileId: profile.id };
}

describe('a group’s and a project’s long lists, paged (issue 45)', () => {
  it('shows a large group’s members 50 at a time, leaders first, and caps the mail program’s addresses', async () => {
    const leader = await researcher('leader.lists');
    const p = leader.page;
    const groups = await api<Array<{ id: string; name: string }>>(p, 'GET', '/api/research-groups-list');
    const group = groups.find((g) => g.name === GROUP)!;
    await eventually('joining the group to work', async () => {
      const res = await p.context().request.post(`${e2e().publicUrl}/api/research-groups/${group.id}/join`, {
        headers: { origin: e2e().publicUrl },
      });
      return res.ok() || res.status() === 409;
    });
    await api(p, 'POST', `/api/research-groups/${group.id}/toggle-leadership`);

    // 120 members who share their address, who joined before the leader did.
    const tag = randomUUID().slice(0, 4);
    const base = Date.now() - 200 * 3_600_000;
    for (let i = 1; i <= 120; i += 1) {
      const [profileId, userId] = [randomUUID(), randomUUID()];
      await db.query(
        `INSERT INTO groups.profiles (profile_id, user_id, name, email, email_visible_to_members, institution, updated_at)
         VALUES ($1, $2, $3, $4, true, 'University of New England', now())`,
        [profileId, userId, `Member${tag} ${pad(i)}`, `member${tag}.${pad(i)}@une.edu.au`],
      );
      await db.query(
        `INSERT INTO groups.research_group_memberships (group_id, profile_id, user_id, joined_at)
         VALUES ($1, $2, $3, $4)`,
        [group.id, profileId, userId, new Date(base + i * 3_600_000)],
      );
    }
    const { count } = (
      await db.query<{ count: string }>(
        'SELECT count(*) FROM groups.research_group_memberships WHERE group_id = $1',
        [group.id],
      )
    ).rows[0]!;

    await p.goto(`${e2e().publicUrl}/research-groups`);
    const card = p.getByRole('article', { name: GROUP });
    await card.getByText(`${count} members`).waitFor();
    await card.getByRole('button', { name: 'Show Members' }).click();
    const rows = card.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await card.getByText(`Showing 50 of ${count} members`).waitFor();
    expect(await rows.count()).toBe(50);
    // Leaders first (the leader joined last), then by join date.
    await rows.first().getByText('Leader').waitFor();
    await rows.filter({ hasText: `Member${tag} 001` }).waitFor();
    await card.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await firstScreen(p, 'group-members-paged-1366');
    await card.getByRole('button', { name: 'Load more' }).click();
    await card.getByText(`Showing 100 of ${count} members`).waitFor();
    expect(await rows.count()).toBe(100);

    await p.setViewportSize({ width: 390, height: 844 });
    await card.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await firstScreen(p, 'group-members-paged-390');
    expect(await overflow(p)).toBe(0);
    await p.setViewportSize({ width: 1366, height: 900 });

    // The mail program gets the first 100 addresses; the dialog says so and points to Research Connect.
    await p.getByRole('article', { name: GROUP }).getByRole('button', { name: 'Email Members' }).click();
    const dialog = p.getByRole('dialog', { name: `Email Members of ${GROUP}` });
    await dialog
      .getByText(/Your email program gets the first 100 of the \d+ members who share their address/)
      .waitFor();
    // The dialog has finished opening (its zoom animation) before it is photographed.
    await expect.poll(() => dialog.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    await firstScreen(p, 'group-email-capped-1366');
    await p.setViewportSize({ width: 390, height: 844 });
    await dialog.getByText(/Your email program gets the first 100/).scrollIntoViewIfNeeded();
    await firstScreen(p, 'group-email-capped-390');
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await leader.context.close();
  });

  it('shows My Projects 24 at a time and a project’s collaborators 20 at a time, with the totals', async () => {
    const owner = await researcher('owner.lists');
    const p = owner.page;
    // The projects service learns of the profile from events; then 30 proposals.
    await eventually('the projects service to learn of the profile', async () => {
      const res = await p.context().request.post(`${e2e().publicUrl}/api/research-projects`, {
        data: { title: 'Lists project 01', description: 'A project of a long list.' },
        headers: { origin: e2e().publicUrl },
      });
      return res.status() === 201;
    });
    let newest = '';
    for (let i = 2; i <= 30; i += 1) {
      const created = await api<{ id: string }>(p, 'POST', '/api/research-projects', {
        title: `Lists project ${String(i).padStart(2, '0')}`,
        description: 'A project of a long list.',
      });
      newest = created.id;
    }
    // 25 collaborators on the newest.
    for (let i = 1; i <= 25; i += 1) {
      const [profileId, userId] = [randomUUID(), randomUUID()];
      await db.query(
        `INSERT INTO projects.profiles (profile_id, user_id, name, updated_at) VALUES ($1, $2, $3, now())`,
        [profileId, userId, `Collaborator ${pad(i)}`],
      );
      await db.query(
        `INSERT INTO projects.project_members (project_id, profile_id, member_user_id, role, status, joined_at)
         VALUES ($1, $2, $3, 'collaborator', 'active', now() - make_interval(hours => $4))`,
        [newest, profileId, userId, 100 - i],
      );
    }

    await p.goto(`${e2e().publicUrl}/research-projects`);
    await p.getByRole('tab', { name: 'My Projects' }).click();
    const cards = p.getByTestId('my-project-card');
    await p.getByText('Showing 24 of 30 projects you lead').waitFor();
    expect(await cards.count()).toBe(24);
    expect(await cards.first().textContent()).toContain('Lists project 30');
    await p.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await firstScreen(p, 'my-projects-paged-1366');
    await p.setViewportSize({ width: 390, height: 844 });
    await p.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await firstScreen(p, 'my-projects-paged-390');
    expect(await overflow(p)).toBe(0);
    await p.setViewportSize({ width: 1366, height: 900 });
    await p.getByRole('button', { name: 'Load more' }).click();
    await cards.filter({ hasText: 'Lists project 01' }).waitFor();
    expect(await cards.count()).toBe(30);
    await expect(p.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);

    await p.goto(`${e2e().publicUrl}/research-projects/${newest}`);
    const dialog = p.getByRole('dialog', { name: 'Lists project 30' });
    await dialog.getByText('Collaborators (25)').waitFor();
    const collaborators = dialog.getByRole('list', { name: 'Collaborators' }).getByRole('listitem');
    await dialog.getByText('Showing 20 of 25 collaborators').waitFor();
    expect(await collaborators.count()).toBe(20);
    expect(await collaborators.first().textContent()).toContain('Collaborator 025');
    await dialog.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await firstScreen(p, 'project-collaborators-paged-1366');
    await p.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await firstScreen(p, 'project-collaborators-paged-390');
    await dialog.getByRole('button', { name: 'Load more' }).click();
    await dialog.getByText('Collaborator 001').waitFor();
    expect(await collaborators.count()).toBe(25);
    await screenshot(p, 'project-collaborators-all-390');
    await owner.context.close();
  });
});
