import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { personalDataRoutes, type PersonalDataExport } from '@app/contracts/gateway/personal-data';
import { waitFor } from '@app/service-kit/testing';
import { ApiUser } from './support/api-user';
import { dismissWelcome, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { linkFreshOrcid } from './support/orcid';

/**
 * Issue 38, items 3 and 4, against the whole system: every account can be deleted by its owner
 * (also without a profile), and "Download my data" gives one file with every service's part.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  for (const [i, context] of browser.contexts().entries())
    for (const [j, page] of context.pages().entries())
      await screenshot(page, `account-data-failed-${i}-${j}`).catch(() => undefined);
});

const PATH = '/api/account/personal-data';
const WIDTHS = [390, 1366] as const;

async function researcher(prefix: string): Promise<ApiUser & { profileId: string }> {
  const user = await ApiUser.signIn(uniqueEmail(prefix));
  await linkFreshOrcid((orcidId) => user.status('POST', '/api/orcid/connect', { orcidId }));
  const { profile } = await user.json<{ profile: { id: string } }>('GET', '/api/profile');
  return Object.assign(user, { profileId: profile.id });
}

describe('Download my data (issue 38, item 4)', () => {
  it("holds each service's rows about the person, for the person only, as a file never cached", async () => {
    const me = await researcher('exporting');
    const other = await researcher('asking');
    const admin = await ApiUser.signIn('admin@example.edu');

    // A footprint in every service.
    await me.json('POST', '/api/profile/preferences', {
      availableForSupervision: true,
      availableForExamination: false,
      acceptingCollaborations: true,
    });
    await me.json('PUT', '/api/notifications/preferences', { email: 'weekly' });
    const title = `Taking my data along ${me.id.slice(0, 6)}`;
    const project = await me.json<{ id: string }>('POST', '/api/research-projects', {
      title,
      description: 'A project whose lead downloads their data.',
    });
    const [group] = await me.json<Array<{ id: string }>>('GET', '/api/research-groups-list');
    await me.json('POST', `/api/research-groups/${group!.id}/join`);
    await waitFor(
      async () =>
        (await other.status('POST', '/api/academic-connections', { targetProfileId: me.profileId })) === 201,
      { what: 'networking to take the connection request' },
    );
    // Each part arrives through events: wait where the person (or an administrator) can see it,
    // so the download itself is asked for once (it is rate-limited).
    await waitFor(async () => (await me.json<unknown[]>('GET', '/api/notifications')).length > 0, {
      what: 'the request notification',
    });
    await waitFor(
      async () =>
        (await me.json<Array<{ group: { id: string } }>>('GET', '/api/my-groups')).some(
          (g) => g.group.id === group!.id,
        ),
      { what: 'the group membership' },
    );
    await waitFor(
      async () =>
        (await admin.json<{ loginCount: number }>('GET', `/api/admin/users/${me.id}/analytics`)).loginCount >
        0,
      { what: "admin's login history" },
    );

    expect(await new ApiUser(uniqueEmail('nobody')).status('GET', PATH)).toBe(401);

    const res = await me.raw('GET', PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="research-connect-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const file = (await res.json()) as PersonalDataExport;
    expect(file.userId).toBe(me.id);
    // Every service answered for its own part (the list the gateway asks).
    expect(Object.keys(file.services).sort()).toEqual(Object.keys(personalDataRoutes).sort());

    const { identity, profile, networking, projects, groups, notifications, admin: held } = file.services;
    expect(identity.account).toMatchObject({ id: me.id, email: me.email });
    expect(profile.profile).toMatchObject({ id: me.profileId, userId: me.id, availableForSupervision: true });
    expect(profile.account).toMatchObject({ userId: me.id, email: me.email });
    expect(networking.person).toMatchObject({ userId: me.id, email: me.email });
    expect(networking.researcher).toMatchObject({ profileId: me.profileId });
    expect(networking.researcherPublications.every((p) => p.profileId === me.profileId)).toBe(true);
    expect(networking.connectionsAndRequests).toEqual([
      expect.objectContaining({ fromUserId: other.id, toUserId: me.id, status: 'pending' }),
    ]);
    expect(projects.projectsLed).toEqual([expect.objectContaining({ id: project.id, title })]);
    expect(groups.memberships).toEqual([expect.objectContaining({ groupId: group!.id, userId: me.id })]);
    expect(notifications.emailSettings).toMatchObject({ userId: me.id, email: 'weekly' });
    expect(notifications.notifications.length).toBeGreaterThan(0);
    expect(notifications.notifications.every((n) => n.userId === me.id)).toBe(true);
    expect(held.user).toMatchObject({ id: me.id, email: me.email });
    expect(held.loginHistory.length).toBeGreaterThan(0);
    // Nothing of the other person's own beyond the request between them.
    expect(JSON.stringify(file)).not.toContain(other.email);
  });

  it('is refused after a few downloads an hour', async () => {
    const me = await ApiUser.signIn(uniqueEmail('repeating'));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await me.status('GET', PATH));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

/** Signs a new member in at `width`, without an ORCID iD, on the dashboard. */
async function newMemberWithoutOrcid(width: number): Promise<{ page: Page; email: string }> {
  const email = uniqueEmail(`no-orcid-${width}`);
  const { page } = await signIn(browser, email, { width, height: width < 600 ? 844 : 900 });
  await dismissWelcome(page);
  await page.getByText('Limited functionality').waitFor();
  return { page, email };
}

describe('a member without a linked ORCID iD (issue 38, items 3 and 4)', () => {
  for (const width of WIDTHS) {
    it(`downloads their data and deletes their account at ${width} px`, async () => {
      const { page, email } = await newMemberWithoutOrcid(width);
      const card = page.getByRole('region', { name: 'Account Management' });
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `account-data-dashboard-${width}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^research-connect-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as PersonalDataExport;
      expect(Object.keys(file.services).sort()).toEqual(Object.keys(personalDataRoutes).sort());
      expect(file.services.identity.account).toMatchObject({ email });
      expect(file.services.profile.profile).toBeNull();
      await page.getByText('Data Downloaded').first().waitFor();

      // /research-profile has no profile to show, and still offers the account's management.
      await page.goto(`${e2e().publicUrl}/research-profile`);
      await page.getByRole('heading', { name: 'Profile Not Found' }).waitFor();
      const there = page.getByRole('region', { name: 'Account Management' });
      await there.scrollIntoViewIfNeeded();
      expect(await there.getByRole('button', { name: 'Download my data' }).isVisible()).toBe(true);
      await screenshot(page, `account-data-research-profile-${width}`);

      await there.getByRole('button', { name: 'Delete Account' }).click();
      const first = page.getByRole('dialog', { name: 'Delete your account?' });
      await first.getByRole('button', { name: 'Yes, continue' }).click();
      const last = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
      await last.getByLabel('Type DELETE to confirm').fill('DELETE');
      const confirm = last.getByRole('button', { name: 'Delete My Account' });
      await expect.poll(() => confirm.isEnabled()).toBe(true);
      await screenshot(page, `account-data-confirm-${width}`);
      await confirm.click();
      await page.getByText('Account Deleted').first().waitFor();
      const deletedAt = Date.now();
      await screenshot(page, `account-data-deleted-${width}`);

      // Signed out two seconds later, back on the landing page, and the account is gone.
      const app = new URL(e2e().publicUrl).origin;
      await page.waitForURL((url) => url.origin === app && url.pathname === '/', { timeout: 15_000 });
      expect(Date.now() - deletedAt).toBeGreaterThanOrEqual(1500);
      await page.getByText('Sign In', { exact: true }).first().waitFor();
      const again = await page.context().request.get(`${e2e().publicUrl}/api/auth/user`);
      expect(again.status()).toBe(401);
      await screenshot(page, `account-data-signed-out-${width}`);
    });
  }
});
