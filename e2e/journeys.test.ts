import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SimilarResearcher } from '@app/contracts/networking/http';
import type { ProfileResponse } from '@app/contracts/profile/http';
import { waitFor } from '@app/service-kit/testing';
import { syntheticResearcher } from '../infra/orcid-stub/src/synthetic-researchers';
import { api, dismissWelcome, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { ApiUser } from './support/api-user';
import { e2e } from './support/context';
import { readMail, waitForMail } from './support/inbox';
import { freshOrcidId, linkFreshOrcid } from './support/orcid';

/**
 * The product's main journey in a real browser, against the whole system as `npm start` runs it:
 * a new researcher signs in, links ORCID, sets interests, FoR codes and availability; a student finds
 * them in the supervisor finder and asks for supervision; the researcher is told (notification and
 * email), accepts, and both see the connection in the network graph; finally the researcher deletes
 * their account and disappears everywhere. (Projects, groups and the admin screens have their own
 * journeys in projects-and-groups.test.ts and network-and-admin.test.ts.) Screenshots of each main
 * screen go to test-results/screenshots.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
// When a step fails, keep a picture of every open page for the CI artifacts.
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  for (const [i, context] of browser.contexts().entries()) {
    for (const [j, page] of context.pages().entries())
      await screenshot(page, `journey-failed-${ctx.task.name.slice(0, 30)}-${i}-${j}`).catch(() => undefined);
  }
});

const tag = Math.random().toString(36).slice(2, 7);
const interest = `Robotics in rural classrooms ${tag}`;

/** The welcome popup shows once, a moment after the dashboard: close it when it comes. */
async function linkOrcidOnTheDashboard(page: Page): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const orcidId = freshOrcidId();
    await page.getByLabel('ORCID ID').fill(orcidId);
    await page.getByRole('button', { name: 'Connect ORCID' }).click();
    const welcomeBack = page.getByRole('heading', { level: 1, name: /^Welcome back, / });
    await welcomeBack.or(page.getByText('Connection Failed')).first().waitFor({ timeout: 30_000 });
    if (await welcomeBack.isVisible()) {
      const r = syntheticResearcher(orcidId)!;
      return `${r.givenNames} ${r.familyName}`;
    }
  }
  throw new Error('could not link a fresh ORCID iD');
}

/**
 * Links other researchers (named unlike `taken`) until one publishes on a topic among `topicIds`: the
 * stub tags works with a handful of topics, so the first nearly always does.
 */
async function linkAColleagueSharingATopic(topicIds: ReadonlySet<string>, taken: ReadonlySet<string>) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const colleague = await ApiUser.signIn(uniqueEmail('journey.colleague'));
    await linkFreshOrcid((orcidId) => colleague.status('POST', '/api/orcid/connect', { orcidId }), taken);
    const topics = await waitFor(
      async () =>
        (await colleague.json<ProfileResponse>('GET', '/api/profile')).profile.researchTopics?.topics,
      { timeoutMs: 30_000, what: "a colleague's research topics from OpenAlex" },
    );
    if (topics.some((t) => topicIds.has(t.id))) return;
  }
  throw new Error('no colleague shares a research topic with the new researcher');
}

describe('from sign-in to an accepted supervision, then account deletion', () => {
  let researcher: { page: Page; name: string; email: string; id: string };
  let student: { page: Page; name: string; email: string };

  it('a new researcher signs in, links ORCID and sets interests, FoR codes and availability', async () => {
    const email = uniqueEmail('journey.researcher');
    const { page } = await signIn(browser, email);
    await page.getByText('Limited functionality').waitFor();
    await dismissWelcome(page);
    const name = await linkOrcidOnTheDashboard(page);
    await screenshot(page, 'journey-1-dashboard');

    // No interests or codes yet, but publications: once OpenAlex has said what they are about,
    // Discover matches the new member by the topics they share with others, and says so. Someone
    // sharing a topic is linked first: run alone, the system holds no other researcher yet.
    const topics = await waitFor(
      async () => {
        const { researchTopics } = (await api<ProfileResponse>(page, 'GET', '/api/profile')).profile;
        return researchTopics?.topics.length ? researchTopics.topics : undefined;
      },
      { timeoutMs: 30_000, what: 'the research topics from OpenAlex' },
    );
    await linkAColleagueSharingATopic(new Set(topics.map((t) => t.id)), new Set([name]));
    await waitFor(
      async () =>
        (await api<SimilarResearcher[]>(page, 'GET', '/api/academic-connections/similar')).some((r) =>
          r.matchReasons?.some((m) => m.kind === 'topic'),
        ),
      { timeoutMs: 30_000, what: 'a match by a shared topic in Discover' },
    );
    await page.goto(`${e2e().publicUrl}/academic-networking`);
    await page
      .getByRole('list', { name: /^Why you match / })
      .getByText(/^Shared topic: /)
      .first()
      .waitFor();
    await screenshot(page, 'journey-1-matched-by-topics');
    await page.goto(`${e2e().publicUrl}/research-profile?tab=research`);
    await page.getByLabel('Add a new research interest').fill(interest);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    // Save waits (disabled) until the new interest is added; the field then empties.
    await expect.poll(() => page.getByLabel('Add a new research interest').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Save Interests' }).click();
    await page.getByText('Research interests updated successfully').waitFor();

    await page.getByPlaceholder(/Search by code or title/).fill('390102');
    await page.getByText('Curriculum and pedagogy theory and development').first().click();
    await page.getByRole('button', { name: 'Save FoR Codes' }).click();
    await page.getByText('Fields of Research codes updated successfully').waitFor();

    const supervise = page.getByRole('switch', { name: 'Available for PhD supervision' });
    if ((await supervise.getAttribute('aria-checked')) !== 'true') await supervise.click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page
      .getByText('Preferences Updated')
      .or(page.getByText('Failed to update preferences'))
      .first()
      .waitFor();
    expect(await page.getByText('Preferences Updated').first().isVisible()).toBe(true);
    await screenshot(page, 'journey-2-research-profile');

    const { profile } = await api<{
      profile: {
        userId: string;
        researchInterests: Array<{ name: string }>;
        availableForSupervision: boolean;
        classificationCodes: { forCodes: Array<{ code: string }> };
      };
    }>(page, 'GET', '/api/profile');
    expect(profile.researchInterests.map((i) => i.name)).toContain(interest);
    expect(profile.classificationCodes.forCodes.map((c) => c.code)).toContain('390102');
    expect(profile.availableForSupervision).toBe(true);
    researcher = { page, name, email, id: profile.userId };
  });

  it('a student finds them in the supervisor finder and asks for supervision', async () => {
    const email = uniqueEmail('journey.student');
    const { page } = await signIn(browser, email);
    await dismissWelcome(page);
    // A student with an ORCID record too, so both appear in the network graph.
    const name = await linkOrcidOnTheDashboard(page);
    await page.goto(`${e2e().publicUrl}/phd-supervisor-finder`);
    await page.getByRole('heading', { level: 1, name: 'PhD Supervisor Finder' }).waitFor();
    const card = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { level: 3, name: researcher.name }) });
    // The finder searches interests too; the new researcher reaches it through events.
    await waitFor(
      async () => {
        await page.getByRole('searchbox', { name: 'Search supervisors' }).fill(interest);
        return card
          .first()
          .isVisible({ timeout: 3000 })
          .catch(() => false);
      },
      { timeoutMs: 60_000, what: 'the researcher to be found by interest' },
    );
    await screenshot(page, 'journey-3-supervisor-finder');
    await card.getByRole('button', { name: `Request Supervisor: ${researcher.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Request PhD Supervision' });
    await dialog.getByLabel('Thesis Title').fill(`Robots as co-teachers in small schools ${tag}`);
    await dialog.getByLabel('Research Area').fill('Digital technologies education');
    await dialog
      .getByLabel('Message')
      .fill('Your work on rural classrooms is exactly what my project needs.');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Supervisor Request Sent').first().waitFor();
    student = { page, name, email };
  });

  it('the researcher is told by notification and email, and accepts', async () => {
    const mail = await waitForMail(researcher.email, (m) => /supervis/i.test(m.subject));
    const full = await readMail(mail.id);
    expect(JSON.stringify(full)).toContain(`Robots as co-teachers in small schools ${tag}`);

    const { page } = researcher;
    await page.goto(`${e2e().publicUrl}/`);
    const bell = page.getByRole('link', { name: /notification/i }).first();
    await bell.waitFor();
    const requests = page
      .getByRole('region', { name: 'Latest requests' })
      .or(page.getByLabel('Latest requests'));
    await requests.getByText(`Supervisor request: Robots as co-teachers in small schools ${tag}`).click();
    const dialog = page.getByRole('dialog', { name: /^Supervisor request from/ });
    await dialog.getByRole('button', { name: /^Accept/ }).click();
    await page.getByText('Request Accepted').first().waitFor();
    await screenshot(page, 'journey-4-dashboard-accepted');
  });

  it('both see the connection in the network graph', async () => {
    for (const [who, other] of [
      [researcher.page, 'student'],
      [student.page, 'researcher'],
    ] as const) {
      await who.goto(`${e2e().publicUrl}/network-visualization`);
      await who.getByRole('heading', { level: 1, name: 'Network Visualisation' }).waitFor();
      const list = who.getByRole('list', { name: 'Researchers shown' });
      await list.waitFor();
      const otherName = other === 'researcher' ? researcher.name : student.name;
      await who.getByLabel('Search researchers').fill(otherName);
      await list
        .getByRole('button', { name: new RegExp(otherName) })
        .first()
        .click();
      const details = who.locator('.ant-card').filter({ hasText: 'Node Details' });
      await details.getByRole('heading', { level: 3, name: otherName }).waitFor();
      await screenshot(who, `journey-5-network-${other === 'student' ? 'researcher' : 'student'}`);
    }
    const edges = await api<Array<{ source: string; target: string; type: string }>>(
      student.page,
      'GET',
      '/api/researchers/network/connections',
    );
    const { profile } = await api<{ profile: { id: string } }>(researcher.page, 'GET', '/api/profile');
    expect(
      edges.some((e) => (e.source === profile.id || e.target === profile.id) && e.type === 'collaboration'),
    ).toBe(true);
  });

  it('the researcher deletes their account and disappears everywhere', async () => {
    const { page } = researcher;
    const { profile } = await api<{ profile: { id: string } }>(page, 'GET', '/api/profile');
    await page.goto(`${e2e().publicUrl}/research-profile`);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('button', { name: 'Yes, continue' }).click();
    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await page.getByText('Account Deleted').first().waitFor();
    // Signed out two seconds later, back on the landing page.
    const app = new URL(e2e().publicUrl).origin;
    await page.waitForURL((url) => url.origin === app && url.pathname === '/', { timeout: 15_000 });
    await page.getByText('Sign In', { exact: true }).first().waitFor();
    await screenshot(page, 'journey-6-signed-out-after-deletion');

    await waitFor(
      async () => {
        const res = await student.page
          .context()
          .request.get(`${e2e().publicUrl}/api/researcher/${profile.id}`);
        const found = await api<Array<{ userId: string }>>(
          student.page,
          'GET',
          `/api/phd-supervisors?search=${encodeURIComponent(interest)}`,
        );
        const nodes = await api<Array<{ id: string }>>(student.page, 'GET', '/api/researchers/network');
        return res.status() === 404 && found.length === 0 && !nodes.some((n) => n.id === profile.id);
      },
      { timeoutMs: 30_000, what: 'the researcher to be gone from profile, finder and graph' },
    );
  });
});
