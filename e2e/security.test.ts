import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@app/contracts/gateway/route-table';
import type { RouteSpec } from '@app/contracts';
import type { CatalogueCode } from '@app/contracts/errors';
import { signUserContext } from '@app/service-kit';
import {
  BrowserClient,
  TEST_SECRET,
  expectCatalogueAnswer,
  sendRawRequest,
  waitFor,
} from '@app/service-kit/testing';
import { ApiUser } from './support/api-user';
import { launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
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
  fixtures['POST /api/research-groups/:id/email-members'] = {
    params: { id: group!.id },
    body: { message: 'Not from a leader.' },
  };
  fixtures['PATCH /api/notifications/:id/read'] = { params: { id: notification.id } };
});

/** A black greyscale PNG `side` pixels square: its rows of zeros deflate to a few kilobytes. */
function bombPng(side: number) {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // one bit a pixel, greyscale (colour type 0), no interlace
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // each: filter 0, then black pixels
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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

/**
 * The answer's status, read to its end; an event stream (`/api/events/stream`, endless by design)
 * is judged by its status and headers, then let go.
 */
async function statusOf(res: Response): Promise<number> {
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
  else await res.arrayBuffer();
  return res.status;
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
    return statusOf(res);
  }
  let user: ApiUser = who === 'admin' ? admin : researcher;
  // Deleting one's own account is the one call that cannot be repeated: use someone disposable.
  if (key(route) === 'DELETE /api/account') user = await ApiUser.signIn(uniqueEmail('disposable'));
  return statusOf(await user.raw(route.method, path, body));
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

describe('an email address its owner hides', () => {
  type MemberEmails = { emails: string[]; hiddenCount: number };

  it('is never shown by member-emails, whatever the role of the member who hides it', async () => {
    const [lead, hider, other] = [
      await withProfile('lead'),
      await withProfile('hider'),
      await withProfile('other'),
    ];
    await hider.json('POST', '/api/profile/preferences', { emailVisibleToMembers: false });
    const { profile } = await hider.json<{ profile: { email: string | null } }>('GET', '/api/profile');
    const addresses = [hider.email, profile.email]
      .filter((a): a is string => !!a)
      .map((a) => a.toLowerCase());
    const groups = await lead.json<Array<{ id: string }>>('GET', '/api/research-groups-list');
    const group = groups.at(-1)!.id;
    for (const member of [lead, hider, other])
      await waitFor(async () => (await member.status('POST', `/api/research-groups/${group}/join`)) === 200, {
        what: 'groups to know the member',
      });
    await lead.json('POST', `/api/research-groups/${group}/toggle-leadership`);
    const read = (who: ApiUser) =>
      who.json<MemberEmails>('GET', `/api/research-groups/${group}/member-emails`);
    const leaks = (answer: MemberEmails) =>
      addresses.some((a) => JSON.stringify(answer).toLowerCase().includes(a));

    // The hidden preference reaches groups as the profile's next snapshot; from then on, never.
    await waitFor(async () => (await read(lead)).hiddenCount >= 1, {
      what: 'groups to hear the address is hidden',
    });
    expect(leaks(await read(lead))).toBe(false);
    // The hider leading too, and a third member becoming a leader to read it: still hidden.
    await hider.json('POST', `/api/research-groups/${group}/toggle-leadership`);
    await other.json('POST', `/api/research-groups/${group}/toggle-leadership`);
    for (const reader of [lead, other, hider]) expect(leaks(await read(reader))).toBe(false);
    expect((await read(other)).hiddenCount).toBeGreaterThanOrEqual(1);

    // Yet a leader reaches them through Research Connect, and the admin's audit log keeps it.
    const sent = await other.raw('POST', `/api/research-groups/${group}/email-members`, {
      subject: 'Probe',
      message: 'Reaches the hidden member.',
    });
    expect(sent.status).toBe(200);
    await waitFor(
      async () =>
        (await hider.json<Array<{ type: string; title: string }>>('GET', '/api/notifications')).find(
          (n) => n.type === 'group_message' && n.title === 'Probe',
        ),
      { what: 'the message to reach the hidden member' },
    );
    const audit = await waitFor(
      async () => {
        const { entries } = await admin.json<{ entries: Array<{ action: string; actorUserId: string }> }>(
          'GET',
          '/api/admin/audit?pageSize=200',
        );
        const mine = entries.filter((e) => e.actorUserId === other.id).map((e) => e.action);
        return mine.includes('group_members_emailed') ? mine : undefined;
      },
      { what: 'the new leader in the audit log' },
    );
    expect(audit).toContain('group_member_emails_read');
  });
});

describe('hostile input', () => {
  const hostile = [
    `'; DROP TABLE users; --`,
    `<script>window.__pwned = true; alert('x')</script>`,
    `<img src=x onerror="window.__pwned = true">`,
    `Robert'); DELETE FROM research_projects; -- ${'\u202E'}`,
  ] as const;

  // What is stored: the text exactly, less the right-to-left override (issue 38 item 11).
  const stored = (text: string) => text.replaceAll('\u202E', '').trim();

  it('stores injection strings in text fields and returns them as text, harming nothing', async () => {
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
    expect(created).toMatchObject({
      title: stored(title),
      description: hostile[1],
      skillsNeeded: hostile[0],
    });
    const interest = await researcher.json<{ id: string; name: string }>('POST', '/api/research-interests', {
      name: hostile[0],
    });
    expect(interest.name).toBe(hostile[0]);
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
    expect(profile.researchStatement).toBe(stored(hostile.join('\n')));
    expect(profile.contactPreferences).toBe(stored(hostile[3]));
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

  it('takes out what would disguise text, keeping right-to-left scripts (issue 38 item 11)', async () => {
    const project = await researcher.json<{ title: string; description: string }>(
      'POST',
      '/api/research-projects',
      { title: 'Alice\u202Egnp.exe\u200B', description: 'مشروع\u2066 بحثي\u2069 · פרויקט מחקר\u0000' },
    );
    expect(project).toMatchObject({ title: 'Alicegnp.exe', description: 'مشروع بحثي · פרויקט מחקר' });
  });

  it('keeps markup and disguises off the shared research-interest list, a few new names a day each (issue 38 item 10)', async () => {
    for (const [name, message] of [
      [hostile[2], 'A research interest cannot contain < or >'],
      ['\u202E\u200B', 'Research interest name is required'],
    ]) {
      const res = await researcher.raw('POST', '/api/research-interests', { name });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
    const adder = await ApiUser.signIn(uniqueEmail('interest.adder'));
    const tag = randomUUID().slice(0, 8);
    for (let i = 0; i < 20; i += 1)
      expect(await adder.status('POST', '/api/research-interests', { name: `Probe ${tag} ${i}` })).toBe(201);
    const limited = await adder.raw('POST', '/api/research-interests', { name: `Probe ${tag} 20` });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      code: 'RESEARCH_INTEREST_DAILY_LIMIT',
      message:
        'You can add up to 20 new research interests a day. Choose from the list, or add more tomorrow.',
    });
    // An existing name is still there to take.
    expect(await adder.status('POST', '/api/research-interests', { name: `probe ${tag} 3` })).toBe(200);
  });

  it('joins a project only as collaborator, whatever role the joiner sends (issue 38 item 9)', async () => {
    const project = await owner.json<{ id: string }>('POST', '/api/research-projects', {
      title: 'Roles probe',
      description: 'Who may call themselves owner?',
    });
    const join = (role?: string) =>
      researcher.raw('POST', `/api/research-projects/${project.id}/join`, role === undefined ? {} : { role });
    const asOwner = await join('owner');
    expect(asOwner.status).toBe(400);
    expect(((await asOwner.json()) as { message: string }).message).toContain(
      'Members join a project as collaborator',
    );
    expect((await join()).status).toBe(200);
    const members = await researcher.json<Array<{ membershipInfo: { role: string } }>>(
      'GET',
      `/api/research-projects/${project.id}/members`,
    );
    expect(members.map((m) => m.membershipInfo.role)).toEqual(['collaborator']);
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

  it('refuses an image bomb: a 10,000 x 10,000 PNG of a few kilobytes', async () => {
    const { uploadURL } = await researcher.json<{ uploadURL: string }>('POST', '/api/profile/image/upload');
    const res = await researcher.client.request(uploadURL, {
      method: 'PUT',
      body: bombPng(10_000),
      headers: { 'content-type': 'image/png' },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'IMAGE_DIMENSIONS_TOO_LARGE',
      message:
        'The image is 10,000 × 10,000 pixels; images can be at most 4,096 pixels wide or high and 16 megapixels.',
    });
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

  it.each(['/..//evil.example', '/%2e%2e//evil.example', '/research-profile/..//..//evil.example'])(
    'does not redirect off-site after sign-in through dot segments (%s)',
    async (returnTo) => {
      const { hops } = await new BrowserClient().follow(
        `${e2e().publicUrl}/api/login?login_hint=${encodeURIComponent(researcher.email)}&returnTo=${encodeURIComponent(returnTo)}`,
      );
      const callback = hops.find((h) => h.url.startsWith(`${e2e().publicUrl}/api/callback`));
      expect(callback?.location).toBe('/?success=logged_in');
      expect(new URL(hops.at(-1)!.url).origin).toBe(e2e().publicUrl);
    },
  );
});

describe('privacy and plain answers at the edge', () => {
  it('keeps personal answers out of caches and leaves public ones cacheable', async () => {
    for (const path of ['/api/profile', '/api/auth/user', '/api/notifications']) {
      const res = await researcher.raw('GET', path);
      await res.arrayBuffer();
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const codes = await fetch(`${e2e().publicUrl}/api/classification-codes/for`);
    await codes.arrayBuffer();
    expect(codes.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });

  it('answers malformed requests with the catalogue’s code and sentence, never the framework’s', async () => {
    const at = (path: string) => `${e2e().publicUrl}${path}`;
    const post = (contentType: string, body: string) =>
      researcher.client.request(at('/api/research-projects'), {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      });
    const answers: Array<[Response, CatalogueCode]> = [
      [await fetch(at('/api/%')), 'BAD_URL'],
      [await fetch(at('/api/research-projects/..%2f..%2finternal%2fusers')), 'BAD_REQUEST'],
      [await post('application/json', '{"title": '), 'INVALID_JSON'],
      [await post('application/json', ''), 'EMPTY_JSON_BODY'],
      [await post('text/plain', 'title=x'), 'UNSUPPORTED_MEDIA_TYPE'],
    ];
    for (const [res, code] of answers) expectCatalogueAnswer(res.status, await res.text(), code);
    const parserRefusal = await sendRawRequest(
      e2e().publicUrl,
      'GET /api/auth/user HTTP/1.1\r\nHost: localhost\r\nBad Header: 1\r\n\r\n',
    );
    expectCatalogueAnswer(parserRefusal.status, parserRefusal.text, 'BAD_REQUEST');
  });

  it('asks before a logout link on another site signs the person out (Chromium, 390 and 1366 px)', async () => {
    // Another site (127.0.0.1 is not the app's localhost) with a link to the app's logout.
    const otherSite = createServer((_request, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><a href="${e2e().publicUrl}/api/logout">Win a prize</a>`),
    );
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    const otherUrl = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`;
    const browser = await launchBrowser();
    try {
      for (const width of [390, 1366]) {
        const { page, context } = await signIn(browser, uniqueEmail('logout'), { width, height: 800 });
        const violations: string[] = [];
        page.on('console', (m) => {
          if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
        });
        const signedIn = async () =>
          (await context.request.get(`${e2e().publicUrl}/api/auth/user`)).status() === 200;

        await page.goto(otherUrl);
        await page.getByRole('link', { name: 'Win a prize' }).click();
        await page.getByRole('heading', { name: 'Log out of Research Connect?' }).waitFor();
        await screenshot(page, `cross-site-logout-${width}`);
        expect(await signedIn()).toBe(true);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        expect(overflow).toBe(false);

        await page.getByRole('button', { name: 'Log out' }).click();
        await page.waitForURL((url) => url.origin === e2e().publicUrl && !url.pathname.startsWith('/api'));
        expect(await signedIn()).toBe(false);
        expect(violations).toEqual([]);
        await context.close();
      }
    } finally {
      await browser.close();
      await new Promise((resolve) => otherSite.close(resolve));
    }
  });
});

afterAll(() => undefined);
