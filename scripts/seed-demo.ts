/**
 * Loads the demo network through the gateway, as its people would: each demo researcher signs in
 * with the dev OpenID provider, links their ORCID iD (served by the stub), sets interests, FoR codes
 * and availability; then connections, supervision requests, projects and group memberships. Safe to
 * run again (`npm run seed`): what exists already is left alone. A step that fails is named, the
 * rest still runs (skipping only what needs the failed part), and the exit code says it failed.
 */
import { BrowserClient, waitFor } from '@app/service-kit/testing';
import { carolNguyen, demoResearchers, type DemoResearcher } from '../infra/orcid-stub/src/demo-researchers';
import { demoGroupMemberships, demoProjects } from './demo-content';

const base = process.env.PUBLIC_URL ?? 'http://localhost:8080';

class SeedError extends Error {}

/** The steps that failed, with why; the seed goes on without them. */
const failures: string[] = [];

/** Runs one step of the seed; a failure is recorded and reported, and the seed goes on. */
async function step(label: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (err) {
    failures.push(`${label}: ${(err as Error).message}`);
    console.error(`  ! ${label} failed: ${(err as Error).message}`);
  }
}

class Person {
  readonly client = new BrowserClient();
  profileId: string | null = null;
  userId: string | null = null;
  constructor(readonly researcher: DemoResearcher) {}

  async call<T>(method: string, path: string, body?: unknown, okStatuses: number[] = []): Promise<T | null> {
    const res = await this.client.request(`${base}${path}`, {
      method,
      ...(body === undefined ? {} : { json: body }),
    });
    const text = await res.text();
    if (res.ok) return (text ? JSON.parse(text) : null) as T;
    if (okStatuses.includes(res.status)) return null;
    throw new SeedError(`${this.researcher.email}: ${method} ${path} -> ${res.status} ${text.slice(0, 300)}`);
  }

  async signIn(): Promise<void> {
    const url = `${base}/api/login?login_hint=${encodeURIComponent(this.researcher.email)}`;
    let { response, hops } = await this.client.follow(url);
    if (response.status === 429) {
      // The gateway limits sign-ins per address; wait for the window it names, then go on.
      const wait = Number(response.headers.get('retry-after') ?? '60');
      console.log(`  sign-in rate limit reached; waiting ${wait} s`);
      await new Promise((r) => setTimeout(r, (wait + 1) * 1000));
      ({ response, hops } = await this.client.follow(url));
    }
    if (hops.at(-1)!.url !== `${base}/?success=logged_in`) {
      throw new SeedError(
        `${this.researcher.email}: sign-in failed (${response.status} at ${hops.at(-1)!.url})`,
      );
    }
    const me = await this.call<{ id: string }>('GET', '/api/auth/user');
    this.userId = me!.id;
  }
}

async function setUpProfile(p: Person): Promise<void> {
  const r = p.researcher;
  const status = await p.call<{ linked: boolean }>('GET', '/api/orcid/status');
  if (!status!.linked) await p.call('POST', '/api/orcid/connect', { orcidId: r.orcidId }, [409]);
  // A verified iD (carol) is linked by the sign-in itself, a moment later.
  const profile = await waitFor(
    () =>
      p.call<{ profile: { id: string; researchInterests: unknown[] } }>(
        'GET',
        '/api/profile',
        undefined,
        [404],
      ),
    {
      timeoutMs: 15_000,
      what: `${r.email}'s profile`,
    },
  );
  p.profileId = profile.profile.id;
  if (profile.profile.researchInterests.length > 0) return; // seeded before

  const existing =
    (await p.call<Array<{ id: string; name: string }>>('GET', '/api/research-interests')) ?? [];
  const ids: string[] = [];
  for (const name of r.researchInterests) {
    const found = existing.find((i) => i.name.toLowerCase() === name.toLowerCase());
    const interest = found ?? (await p.call<{ id: string }>('POST', '/api/research-interests', { name }));
    ids.push((interest as { id: string }).id);
  }
  await p.call('POST', '/api/profile/research-interests', { interestIds: ids });
  await p.call('POST', '/api/profile/classification-codes', {
    forCodes: r.forCodes,
    rfcdCodes: [],
    seoCodes: [],
    anzsicCodes: [],
  });
  await p.call('POST', '/api/profile/preferences', {
    availableForSupervision: r.availableForSupervision,
    availableForExamination: r.availableForExamination,
    acceptingCollaborations: r.acceptingCollaborations,
    contactPreferences: 'Email is best; I reply within a week.',
    researchStatement: r.biography,
  });
}

async function main(): Promise<void> {
  const people = new Map<string, Person>();
  for (const r of [...demoResearchers, carolNguyen]) people.set(r.email, new Person(r));
  const person = (email: string) => {
    const p = people.get(email);
    if (!p) throw new SeedError(`No demo researcher ${email}`);
    return p;
  };

  console.log(`Seeding the demo network (${people.size} researchers) through ${base}...`);
  for (const p of people.values()) {
    await step(`${p.researcher.email}'s profile`, async () => {
      await p.signIn();
      await setUpProfile(p);
    });
  }
  const admin = new Person({ ...carolNguyen, email: 'admin@example.edu' });
  await step('the administrator signing in', () => admin.signIn());

  /** Those whose profile is in place: the later steps involve only them. */
  const ready = (...ps: Person[]) => ps.every((p) => p.profileId !== null);
  const alice = person('alice@example.edu');
  if (!ready(alice)) return;

  // Wait until the networking read model has everyone before connecting them.
  const seeded = [...people.values()].filter((p) => ready(p)).length;
  await step('the network knowing every demo researcher', () =>
    waitFor(
      async () => ((await alice.call<unknown[]>('GET', '/api/researchers/network')) ?? []).length >= seeded,
      { timeoutMs: 30_000, what: 'the network to know every demo researcher' },
    ),
  );

  // Connections: a ring with chords, about two thirds accepted; a few left pending for the dashboards.
  const list = [...people.values()];
  for (const [i, from] of list.entries()) {
    for (const hop of [1, 3, 7]) {
      const to = list[(i + hop) % list.length];
      if (!to || !ready(from, to)) continue;
      await step(`connecting ${from.researcher.email} with ${to.researcher.email}`, async () => {
        const created = await from.call<{ id: string; status: string }>(
          'POST',
          '/api/academic-connections',
          { targetProfileId: to.profileId },
          [409],
        );
        if (created && created.status === 'pending' && (i + hop) % 3 !== 0) {
          await to.call('POST', `/api/academic-connections/${created.id}/accept`, undefined, [404, 409]);
        }
      });
    }
  }

  // Supervision and examination requests waiting for Alice.
  const supervisorRequests: Array<[string, string, string]> = [
    [
      'nathan.lee@example.edu',
      'Computational thinking through game design in Years 5 and 6',
      'Computational thinking',
    ],
    ['ruby.thompson@example.edu', 'Teachers’ use of learning analytics dashboards', 'Learning analytics'],
  ];
  for (const [email, thesisTitle, researchArea] of supervisorRequests) {
    if (!ready(person(email))) continue;
    await step(`${email}'s supervision request`, () =>
      person(email).call(
        'POST',
        '/api/phd-supervisor-requests',
        {
          supervisorId: alice.profileId,
          thesisTitle,
          researchArea,
          message: 'I would value your supervision: my project builds directly on your work on this topic.',
        },
        [409],
      ),
    );
  }

  // Projects (skipped when the owner already has one with that title), members, completions.
  for (const project of demoProjects) {
    const owner = person(project.owner);
    if (!ready(owner)) continue;
    await step(`the project “${project.title}”`, () => seedProject(owner, project, person));
  }

  // Groups: members join; the first one leads.
  await step('the research groups', async () => {
    const groups = (await alice.call<Array<{ id: string; name: string }>>(
      'GET',
      '/api/research-groups-list',
    ))!;
    for (const { group, members } of demoGroupMemberships) {
      const g = groups.find((x) => x.name === group);
      if (!g) throw new SeedError(`No seeded group called ${group}`);
      for (const [i, m] of members.entries()) {
        if (!ready(person(m))) continue;
        const joined = await person(m).call('POST', `/api/research-groups/${g.id}/join`, undefined, [409]);
        if (joined && i === 0) await person(m).call('POST', `/api/research-groups/${g.id}/toggle-leadership`);
      }
    }
  });
}

/** One demo project: created by its owner unless they have one of that title, joined, completed. */
async function seedProject(
  owner: Person,
  project: (typeof demoProjects)[number],
  person: (email: string) => Person,
): Promise<void> {
  const mine = (await owner.call<
    { projects?: Array<{ id: string; title: string }> } | Array<{ id: string; title: string }>
  >('GET', `/api/research-projects?createdBy=${owner.profileId}`))!;
  const existing = (Array.isArray(mine) ? mine : (mine.projects ?? [])).find(
    (x) => x.title === project.title,
  );
  if (existing) return;
  const { owner: _o, members, complete, ...fields } = project;
  const created = await owner.call<{ id: string }>('POST', '/api/research-projects', {
    ...fields,
    isPublic: true,
  });
  for (const m of members)
    if (person(m).profileId)
      await person(m).call(
        'POST',
        `/api/research-projects/${created!.id}/join`,
        { role: 'collaborator' },
        [409],
      );
  if (complete) await owner.call('PATCH', `/api/research-projects/${created!.id}/complete`);
}

main()
  .then(() => {
    if (failures.length === 0) {
      console.log('Demo network ready.');
      return;
    }
    console.error(
      `The demo network is incomplete: ${failures.length} step(s) failed (above). Run npm run seed again once the cause is fixed.`,
    );
    process.exitCode = 1;
  })
  .catch((err: Error) => {
    console.error(`Demo seed stopped: ${err.message}`);
    process.exit(1);
  });
