import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at } from '@app/service-kit/testing';
import { ApiUser } from './support/api-user';
import { api, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { eventually } from './support/eventually';
import { forCodeItem, tickForCode } from './support/for-picker';
import { linkFreshOrcid, linkOrcid } from './support/orcid';

/**
 * Issue 17 items 8-10: what people search for is found. Discovery's FoR filter matches the
 * researchers' codes as the supervisor finder does; lists say their true totals and load more; the
 * examiner finder says how many a conflict of interest hid; FoR codes show their titles.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const tag = Math.random().toString(36).slice(2, 7);

/** A researcher with a profile whose interests, FoR codes and availability are set through the API. */
async function researcher(
  prefix: string,
  {
    interest,
    forCodes,
    supervises = false,
    examines = false,
  }: {
    interest: string;
    forCodes: string[];
    supervises?: boolean;
    examines?: boolean;
  },
) {
  const user = await ApiUser.signIn(uniqueEmail(prefix));
  await linkFreshOrcid((orcidId) => user.status('POST', '/api/orcid/connect', { orcidId }));
  const { id } = await user.json<{ id: string }>('POST', '/api/research-interests', { name: interest });
  await user.json('POST', '/api/profile/research-interests', { interestIds: [id] });
  await user.json('POST', '/api/profile/classification-codes', { forCodes });
  await user.json('POST', '/api/profile/preferences', {
    availableForSupervision: supervises,
    availableForExamination: examines,
    acceptingCollaborations: true,
  });
  const { profile } = await user.json<{ profile: { id: string; name: string } }>('GET', '/api/profile');
  return Object.assign(user, { profileId: profile.id, name: profile.name });
}

/** The answer to the search for `text` (once the search box has settled). */
const searchedFor = (page: Page, text: string) =>
  page.waitForResponse((r) => new URL(r.url()).searchParams.get('search') === text);

/** The heading that says how many a list holds ("Showing 20 of 22 researchers"). */
const countHeading = (page: Page, text: string | RegExp) =>
  page.getByRole('heading', { level: 2, name: text });

describe('finding people by what they work on', () => {
  it('discovery filters by FoR code as the supervisor finder does, and both page with their totals', async () => {
    const topic = `Quokka ecology ${tag}`;
    // 22 researchers share a topic; the first two are tagged 390405, the rest 3903.
    const people = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        researcher(`find.${i}`, {
          interest: topic,
          forCodes: i < 2 ? ['390405'] : ['3903'],
          supervises: true,
        }),
      ),
    );
    const viewer = await signIn(browser, uniqueEmail('find.viewer'));
    const { page } = viewer;
    await linkOrcid(page);
    const interest = await api<{ id: string }>(page, 'POST', '/api/research-interests', { name: topic });
    await api(page, 'POST', '/api/profile/research-interests', { interestIds: [interest.id] });
    await api(page, 'POST', '/api/profile/classification-codes', { forCodes: ['390405'] });
    await eventually('discovery to hold all 22', async () => {
      const res = await page
        .context()
        .request.get(
          `${e2e().publicUrl}/api/academic-connections/similar?search=${encodeURIComponent(topic)}`,
        );
      return res.headers()['x-total-count'] === '22';
    });

    // Discovery: 20 at a time, with the total, then the rest.
    await page.goto(`${e2e().publicUrl}/academic-networking`);
    await page.getByRole('heading', { level: 1, name: 'Academic Networking' }).waitFor();
    const discovered = searchedFor(page, topic);
    await page.getByRole('searchbox', { name: 'Search researchers' }).fill(topic);
    await discovered;
    await countHeading(page, 'Showing 20 of 22 researchers').waitFor();
    const cards = page.getByRole('list', { name: 'Researchers' }).locator(':scope > [role="listitem"]');
    expect(await cards.count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await countHeading(page, '22 researchers').waitFor();
    expect(await cards.count()).toBe(22);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    // Ticking field 390405 finds the two tagged with it (the filter compared it with interests' text).
    const picker = page.getByRole('group', { name: 'Fields of Research' });
    await tickForCode(picker, '390405');
    await countHeading(page, '2 researchers').waitFor();
    const found = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(found.sort()).toEqual([at(people, 0).name, at(people, 1).name].sort());
    await screenshot(page, 'discovery-for-filter');

    // Its group, 3904, finds the same two: a group holds its fields.
    await picker.getByRole('button', { name: /^Remove 390405/ }).click();
    await tickForCode(picker, '3904');
    await countHeading(page, '2 researchers').waitFor();

    // The supervisor finder finds the same two for 390405, and all 22 ten at a time.
    await page.goto(`${e2e().publicUrl}/phd-supervisor-finder`);
    const searched = searchedFor(page, topic);
    await page.getByRole('searchbox', { name: 'Search supervisors' }).fill(topic);
    await searched;
    await countHeading(page, '22 supervisors available').waitFor();
    await page.getByText('Showing 10 of 22 supervisors').waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('Showing 20 of 22 supervisors').waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
    expect(
      await page.getByRole('list', { name: 'Supervisors' }).locator(':scope > [role="listitem"]').count(),
    ).toBe(22);
    const finderPicker = page.getByRole('group', { name: 'Fields of Research' });
    await tickForCode(finderPicker, '390405');
    await countHeading(page, '2 supervisors available').waitFor();

    // A card's FoR code shows its title, and a click (or a tap) gives the whole of it.
    const code = page
      .getByRole('list', { name: `FoR codes of ${at(people, 0).name}` })
      .getByRole('listitem')
      .first();
    expect(await code.textContent()).toBe('390405 Educational technology and computing');
    await code.getByRole('button').click();
    await page.getByRole('tooltip', { name: '390405 Educational technology and computing' }).waitFor();

    // Typing a group's code in the picker shows its fields at once.
    await finderPicker.getByRole('textbox', { name: 'Search Fields of Research codes' }).fill('3901');
    await forCodeItem(finderPicker, '390101').waitFor();
    await screenshot(page, 'supervisor-finder-totals');
    await viewer.context.close();
  });

  it('the results do not move when the FoR codes arrive after them', async () => {
    // A click aimed at a result (or at a dialog it opened) while the codes were still on their way
    // landed elsewhere once the tree pushed the results down: stop 46's CI lost a Disconnect so.
    const visitor = await browser.newContext({ locale: 'en-AU', viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/classification-codes/for', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${e2e().publicUrl}/phd-supervisor-finder`);
    await page.getByRole('heading', { level: 1, name: 'PhD Supervisor Finder' }).waitFor();
    // The results sit below the picker's box: they stay where they are while it keeps its height.
    const box = page.getByRole('group', { name: 'Fields of Research' }).locator('.for-code-picker__tree-box');
    await box.locator('.ant-skeleton').waitFor();
    const before = (await box.boundingBox())!.height;
    release();
    await box.getByRole('tree').waitFor();
    const after = (await box.boundingBox())!.height;
    expect(
      Math.abs(after - before),
      `the codes' box went from ${before} to ${after} px high`,
    ).toBeLessThanOrEqual(1);
    await visitor.close();
  });

  it('the examiner finder says how many a conflict of interest hid, and never who', async () => {
    const topic = `Wombat burrows ${tag}`;
    const conflicted = await researcher('examiner.conflicted', {
      interest: topic,
      forCodes: ['3103'],
      supervises: true,
      examines: true,
    });
    const free = await researcher('examiner.free', { interest: topic, forCodes: ['3103'], examines: true });
    const student = await signIn(browser, uniqueEmail('examiner.candidate'));
    const { page } = student;
    await linkOrcid(page);
    // The candidate was supervised by one of them: that examiner is conflicted.
    const request = await api<{ id: string }>(page, 'POST', '/api/phd-supervisor-requests', {
      supervisorId: conflicted.profileId,
      thesisTitle: 'Burrow architecture',
      researchArea: 'Ecology',
      message: 'Would you supervise my thesis on burrows?',
    });
    await conflicted.json('POST', `/api/academic-connections/${request.id}/accept`);

    await page.goto(`${e2e().publicUrl}/phd-examiner-finder`);
    await page.getByRole('searchbox', { name: 'Search examiners' }).fill(topic);
    await countHeading(page, '1 examiner found').waitFor();
    const since = new Date().getFullYear() - 5;
    await page
      .getByText(
        `1 researcher is not shown because of a conflict of interest (co-authorship since ${since}, or supervision).`,
      )
      .waitFor();
    const list = page.getByRole('list', { name: 'Examiners' });
    expect(await list.getByRole('heading', { level: 3 }).allTextContents()).toEqual([free.name]);
    expect(await page.getByText(conflicted.name).count()).toBe(0);
    await screenshot(page, 'examiner-finder-conflicts');
    await student.context.close();
  });
});
