import type { Page } from 'playwright-core';
import { syntheticOrcidId } from '../../infra/orcid-stub/src/synthetic-researchers';

/**
 * A valid iD the ORCID stub serves a generated researcher for, and that no other test has linked
 * (browser suites share one system, and an iD links to one account only).
 */
export function freshOrcidId(): string {
  return syntheticOrcidId(Math.floor(Math.random() * 1_000_000));
}

/** Links a fresh iD with `link` (which posts it), trying another on the rare 409 collision. */
export async function linkFreshOrcid(link: (orcidId: string) => Promise<number>): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const orcidId = freshOrcidId();
    const status = await link(orcidId);
    if (status >= 200 && status < 300) return orcidId;
    if (status !== 409) throw new Error(`linking ${orcidId} answered ${status}`);
  }
  throw new Error('could not find a free synthetic ORCID iD');
}

/**
 * Links a fresh iD to the account signed in on `page` (through the gateway, as the dashboard form
 * does) and returns the researcher's name as imported from the stub's record.
 */
export async function linkOrcid(page: Page): Promise<string> {
  const { e2e } = await import('./context');
  let name = '';
  await linkFreshOrcid(async (orcidId) => {
    const res = await page.context().request.post(`${e2e().publicUrl}/api/orcid/connect`, {
      data: { orcidId },
      headers: { origin: e2e().publicUrl },
    });
    if (res.ok()) name = ((await res.json()) as { profile: { name: string } }).profile.name;
    return res.status();
  });
  return name;
}
