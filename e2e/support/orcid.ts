import type { Page } from 'playwright-core';
import { syntheticOrcidId, syntheticResearcher } from '../../infra/orcid-stub/src/synthetic-researchers';

/**
 * A valid iD the ORCID stub serves a generated researcher for, and that no other test has linked
 * (browser suites share one system, and an iD links to one account only).
 */
export function freshOrcidId(): string {
  return syntheticOrcidId(Math.floor(Math.random() * 1_000_000));
}

/** The name the stub's record gives the researcher of a synthetic iD. */
function nameOf(orcidId: string): string {
  const r = syntheticResearcher(orcidId)!;
  return `${r.givenNames} ${r.familyName}`;
}

/** Names given out in this file, which the system may not show yet. */
const namesGivenHere = new Set<string>();

/**
 * A fresh iD whose researcher is named like nobody in `taken` nor anyone this file linked before.
 * The stub draws from a few hundred names, so without this two people in one run can share a name,
 * and a test that finds someone by name finds two.
 */
function freshOrcidIdWithNewName(taken: ReadonlySet<string>, suits: (orcidId: string) => boolean): string {
  for (let attempt = 0; attempt < 500; attempt++) {
    const orcidId = freshOrcidId();
    const name = nameOf(orcidId);
    if (taken.has(name) || namesGivenHere.has(name) || !suits(orcidId)) continue;
    namesGivenHere.add(name);
    return orcidId;
  }
  throw new Error('every synthetic researcher name is taken');
}

/**
 * Links a fresh iD with `link` (which posts it), trying another on the rare 409 collision. Its
 * researcher's name is not among `taken`, nor given out before in this file, and the iD `suits`.
 */
export async function linkFreshOrcid(
  link: (orcidId: string) => Promise<number>,
  taken: ReadonlySet<string> = new Set(),
  suits: (orcidId: string) => boolean = () => true,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const orcidId = freshOrcidIdWithNewName(taken, suits);
    const status = await link(orcidId);
    if (status >= 200 && status < 300) return orcidId;
    if (status !== 409) throw new Error(`linking ${orcidId} answered ${status}`);
  }
  throw new Error('could not find a free synthetic ORCID iD');
}

/**
 * Links a fresh iD to the account signed in on `page` (through the gateway, as the dashboard form
 * does) and returns the researcher's name as imported from the stub's record: a name no researcher
 * in the system has yet (as the network graph lists them), so tests can find this one by name.
 * `suits` narrows the synthetic researchers to those a test needs (say, with two research topics).
 */
export async function linkOrcid(page: Page, suits?: (orcidId: string) => boolean): Promise<string> {
  const { e2e } = await import('./context');
  const request = page.context().request;
  const network = await request.get(`${e2e().publicUrl}/api/researchers/network`);
  if (!network.ok()) throw new Error(`the researcher network answered ${network.status()}`);
  const taken = new Set(((await network.json()) as Array<{ name: string }>).map((n) => n.name));
  let name = '';
  await linkFreshOrcid(
    async (orcidId) => {
      const res = await request.post(`${e2e().publicUrl}/api/orcid/connect`, {
        data: { orcidId },
        headers: { origin: e2e().publicUrl },
      });
      if (res.ok()) name = ((await res.json()) as { profile: { name: string } }).profile.name;
      return res.status();
    },
    taken,
    suits,
  );
  return name;
}
