import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from '../../scripts/lib/system';
import { e2e } from './context';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.edu`;
}

export interface SignedIn {
  context: BrowserContext;
  page: Page;
}

/**
 * A browser context signed in as `email` through the real sign-in: /api/login with a login_hint,
 * the dev OpenID provider, the gateway's callback, and back to the app.
 */
export async function signIn(
  browser: Browser,
  email: string,
  viewport = { width: 1280, height: 900 },
): Promise<SignedIn> {
  const context = await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Sydney', viewport });
  const page = await context.newPage();
  await page.goto(`${e2e().publicUrl}/api/login?login_hint=${encodeURIComponent(email)}`);
  await page.waitForURL(
    (url) => url.origin === new URL(e2e().publicUrl).origin && !url.pathname.startsWith('/api'),
  );
  return { context, page };
}

/**
 * Ends the page's session behind its back (as signing out in another tab does), then does `meet`,
 * an action that meets the lost session; waits for the app to say so and for the sign-in that
 * follows (the provider still knows the person) to come back to the app.
 */
export async function sessionEndsWhile(page: Page, meet: () => Promise<void>): Promise<void> {
  await page.evaluate(() => fetch('/api/logout', { redirect: 'manual' }));
  const signedInAgain = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/callback');
  await meet();
  await page.getByText('You are logged out. Logging in again...').first().waitFor();
  await signedInAgain;
}

/** Closes the welcome popup a first visit to the dashboard shows ("I'll do this later"). */
export async function dismissWelcome(page: Page): Promise<void> {
  const later = page
    .getByRole('dialog', { name: 'Welcome to Research Connect!' })
    .getByRole('button', { name: "I'll do this later" });
  await later.waitFor({ timeout: 15_000 });
  await later.click();
  await later.waitFor({ state: 'hidden' });
}

/** Calls the API as the page's signed-in user (same cookies, same origin). */
export async function api<T = unknown>(
  page: Page,
  method: string,
  urlPath: string,
  data?: unknown,
): Promise<T> {
  const res = await page.context().request.fetch(`${e2e().publicUrl}${urlPath}`, {
    method,
    data,
    headers: { origin: e2e().publicUrl },
  });
  if (!res.ok()) throw new Error(`${method} ${urlPath} -> ${res.status()}: ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Saves a screenshot under test-results/screenshots (kept as a CI artifact). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(repoRoot, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
