import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, screenshot, sessionEndsWhile, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { eventually } from './support/eventually';
import { linkOrcid } from './support/orcid';

/**
 * Issue 10 items 4-5 through the gateway and the real services: propose, join and complete a
 * research project; join a research group and become its leader.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NIL_PROJECT = '00000000-0000-4000-8000-000000000000';

/**
 * The projects service learns of a new research profile from the profile service's events. Joining
 * a project that does not exist answers 403 (no profile yet) until then, and 404 after.
 */
async function waitForProjectsToKnowProfile(page: Page): Promise<void> {
  await eventually('the projects service to learn of the profile', async () => {
    const res = await page
      .context()
      .request.post(`${e2e().publicUrl}/api/research-projects/${NIL_PROJECT}/join`, {
        data: { role: 'collaborator' },
        headers: { origin: e2e().publicUrl },
      });
    return res.status() === 404;
  });
}

async function researcher(prefix: string) {
  const signedIn = await signIn(browser, uniqueEmail(prefix));
  const name = await linkOrcid(signedIn.page);
  await waitForProjectsToKnowProfile(signedIn.page);
  return { ...signedIn, name };
}

/** Research Projects, then Propose Project: the dialog. */
async function openProposal(page: Page): Promise<Locator> {
  await page.goto(`${e2e().publicUrl}/research-projects`);
  await page.getByRole('heading', { level: 1, name: 'Research Projects' }).waitFor();
  await page.getByRole('button', { name: 'Propose Project' }).first().click();
  return page.getByRole('dialog', { name: 'Propose Project' });
}

describe('Research Projects', () => {
  it('a researcher proposes a project, another joins it, and the owner marks it complete', async () => {
    const owner = await researcher('owner.projects');
    const joiner = await researcher('joiner.projects');
    const keyword = `Kestrel${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 8)}`;
    const title = `${keyword} makerspaces in rural schools`;

    // Propose, with a category and a custom research method added with Enter.
    const o = owner.page;
    const form = await openProposal(o);
    await form.getByLabel('Project Title').fill(title);
    await form
      .getByLabel('Description')
      .fill('How rural schools use makerspaces to teach design and technologies.');
    await form.getByRole('checkbox', { name: 'Emerging Technologies' }).check();
    await form.getByLabel('Add a custom research method', { exact: true }).fill('  Yarning circles  ');
    await form.getByLabel('Add a custom research method', { exact: true }).press('Enter');
    await expect
      .poll(() => form.getByRole('checkbox', { name: 'Yarning circles (Custom)' }).isChecked())
      .toBe(true);
    await form.getByLabel('Funding required').check();
    await form.getByLabel('Funding Amount').fill('$20,000');
    // A stray Escape or a click beside the dialog asks before throwing the form away. (The mouse
    // leaves the category first: while its tooltip shows, Escape closes the tooltip.)
    await form.getByLabel('Funding Amount').hover();
    await o.getByRole('tooltip').waitFor({ state: 'hidden' });
    await o.keyboard.press('Escape');
    await o.getByText('Closing it now discards it.').waitFor();
    await o.getByRole('button', { name: 'Keep editing' }).click();
    await o.getByText('Closing it now discards it.').waitFor({ state: 'hidden' });
    await expect.poll(() => form.getByLabel('Funding Amount').inputValue()).toBe('$20,000');
    await screenshot(o, 'projects-propose-dialog');
    await form.getByRole('button', { name: 'Create Project' }).click();
    await o.getByText('Research project created successfully').waitFor();
    await form.waitFor({ state: 'hidden' });

    await o.getByRole('tab', { name: 'My Projects' }).click();
    const myCard = o.getByTestId('my-project-card').filter({ hasText: title });
    await myCard.getByText('Lead: You').waitFor();
    await myCard.getByText('0 collaborators').waitFor();

    // Another researcher finds it by search and joins.
    const j = joiner.page;
    await j.goto(`${e2e().publicUrl}/research-projects`);
    await j.getByRole('searchbox', { name: 'Search projects' }).fill(keyword);
    await j.getByRole('link', { name: title }).click();
    await j.waitForURL(/\/research-projects\/[0-9a-f-]{36}$/);
    const projectPath = new URL(j.url()).pathname;
    const detail = j.getByRole('dialog', { name: title });
    await detail.getByText('Required: $20,000').waitFor();
    await detail.getByText('Yarning circles').waitFor();
    await detail.getByRole('button', { name: 'Join Project' }).click();
    await j.getByText('Successfully joined the research project').waitFor();
    await detail.getByRole('button', { name: 'Leave Project' }).waitFor();
    await detail.getByRole('button', { name: 'Close' }).last().click();
    await j.waitForURL((url) => url.pathname === '/research-projects');
    await j.getByRole('tab', { name: 'My Projects' }).click();
    const joinedCard = j.getByTestId('my-project-card').filter({ hasText: title });
    await joinedCard.getByRole('link', { name: owner.name }).waitFor();
    await joinedCard.getByRole('button', { name: 'Leave Project' }).waitFor();
    await screenshot(j, 'projects-joined');

    // The owner sees the collaborator and marks the project complete.
    await o.goto(`${e2e().publicUrl}${projectPath}`);
    const ownDetail = o.getByRole('dialog', { name: title });
    await ownDetail.getByText('Collaborators (1)').waitFor();
    await ownDetail.getByRole('link', { name: joiner.name }).waitFor();
    await ownDetail.getByRole('button', { name: 'Mark Complete' }).click();
    // It asks first, in a centred modal like Delete's, as the project cannot be reopened from here.
    const completeConfirm = o.getByRole('dialog', { name: 'Mark Project Complete' });
    await completeConfirm.getByText('cannot be reopened here', { exact: false }).waitFor();
    await screenshot(o, 'projects-mark-complete-confirm');
    await completeConfirm.getByRole('button', { name: 'Mark Complete' }).click();
    await o.getByText('Project has been marked as completed and removed from browse list').waitFor();
    await ownDetail.getByText('Completed').first().waitFor();
    await ownDetail.getByRole('button', { name: 'Close' }).last().click();

    // Completed projects leave the browse list unless asked for.
    await o.getByRole('searchbox', { name: 'Search projects' }).fill(keyword);
    await o.getByText('No projects found').waitFor();
    await o.getByText('Try adjusting your search terms').waitFor();
    await o.getByRole('checkbox', { name: 'Include completed projects' }).check();
    await o.getByTestId('project-card').filter({ hasText: title }).getByText('Completed').waitFor();
    await screenshot(o, 'projects-completed');

    // Usable at 360 px wide: the page content does not scroll sideways, filters included.
    await o.setViewportSize({ width: 360, height: 800 });
    await o.getByRole('button', { name: 'Filters' }).click();
    await o.getByRole('region', { name: 'Project filters' }).waitFor();
    const overflow = await o.evaluate(() => {
      const main = document.getElementById('main')!;
      return main.scrollWidth - main.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(o, 'projects-browse-360');

    await owner.context.close();
    await joiner.context.close();
  });

  it('a proposal being written when the session ends is there again after signing in', async () => {
    const writer = await researcher('drafts.projects');
    const title = `Draft ${Math.random().toString(36).slice(2, 10)}: robotics clubs`;
    const p = writer.page;
    const form = await openProposal(p);
    await form.getByLabel('Project Title').fill(title);
    await form.getByLabel('Description').fill('Written over an afternoon, while the session ran out.');

    // The session ends while they write (here: signed out in another tab); the sign-in that follows
    // brings them back to the page and what they wrote.
    await sessionEndsWhile(p, () => form.getByRole('button', { name: 'Create Project' }).click());
    await p.getByText('Your unsaved changes are back').waitFor();
    expect(await form.getByLabel('Project Title').inputValue()).toBe(title);
    await screenshot(p, 'projects-draft-after-sign-in');
    await form.getByRole('button', { name: 'Create Project' }).click();
    await p.getByText('Research project created successfully').waitFor();
    await form.waitFor({ state: 'hidden' });
    await p.getByRole('tab', { name: 'My Projects' }).click();
    await p.getByTestId('my-project-card').filter({ hasText: title }).waitFor();
    await writer.context.close();
  });
});

describe('Research Groups', () => {
  it('a researcher joins a group and becomes its leader', async () => {
    const member = await researcher('member.groups');
    const p = member.page;
    const groupName = 'Professional Identity of Technologies Teachers';

    // The groups service also learns of the profile from events: wait until joining works, then undo.
    const groups = await api<Array<{ id: string; name: string }>>(p, 'GET', '/api/research-groups-list');
    const group = groups.find((g) => g.name === groupName)!;
    await eventually('joining the group to work', async () => {
      const res = await p.context().request.post(`${e2e().publicUrl}/api/research-groups/${group.id}/join`, {
        headers: { origin: e2e().publicUrl },
      });
      if (!res.ok()) throw new Error(`join answered ${res.status()} ${await res.text()}`);
      return true;
    });
    await api(p, 'POST', `/api/research-groups/${group.id}/leave`);

    await p.goto(`${e2e().publicUrl}/research-groups`);
    await p.getByRole('heading', { level: 2, name: 'Research Categories' }).waitFor();
    const card = p.getByRole('article', { name: groupName });
    const leaders = async () => Number((await card.getByText(/^\d+ leaders?$/).textContent())!.split(' ')[0]);
    const leadersBefore = await leaders();

    await card.getByRole('button', { name: 'Join Group' }).click();
    await p.getByText(`You joined ${groupName}.`).waitFor();
    await card.getByText('Member', { exact: true }).waitFor();
    await expect(card.getByRole('button', { name: 'Email Members' }).count()).resolves.toBe(0);

    await card.getByRole('button', { name: 'Become Leader' }).click();
    await p.getByText('Leadership status updated successfully').waitFor();
    await card.getByRole('button', { name: 'Stop Leading' }).waitFor();
    await card.getByRole('button', { name: 'Email Members' }).waitFor();
    await expect.poll(leaders).toBe(leadersBefore + 1);

    await card.getByRole('button', { name: 'Show Members' }).click();
    const row = card
      .getByRole('list', { name: 'Members' })
      .getByRole('listitem')
      .filter({ hasText: member.name });
    await row.getByText('Leader').waitFor();

    await card.getByRole('button', { name: 'Email Members' }).click();
    const emailDialog = p.getByRole('dialog', { name: `Email Members of ${groupName}` });
    await expect.poll(() => emailDialog.getByLabel('Subject').inputValue()).toBe(`Message from ${groupName}`);
    await screenshot(p, 'groups-leader');
    await emailDialog.getByRole('button', { name: 'Cancel' }).click();

    // The research profile opens on the biography; its Research Groups tab lets a leader email too.
    await p.goto(`${e2e().publicUrl}/research-profile`);
    await p.getByRole('tab', { name: 'Biography', selected: true }).waitFor();
    await p.getByRole('tab', { name: 'Research Groups' }).click();
    await expect.poll(() => new URL(p.url()).search).toBe('?tab=groups');
    await p.getByRole('button', { name: `Email Members of ${groupName}` }).click();
    const fromProfile = p.getByRole('dialog', { name: `Email Members of ${groupName}` });
    await expect.poll(() => fromProfile.getByLabel('Subject').inputValue()).toBe(`Message from ${groupName}`);
    await screenshot(p, 'research-profile-groups-email');

    // The session ends while the leader writes (here: signed out in another tab); signing in again
    // brings them back to the same tab and dialog, with what they wrote.
    const message = 'We meet on Friday at 3 pm to read chapter 2 together.';
    await fromProfile.getByLabel('Message').fill(message);
    await sessionEndsWhile(p, () => fromProfile.getByRole('button', { name: 'Open Email Client' }).click());
    await p.waitForURL(/\/research-profile\?tab=groups$/);
    await fromProfile.getByText('Your unsaved message is back').waitFor();
    expect(await fromProfile.getByLabel('Message').inputValue()).toBe(message);
    await screenshot(p, 'research-profile-groups-email-after-sign-in');

    // Discarded on purpose, it does not come back.
    await fromProfile.getByRole('button', { name: 'Cancel' }).click();
    await p.getByRole('button', { name: 'Discard changes' }).click();
    await fromProfile.waitFor({ state: 'hidden' });
    await p.reload();
    await p.getByRole('button', { name: `Email Members of ${groupName}` }).waitFor();
    await expect(fromProfile.count()).resolves.toBe(0);

    await member.context.close();
  });

  it('a leader is told who keeps their address hidden, and reaches them through Research Connect', async () => {
    const groupName = 'AI in Teacher Education';
    const [leader, hider] = [await researcher('leader.hidden'), await researcher('hider.hidden')];
    await api(hider.page, 'POST', '/api/profile/preferences', { emailVisibleToMembers: false });
    const groups = await api<Array<{ id: string; name: string }>>(
      leader.page,
      'GET',
      '/api/research-groups-list',
    );
    const group = groups.find((g) => g.name === groupName)!;
    for (const who of [leader, hider])
      await eventually('joining the group to work', async () => {
        const res = await who.page
          .context()
          .request.post(`${e2e().publicUrl}/api/research-groups/${group.id}/join`, {
            headers: { origin: e2e().publicUrl },
          });
        return res.ok() || res.status() === 409;
      });
    await api(leader.page, 'POST', `/api/research-groups/${group.id}/toggle-leadership`);
    await eventually('groups to hear the address is hidden', async () => {
      const emails = await api<{ emails: string[]; hiddenCount: number }>(
        leader.page,
        'GET',
        `/api/research-groups/${group.id}/member-emails`,
      );
      return emails.hiddenCount >= 1;
    });

    const p = leader.page;
    await p.setViewportSize({ width: 1366, height: 900 });
    await p.goto(`${e2e().publicUrl}/research-groups`);
    const card = p.getByRole('article', { name: groupName });
    await card.getByRole('button', { name: 'Email Members' }).click();
    const dialog = p.getByRole('dialog', { name: `Email Members of ${groupName}` });
    await dialog.getByText(/\d+ members? do(es)? not share their address/).waitFor();
    await screenshot(p, 'groups-email-hidden-1366');
    await p.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole('button', { name: 'Send through Research Connect' }).scrollIntoViewIfNeeded();
    await screenshot(p, 'groups-email-hidden-390');
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    await dialog.getByLabel('Subject').fill('Reading group on Friday');
    await dialog.getByLabel('Message').fill('We meet at 3 pm in the library.');
    await dialog.getByRole('button', { name: 'Send through Research Connect' }).click();
    await p.getByText('Message Sent').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The member who hides their address has the message (and its email), their address unseen.
    await eventually('the message to reach the member who hides their address', async () => {
      const notes = await api<Array<{ type: string; title: string }>>(
        hider.page,
        'GET',
        '/api/notifications',
      );
      return notes.some((n) => n.type === 'group_message' && n.title === 'Reading group on Friday');
    });
    await leader.context.close();
    await hider.context.close();
  });
});
