import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@app/contracts/gateway/route-table';
import type { RouteSpec } from '@app/contracts';
import { signUserContext } from '@app/service-kit';
import { BrowserClient, TEST_SECRET, waitFor } from '@app/service-kit/testing';
import { ApiUser } from './support/api-user';
import { launchBrowser, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { linkFreshOrcid } from './support/orcid';

/**
 * Every /api route of the catalogue (the table the gateway and services are built from, so a new
 * route cannot be forgotten), called signed out, as a plain researcher, as an administrator, and for
 * owner-only routes as someone who does not own the resource.
 */
type Who = 'anonymous' | 'researcher' | 'admin' | 'stranger';

const routes = allRoutes().filter((r) => r.service !== 'gateway');
const key = (r: Pick<RouteSpec, 'method' | 'path'>) => `${r.method} ${r.path}`;

let owner: ApiUser & { profileId: string };
let researcher: ApiUser & { profileId: string };
let admin: ApiUser;
const fixtures: Record<string, { params: Record<string, string>; body?: unknown }> = {};

async function withProfile(prefix: string) {
  const user = await ApiUser.signIn(uniqueEmail(prefix));
  await linkFreshOrcid((orcidId) => user.status('POST', '/api/orcid/connect', { orcidId }));
  const { profile } = await user.json<{ profile: { id: string } }>('GET', '/api/profile');
  return Object.assign(user, { profileId: profile.id });
}

beforeAll(async () => {
  owner = await withProfile('owner');
  researcher = await withProfile('researcher');
  admin = await ApiUser.signIn('admin@example.edu');
  const requester = await withProfile('requester');

  // The owner's resources: a connection request addressed to them, a project, a group they lead, a notification.
  const request = await waitFor(
    async () => {
      const res = await requester.raw('POST', '/api/academic-connections', {
        targetProfileId: owner.profileId,
      });
      return res.status === 201 ? ((await res.json()) as { id: string }) : undefined;
    },
    { what: 'networking to know the owner' },
  );
  const project = await owner.json<{ id: string }>('POST', '/api/research-projects', {
    title: 'Owner’s project',
    description: 'Owned.',
  });
  const [group] = await owner.json<Array<{ id: string }>>('GET', '/api/research-groups-list');
  await owner.json('POST', `/api/research-groups/${group!.id}/join`);
  await owner.json('POST', `/api/research-groups/${group!.id}/toggle-leadership`);
  const notification = await waitFor(
    async () => (await owner.json<Array<{ id: string }>>('GET', '/api/notifications'))[0],
    {
      what: 'a notification for the owner',
    },
  );

  const projectBody = { title: 'Taken over', description: 'Should not happen.' };
  for (const m of ['respond', 'accept', 'decline'])
    fixtures[`POST /api/academic-connections/:id/${m}`] = {
      params: { id: request.id },
      body: m === 'respond' ? { response: 'accepted' } : undefined,
    };
  fixtures['DELETE /api/academic-connections/:id'] = { params: { id: request.id } };
  fixtures['PUT /api/research-projects/:id'] = { params: { id: project.id }, body: projectBody };
  fixtures['PATCH /api/research-projects/:id/complete'] = { params: { id: project.id } };
  fixtures['DELETE /api/research-projects/:id'] = { params: { id: project.id } };
  fixtures['GET /api/research-groups/:id/member-emails'] = { params: { id: group!.id } };
  fixtures['PATCH /api/notifications/:id/read'] = { params: { id: notification.id } };
});

function url(route: RouteSpec, params: Record<string, string> = {}): string {
  return route.path.replace(
    /:([A-Za-z]+)/g,
    (_, name: string) =>
      params[name] ??
      (name === 'file' ? `${randomUUID()}.png` : name === 'token' ? 'not-a-token' : randomUUID()),
  );
}

/** The id a route's fixture was made with (by the beforeAll that fills `fixtures`). */
function fixtureId(route: string): string {
  const id = fixtures[route]?.params.id;
  if (id === undefined) throw new Error(`no fixture with an id for ${route}`);
  return id;
}

async function call(who: Who, route: RouteSpec): Promise<number> {
  const fixture = fixtures[key(route)];
  const path = url(route, fixture?.params);
  const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : (fixture?.body ?? {});
  if (who === 'anonymous') {
    const res = await new BrowserClient().request(`${e2e().publicUrl}${path}`, {
      method: route.method,
      ...(body === undefined ? {} : { json: body }),
    });
    await res.arrayBuffer();
    return res.status;
  }
  let user: ApiUser = who === 'admin' ? admin : researcher;
  // Deleting one's own account is the one call that cannot be repeated: use someone disposable.
  if (key(route) === 'DELETE /api/account') user = await ApiUser.signIn(uniqueEmail('disposable'));
  return user.status(route.method, path, body);
}

describe('every route of the catalogue', () => {
  it('covers every service route', () => {
    expect(routes.length).toBeGreaterThan(70);
  });

  it.each(routes.map((r) => [key(r), r] as const))(
    '%s refuses or serves each caller as declared',
    async (_name, route) => {
      const anonymous = await call('anonymous', route);
      const asResearcher = await call('researcher', route);
      const asAdmin = route.auth === 'admin' ? await call('admin', route) : null;
      const statuses = { anonymous, asResearcher, asAdmin };

      for (const s of [anonymous, asResearcher, asAdmin])
        if (s !== null) expect(s, JSON.stringify(statuses)).toBeLessThan(500);
      if (route.tokenInAddress) {
        // No valid token was given: refused whoever calls.
        expect([400, 401, 403, 404], JSON.stringify(statuses)).toContain(anonymous);
        return;
      }
      if (route.auth === 'public') {
        expect([401, 403], JSON.stringify(statuses)).not.toContain(anonymous);
      } else {
        expect(anonymous, JSON.stringify(statuses)).toBe(401);
      }
      if (route.auth === 'admin') {
        expect(asResearcher, JSON.stringify(statuses)).toBe(403);
        expect([401, 403], JSON.stringify(statuses)).not.toContain(asAdmin);
      } else if (route.ownerOnly) {
        // The researcher owns none of the fixtures: refused, and without learning more than needed.
        expect([403, 404], JSON.stringify(statuses)).toContain(asResearcher);
      } else {
        expect([401, 403], JSON.stringify(statuses)).not.toContain(asResearcher);
      }
    },
  );

  it('left the owner’s resources untouched', async () => {
    const project = await owner.json<{ title: string; status: string }>(
      'GET',
      `/api/research-projects/${fixtureId('PUT /api/research-projects/:id')}`,
    );
    expect(project).toMatchObject({ title: 'Owner’s project', status: 'seeking_collaborators' });
    const requests = await owner.json<Array<{ id: string; status: string }>>(
      'GET',
      '/api/academic-connections/requests',
    );
    expect(requests.find((r) => r.id === fixtureId('DELETE /api/academic-connections/:id'))?.status).toBe(
      'pending',
    );
  });
});

describe('hostile input', () => {
  const hostile = [
    `'; DROP TABLE users; --`,
    `<script>window.__pwned = true; alert('x')</script>`,
    `<img src=x onerror="window.__pwned = true">`,
    `Robert'); DELETE FROM research_projects; -- ${'\u202E'}`,
  ] as const;

  it('stores injection strings in text fields and returns them exactly, harming nothing', async () => {
    const title = hostile.join(' | ');
    const created = await researcher.json<{
      id: string;
      title: string;
      description: string;
      skillsNeeded: string;
    }>('POST', '/api/research-projects', {
      title,
      description: hostile[1],
      skillsNeeded: hostile[0],
    });
    expect(created).toMatchObject({ title, description: hostile[1], skillsNeeded: hostile[0] });
    const interest = await researcher.json<{ id: string; name: string }>('POST', '/api/research-interests', {
      name: hostile[2].slice(0, 90),
    });
    expect(interest.name).toBe(hostile[2].slice(0, 90));
    await researcher.json('POST', '/api/profile/preferences', {
      availableForSupervision: true,
      availableForExamination: false,
      acceptingCollaborations: true,
      researchStatement: hostile.join('\n'),
      contactPreferences: hostile[3],
    });
    const { profile } = await researcher.json<{
      profile: { researchStatement: string; contactPreferences: string };
    }>('GET', '/api/profile');
    expect(profile.researchStatement).toBe(hostile.join('\n'));
    expect(profile.contactPreferences).toBe(hostile[3]);
    const search = await researcher.json<unknown[]>(
      'GET',
      `/api/phd-supervisors?search=${encodeURIComponent(hostile[0])}`,
    );
    expect(Array.isArray(search)).toBe(true);
    // Tables are intact: listing still works.
    expect((await admin.json<{ total: number }>('GET', '/api/admin/users')).total).toBeGreaterThan(0);
    fixtures.hostileProject = { params: { id: created.id } };
  });

  it('shows them as text in the browser, running nothing', async () => {
    let browser: Browser | null = null;
    try {
      browser = await launchBrowser();
      const { page, context } = await signIn(browser, researcher.email);
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs += 1;
        void d.dismiss();
      });
      await page.goto(`${e2e().publicUrl}/research-projects/${fixtures.hostileProject!.params.id}`);
      await page.getByText("'; DROP TABLE users; --", { exact: false }).first().waitFor();
      expect(dialogs).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
      await context.close();
    } finally {
      await browser?.close();
    }
  });

  it('refuses oversized bodies and images with 413', async () => {
    const big = await researcher.raw('POST', '/api/research-projects', {
      title: 'x',
      description: 'y'.repeat(2 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    const { uploadURL } = await researcher.json<{ uploadURL: string }>('POST', '/api/profile/image/upload');
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await researcher.client.request(uploadURL, {
      method: 'PUT',
      body: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Image must be smaller than 5MB');
  });
});

describe('the edge', () => {
  it('refuses a cross-origin state change and ignores a forged user context', async () => {
    const evil = await researcher.client.request(`${e2e().publicUrl}/api/research-projects`, {
      method: 'POST',
      json: { title: 'CSRF', description: 'forged' },
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    const forged = await signUserContext(
      { userId: admin.id, role: 'admin', email: 'admin@example.edu', firstName: null, lastName: null },
      TEST_SECRET,
    );
    const res = await fetch(`${e2e().publicUrl}/api/admin/users`, { headers: { 'x-user-context': forged } });
    expect(res.status).toBe(401);
  });

  it('does not redirect off-site after sign-in', async () => {
    const client = new BrowserClient();
    const { hops } = await client.follow(
      `${e2e().publicUrl}/api/login?login_hint=${encodeURIComponent(researcher.email)}&returnTo=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(hops.at(-1)!.url).toBe(`${e2e().publicUrl}/?success=logged_in`);
  });
});

afterAll(() => undefined);
