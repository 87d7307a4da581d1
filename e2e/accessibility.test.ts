import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { eventually } from './support/eventually';
import { linkOrcid } from './support/orcid';

/**
 * WCAG 2.2 AA on every route (issue 22): axe-core in Chromium, signed out and signed in, at a
 * desktop and a phone width. Any serious or critical violation fails, named with its rule, the
 * page and the first elements it was found on.
 */

// Evaluated through the DevTools protocol, which the app's CSP (script-src 'self') does not govern.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WIDTHS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What axe finds on the page as it is now, serious and critical only. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  }, WCAG_TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} element(s), e.g. ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')} — ${(v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    );
}

/** Opens each path at each width and collects every serious violation, so one run names them all. */
async function scan(page: Page, paths: string[], label: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [widthName, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await page.goto(`${e2e().publicUrl}${path}`);
      await page.locator('#main h1').first().waitFor();
      // Let lists, cards and charts that load after the heading arrive before judging the page.
      await page.waitForLoadState('networkidle');
      await page
        .locator('.ant-spin-spinning')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => {});
      const violations = await seriousViolations(page);
      if (violations.length) {
        found[`${label} ${widthName} ${path}`] = violations;
        await screenshot(page, `a11y-${label}-${widthName}${path.replace(/\W+/g, '-')}`);
      }
    }
  }
  return found;
}

describe('Accessibility (WCAG 2.2 AA, axe-core)', () => {
  it('finds no serious or critical violation on any page signed out', async () => {
    const context = await browser.newContext({ locale: 'en-AU' });
    const page = await context.newPage();
    const found = await scan(
      page,
      [
        '/',
        '/phd-supervisor-finder',
        '/academic-networking',
        '/about',
        '/help',
        '/auth-troubleshoot',
        '/no-such-page',
        '/research-projects',
      ],
      'signed-out',
    );
    await context.close();
    expect(found).toEqual({});
  });

  it('finds no serious or critical violation on any page signed in, with content on it', async () => {
    // Two researchers with imported records, a pending connection request, a project and a group,
    // so that cards, tags, badges and lists are on the pages being judged.
    const other = await signIn(browser, uniqueEmail('a11y.other'));
    await linkOrcid(other.page);
    const me = await signIn(browser, uniqueEmail('a11y.me'));
    await linkOrcid(me.page);
    const otherProfile = await api<{ profile: { id: string; userId: string } }>(
      other.page,
      'GET',
      '/api/profile',
    );
    await eventually(
      'the connection request to be accepted by networking',
      async () =>
        (
          await me.page.context().request.post(`${e2e().publicUrl}/api/academic-connections`, {
            data: { targetProfileId: otherProfile.profile.id },
            headers: { origin: e2e().publicUrl },
          })
        ).status() === 201,
    );
    const project = await api<{ id: string }>(me.page, 'POST', '/api/research-projects', {
      title: 'Accessible learning analytics',
      description: 'A project page with members and details to be judged.',
    });
    const [group] = await api<Array<{ id: string }>>(me.page, 'GET', '/api/research-groups-list');
    await api(me.page, 'POST', `/api/research-groups/${group!.id}/join`);

    const found = await scan(
      me.page,
      [
        '/',
        '/profile',
        '/research-profile',
        '/research-profile?tab=research',
        '/academic-networking',
        '/phd-supervisor-finder',
        '/phd-examiner-finder',
        '/network-visualization',
        '/research-groups',
        '/research-projects',
        `/research-projects/${project.id}`,
        `/researcher/${otherProfile.profile.userId}`,
        '/about',
        '/help',
        // The dashboard with its email settings open, as an email's link leaves it.
        '/#email-settings',
      ],
      'signed-in',
    );
    const admin = await signIn(browser, 'admin@example.edu');
    Object.assign(found, await scan(admin.page, ['/admin'], 'admin'));
    await Promise.all([me.context.close(), other.context.close(), admin.context.close()]);
    expect(found).toEqual({});
  });

  it('finds no serious or critical violation where a member without a profile manages their account', async () => {
    // The dashboard and /research-profile show them the Account Management card (issue 38).
    const member = await signIn(browser, uniqueEmail('a11y.no-orcid'));
    await api(member.page, 'POST', '/api/auth/welcome-popup-seen');
    const found = await scan(member.page, ['/', '/research-profile'], 'no-profile');
    await member.context.close();
    expect(found).toEqual({});
  });

  it('gives each page its own title and serves the manifest, icons and robots.txt as files', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e().publicUrl}/phd-supervisor-finder`);
    await expect
      .poll(() => page.title(), { timeout: 10_000 })
      .toBe('Find PhD Supervisors · Research Connect');
    // In-app navigation names the new page and puts focus on its heading.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('About · Research Connect');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.tagName + ' ' + document.activeElement?.textContent),
      )
      .toMatch(/^H1 /);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1d4ed8');

    const robots = await fetch(`${e2e().publicUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('User-agent: *');
    const manifest = await fetch(`${e2e().publicUrl}/manifest.webmanifest`);
    expect(await manifest.json()).toMatchObject({ name: 'Research Connect', theme_color: '#1d4ed8' });
    const icon = await fetch(`${e2e().publicUrl}/apple-touch-icon.png`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    await context.close();
  });
});
