import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, launchBrowser, screenshot, signIn } from './support/browser';
import { e2e } from './support/context';
import { processes } from '../scripts/lib/processes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('serves the app and signs a dev account in through the real sign-in', async () => {
  const { page, context } = await signIn(browser, 'alice@example.edu');
  expect(new URL(page.url()).pathname).toBe('/');
  const me = await api<{ email: string }>(page, 'GET', '/api/auth/user');
  expect(me.email).toBe('alice@example.edu');
  await expect.poll(() => page.title()).toContain('Research Connect');
  await screenshot(page, 'smoke-signed-in');
  await context.close();
});

/** The dev infrastructure (sign-in provider, stubs, inbox): not services, no /readyz or /metrics. */
const isDevTool = (name: string) => processes.find((p) => p.name === name)?.kind === 'infra';

it('answers every service’s readiness check', async () => {
  for (const [name, url] of Object.entries(e2e().urls)) {
    if (isDevTool(name)) continue;
    const res = await fetch(`${url}/readyz`);
    expect({ name, status: res.status }).toEqual({ name, status: 200 });
  }
});

it('shows each service’s Prometheus metrics on its own port, and none through the gateway', async () => {
  for (const [name, url] of Object.entries(e2e().urls)) {
    if (isDevTool(name) || name === 'gateway') continue;
    await (await fetch(`${url}/readyz`)).arrayBuffer();
    const text = await (await fetch(`${url}/metrics`)).text();
    expect({ name, counted: text.includes(`http_requests_total{`) }).toEqual({ name, counted: true });
  }
  const outside = await fetch(`${e2e().publicUrl}/metrics`);
  expect(await outside.text()).not.toContain('process_resident_memory_bytes');
});
