import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiUser } from './support/api-user';
import { launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { linkFreshOrcid } from './support/orcid';

/**
 * Issue 38 item 10 through the gateway, the admin service and the profile service: an
 * administrator finds interests on /admin, renames one onto another's name and merges instead,
 * and removes one after being told how many hold it; the holders' profiles and the audit log
 * follow. Walked at 1366 and 390 px.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A researcher with a profile holding these interests (added to the shared list as needed). */
async function researcherHolding(...names: string[]) {
  const user = await ApiUser.signIn(uniqueEmail('interest.holder'));
  await linkFreshOrcid((orcidId) => user.status('POST', '/api/orcid/connect', { orcidId }));
  const ids: string[] = [];
  for (const name of names)
    ids.push((await user.json<{ id: string }>('POST', '/api/research-interests', { name })).id);
  await user.json('POST', '/api/profile/research-interests', { interestIds: ids });
  return user;
}

const interestsOf = async (user: ApiUser) =>
  (
    await user.json<{ profile: { researchInterests: Array<{ name: string }> } }>('GET', '/api/profile')
  ).profile.researchInterests.map((i) => i.name);

/** Lets a dialog's opening animation finish, so a screenshot shows it as people see it. */
const settled = (page: Page) => page.waitForTimeout(400);

async function openInterests(page: Page, search: string) {
  await page.goto(`${e2e().publicUrl}/admin`);
  const panel = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: /Research Interests/ }) });
  await panel.getByRole('textbox', { name: 'Search research interests' }).fill(search);
  return panel;
}

describe('Research interests on /admin', () => {
  it('an administrator merges a duplicate and removes spam; holders and the audit log follow', async () => {
    const tag = randomUUID().slice(0, 6);
    const ml = `ML ${tag}`;
    const machineLearning = `Machine learning ${tag}`;
    const spam = `Cheap pills ${tag}`;
    const deepLearning = `Deep learning ${tag}`;
    const ana = await researcherHolding(ml, spam);
    const bo = await researcherHolding(machineLearning, spam, deepLearning);

    const { page, context } = await signIn(browser, 'admin@example.edu', { width: 1366, height: 900 });
    const panel = await openInterests(page, tag);
    const list = panel.getByRole('list', { name: 'Research interests' });
    await list.getByRole('listitem', { name: spam }).getByText('Held by 2 researchers').waitFor();
    await list.getByRole('listitem', { name: ml }).getByText('Held by 1 researcher').waitFor();
    await screenshot(page, 'admin-interests-1366');

    // Renaming "ML" to the other's name (any case) is refused; the dialog offers the merge.
    await list.getByRole('button', { name: `Rename ${ml}` }).click();
    const rename = page.getByRole('dialog', { name: `Rename “${ml}”` });
    await rename.getByRole('textbox', { name: 'New name' }).fill(machineLearning.toLowerCase());
    await rename.getByRole('button', { name: 'Rename' }).click();
    await rename
      .getByText(`“${machineLearning}” is already a research interest.`, { exact: false })
      .waitFor();
    const mergeInstead = rename.getByRole('button', { name: `Merge into “${machineLearning}”` });
    await mergeInstead.waitFor();
    await settled(page);
    await screenshot(page, 'admin-interests-rename-taken-1366');
    await mergeInstead.click();
    await page.getByText('Research interests merged').waitFor();
    await list.getByRole('listitem', { name: machineLearning }).getByText('Held by 2 researchers').waitFor();
    expect(await list.getByRole('listitem', { name: ml }).count()).toBe(0);
    expect(await interestsOf(ana)).toEqual([machineLearning, spam]);

    // Removing says how many hold it before it is confirmed.
    await list.getByRole('button', { name: `Remove ${spam}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Research Interest' });
    await confirm
      .getByText(
        `Remove “${spam}” from the shared list? It will be taken off the research interests of 2 researchers.`,
        { exact: false },
      )
      .waitFor();
    await settled(page);
    await screenshot(page, 'admin-interests-remove-1366');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Research interest removed').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await list.getByRole('listitem', { name: spam }).waitFor({ state: 'detached' });
    expect(await interestsOf(ana)).toEqual([machineLearning]);
    expect(await interestsOf(bo)).toEqual([machineLearning, deepLearning]);

    const log = page.getByRole('region', { name: 'Audit Log' });
    await log
      .getByText(
        `admin@example.edu merged the research interest “${ml}” into “${machineLearning}”, held by 1 researcher`,
      )
      .waitFor();
    await log
      .getByText(`admin@example.edu removed the research interest “${spam}”, held by 2 researchers`)
      .waitFor();
    await screenshot(page, 'admin-interests-audit-1366');
    await context.close();

    // The same at a phone's width: the list, and the merge dialog.
    const phone = await signIn(browser, 'admin@example.edu', { width: 390, height: 844 });
    const small = await openInterests(phone.page, tag);
    await small
      .getByRole('list', { name: 'Research interests' })
      .getByRole('listitem', { name: machineLearning })
      .waitFor();
    await screenshot(phone.page, 'admin-interests-390');
    await small.getByRole('button', { name: `Merge ${machineLearning}` }).click();
    const merge = phone.page.getByRole('dialog', {
      name: `Merge “${machineLearning}” into another interest`,
    });
    await merge.getByRole('textbox', { name: 'Find the interest to keep' }).fill(tag);
    await merge.getByRole('radio', { name: new RegExp(`^${deepLearning}`) }).check();
    await merge
      .getByText(`The 2 researchers holding it will hold “${deepLearning}” instead`, { exact: false })
      .waitFor();
    await settled(phone.page);
    await screenshot(phone.page, 'admin-interests-merge-390');
    await merge.getByRole('button', { name: 'Cancel' }).click();
    const scrollWidth = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await phone.context.close();
  });
});
