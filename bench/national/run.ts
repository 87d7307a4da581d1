/**
 * Each heavy page's answers at national size (issue 45, item 4): the whole system (every service,
 * the gateway, the dev OpenID provider) on the national fixture (bench/national/fixture.ts, built
 * if missing), signed in through the real OIDC flow as the fixture's people, asking through the
 * gateway exactly what each page asks when it opens (read from web/src: the shell's two calls,
 * then the page's; a call that needs an earlier answer, such as the research data of the profile
 * just read, is asked after it, as the page does). The shell's live channel (`/api/events`, an event
 * stream that stays open) is not an answer and is left out.
 *
 * For each page: the bytes of its API answers as sent (gzip, as the gateway compresses /api
 * answers for a browser that accepts it) and as JSON, and the time until the last answer is in,
 * one page at a time, its calls together (six connections, as a browser opens to one host):
 * p50 and p95 over BENCH_REPEAT asks. Target: at most 200 KB and 300 ms a page.
 *
 *   npx tsx bench/national/run.ts
 *
 * Settings (environment):
 *   BENCH_DATABASE_URL   the national fixture's database          postgres://postgres@127.0.0.1:5432/bench_national
 *   BENCH_REBUILD=1      rebuild the fixture first
 *   BENCH_REPEAT         asks per page                             20
 *   BENCH_PAGES          comma-separated subset of the pages' names
 *
 * The services run as the end-to-end tests run them (NODE_ENV=test, their own event namespace and
 * Redis prefix, rate limits out of the way), networking and the gateway with the heap limits they
 * are deployed with. Figures and each call's size go to bench/out/national-<time>.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import pg from 'pg';
import { profileRoutes } from '@app/contracts/profile/http';
import { TOTAL_COUNT_HEADER } from '@app/contracts/networking/headers';
import { freePort, uniqueName, waitFor } from '@app/service-kit/testing';
import { cookieHeader, devSignIn } from '../../scripts/lib/dev-sign-in';
import { processes } from '../../scripts/lib/processes';
import { startSystem, type Ports } from '../../scripts/lib/system';
import { testSystemEnv } from '../../scripts/lib/test-system-env';
import { describeMachine, machineFigures } from '../lib/machine';
import { percentile } from '../lib/load';
import { memoryOf } from '../lib/process-figures';
import { buildNationalFixture, DEFAULT_NATIONAL_DATABASE_URL, deleteStreams, NATIONAL_SIZE } from './fixture';

const env = process.env;
const databaseUrl = env.BENCH_DATABASE_URL ?? DEFAULT_NATIONAL_DATABASE_URL;
const repeat = Number(env.BENCH_REPEAT ?? 20);
const onlyPages = env.BENCH_PAGES?.split(',').map((s) => s.trim());
const TARGET = { bytes: 200 * 1024, ms: 300 };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Roles {
  prolific: { userId: string; profileId: string; email: string };
  supervisor: { userId: string; profileId: string; email: string };
  typical: { userId: string; profileId: string; email: string };
  largestGroup: string;
}

/** Who asks, and what: the calls of a page in stages (a stage's calls go together). */
interface Page {
  name: string;
  as: keyof Omit<Roles, 'largestGroup'>;
  stages: Array<(earlier: Map<string, unknown>, roles: Roles) => string[]>;
  /** What the row says about the page's state (e.g. which dialog is open). */
  note: string;
}

/** What every signed-in page asks: the session's user and the bell's count. */
const SHELL = ['/api/auth/user', '/api/notifications/count'];

/**
 * The interest picker, opened (suggestions for nothing typed) and then "edu" typed, when the route
 * searches (issue 45); before that it read every interest anyone named.
 */
const picker = (): { open: string[]; typed: string[] } => {
  const route: { query?: { shape?: Record<string, unknown> } } = profileRoutes.researchInterests;
  return route.query?.shape && 'search' in route.query.shape
    ? { open: ['/api/research-interests'], typed: ['/api/research-interests?search=edu'] }
    : { open: ['/api/research-interests'], typed: [] };
};

/** The FoR picker beside a researcher list or in the editor (2,203 codes; public, cached by the browser after the first page). */
const FOR_CODES = '/api/classification-codes/for';

const PAGES: Page[] = [
  {
    name: 'dashboard',
    as: 'supervisor',
    note: 'the supervisor with 2,000 requests and their 2,000 notifications',
    stages: [
      () => [
        ...SHELL,
        '/api/profile',
        '/api/orcid/status',
        '/api/notifications',
        '/api/academic-connections/requests?direction=incoming&limit=5',
        '/api/my-groups',
        '/api/academic-connections/requests?direction=incoming&status=pending&status=rejected&limit=1',
      ],
    ],
  },
  {
    name: '/research-profile (picker open)',
    as: 'typical',
    note: 'a researcher with 3-5 interests; the interest picker opened, then "edu" typed; the FoR picker shown',
    stages: [
      () => [...SHELL, '/api/profile', '/api/my-groups', FOR_CODES, ...picker().open],
      (_e, roles) => [`/api/profile/${roles.typical.profileId}/research-data`],
      () => picker().typed,
    ],
  },
  {
    name: '/profile (prolific)',
    as: 'prolific',
    note: `the prolific researcher's own profile (${NATIONAL_SIZE.prolificWorks.toLocaleString('en')} works)`,
    stages: [() => [...SHELL, '/api/profile', '/api/my-groups']],
  },
  {
    name: '/researcher/{id} (prolific)',
    as: 'typical',
    note: 'the prolific researcher seen by another',
    stages: [
      (_e, roles) => [...SHELL, `/api/researcher/${roles.prolific.userId}`],
      (_e, roles) => [
        // The page shows the newest five (researcher-page.tsx); before issue 45 it read them all.
        `/api/researcher/${roles.prolific.userId}/publications?limit=5&offset=0`,
        ...['affiliations', 'education', 'awards', 'groups'].map(
          (part) => `/api/researcher/${roles.prolific.userId}/${part}`,
        ),
      ],
    ],
  },
  {
    name: '/research-groups + Show Members',
    as: 'typical',
    note: '"Show Members" on the largest group (20,000 members)',
    stages: [
      () => [...SHELL, '/api/research-groups-list'],
      (_e, roles) => [`/api/research-groups/${roles.largestGroup}/members?limit=50&offset=0`],
    ],
  },
  {
    name: '/research-projects',
    as: 'typical',
    note: 'the browse tab, first page, among 5,000 projects',
    stages: [
      () => [
        ...SHELL,
        '/api/profile',
        '/api/research-projects/options',
        '/api/research-projects/relevance?page=1&pageSize=20',
      ],
    ],
  },
  {
    name: '/academic-networking',
    as: 'typical',
    note: 'Discover Researchers, first page, among 100,000',
    stages: [
      () => [
        ...SHELL,
        '/api/profile',
        FOR_CODES,
        '/api/academic-connections/similar?includeUnmatched=false&limit=20&offset=0',
      ],
      (_e, roles) => [`/api/profile/${roles.typical.profileId}/research-data`],
    ],
  },
  {
    name: 'requests tabs (/phd-examiner-finder)',
    as: 'supervisor',
    note: 'the examiner finder with its outgoing and incoming request tabs, as the supervisor',
    stages: [
      () => [
        ...SHELL,
        FOR_CODES,
        '/api/phd-examiners?limit=10&offset=0',
        '/api/phd-examiner-requests?limit=20&offset=0',
        '/api/academic-connections/requests?direction=incoming&type=examiner_request&limit=20&offset=0',
      ],
      // Which of the examiners shown my requests wait on (use-awaiting-answer.ts).
      (earlier) => {
        const shown =
          (earlier.get('/api/phd-examiners?limit=10&offset=0') as Array<{ id: string }> | undefined) ?? [];
        if (shown.length === 0) return [];
        const people = [...new Set(shown.map((e) => e.id))]
          .sort()
          .map((id) => `people=${id}`)
          .join('&');
        return [`/api/phd-examiner-requests?status=pending&${people}&limit=100`];
      },
    ],
  },
];

interface Answer {
  path: string;
  status: number;
  ms: number;
  wireBytes: number;
  jsonBytes: number;
  encoding: string;
  /** A JSON array answered without a total: a list sent whole. */
  unpagedList: boolean;
  length: number | null;
  body: unknown;
}

function ask(base: string, agent: http.Agent, cookie: string, p: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}${p}`,
      { agent, headers: { cookie, 'accept-encoding': 'gzip', accept: 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - started;
          const wire = Buffer.concat(chunks);
          const encoding = String(res.headers['content-encoding'] ?? 'identity');
          const raw =
            encoding === 'gzip' ? gunzipSync(wire) : encoding === 'br' ? brotliDecompressSync(wire) : wire;
          const text = raw.toString('utf8');
          const body = parseJson(text);
          const status = res.statusCode ?? 0;
          resolve({
            path: p,
            status,
            ms,
            wireBytes: wire.length,
            jsonBytes: raw.length,
            encoding,
            unpagedList: Array.isArray(body) && res.headers[TOTAL_COUNT_HEADER] === undefined,
            length: Array.isArray(body) ? body.length : null,
            body,
          });
        });
      },
    );
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface PageAsk {
  ms: number;
  answers: Answer[];
}

async function askPage(base: string, cookie: string, page: Page, roles: Roles): Promise<PageAsk> {
  // A browser opens at most six connections to one host.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const earlier = new Map<string, unknown>();
  const answers: Answer[] = [];
  const started = performance.now();
  try {
    for (const stage of page.stages) {
      const paths = stage(earlier, roles);
      const got = await Promise.all(paths.map((p) => ask(base, agent, cookie, p)));
      for (const a of got) {
        earlier.set(a.path, a.body);
        answers.push(a);
      }
    }
  } finally {
    agent.destroy();
  }
  return { ms: performance.now() - started, answers };
}

async function readRoles(): Promise<Roles | null> {
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await db.connect();
    const rows = (await db.query('SELECT role, user_id, profile_id, email, id FROM bench.roles'))
      .rows as Array<{
      role: string;
      user_id: string;
      profile_id: string;
      email: string;
      id: string;
    }>;
    const person = (role: string) => {
      const r = rows.find((x) => x.role === role);
      if (!r) throw new Error(`no ${role} in bench.roles`);
      return { userId: r.user_id, profileId: r.profile_id, email: r.email };
    };
    const group = rows.find((x) => x.role === 'largest-group')?.id;
    if (!group) return null;
    return {
      prolific: person('prolific'),
      supervisor: person('supervisor'),
      typical: person('typical'),
      largestGroup: group,
    };
  } catch {
    return null;
  } finally {
    await db.end().catch(() => undefined);
  }
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const fmt = (ms: number) => ms.toFixed(0);

async function main(): Promise<void> {
  const machine = await machineFigures();
  console.log(describeMachine(machine));
  let roles = env.BENCH_REBUILD === '1' ? null : await readRoles();
  if (!roles) {
    console.log('fixture: building the national fixture...');
    await buildNationalFixture(databaseUrl, (s) => console.log(`  ${s}`));
    roles = await readRoles();
    if (!roles) throw new Error('the fixture has no roles');
  }
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  // Identity's sign-in links the fixture's users by email; the gateway's sessions live in Redis.
  const namespace = uniqueName('bnat');
  const ports = { smtp: await freePort() } as Ports;
  for (const p of processes) ports[p.name] = await freePort();
  const url = `http://localhost:${ports.gateway}`;
  const started = performance.now();
  const systemEnv = testSystemEnv({
    databaseUrl,
    namespace,
    redisPrefix: `${namespace}:`,
    rateLimit: 100_000_000,
  });
  // Networking first, on its own: on a loaded machine it takes longer to be ready than startSystem
  // waits (it loads its search indexes); the others then start with its address, as in
  // bench/networking/gateway-front.ts.
  const networking = await startNetworking(systemEnv, ports.networking!, url);
  const system = await startSystem({
    env: systemEnv,
    ports,
    publicUrl: url,
    only: processes.map((p) => p.name).filter((n) => n !== 'networking'),
    nodeArgs: { gateway: ['--max-old-space-size=256', '--max-semi-space-size=16'] },
    log: (name, _i, line) => {
      if (!line.startsWith('{') || /"level":(50|60)/.test(line))
        console.error(`[${name}] ${line.slice(0, 300)}`);
    },
  });
  console.log(`system ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const results: Array<{ page: Page; asks: PageAsk[] }> = [];
  try {
    const cookies = {} as Record<keyof Omit<Roles, 'largestGroup'>, string>;
    for (const role of ['prolific', 'supervisor', 'typical'] as const) {
      const browser = await devSignIn(url, roles[role].email);
      if (browser.id !== roles[role].userId)
        throw new Error(`${role} signed in as ${browser.id}, not the fixture's ${roles[role].userId}`);
      cookies[role] = cookieHeader(browser, url);
    }
    const pages = PAGES.filter((p) => !onlyPages || onlyPages.includes(p.name));
    // Warm-up: networking loads its search indexes after it is ready, and each page's plans.
    for (const page of pages) {
      const first = await askPage(url, cookies[page.as], page, roles);
      const failed = first.answers.filter((a) => a.status >= 400);
      if (failed.length)
        throw new Error(`${page.name}: ${failed.map((a) => `${a.path} answered ${a.status}`).join(', ')}`);
    }
    for (const page of pages) {
      const asks: PageAsk[] = [];
      for (let i = 0; i < repeat; i++) asks.push(await askPage(url, cookies[page.as], page, roles));
      results.push({ page, asks });
      report(page, asks);
    }
    console.log(
      `\nload average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    summary(results);
    const memory = Object.fromEntries(
      ['gateway', 'identity', 'profile', 'networking', 'projects', 'groups', 'notifications'].map((n) => [
        n,
        memoryOf(n === 'networking' ? networking.pid : system.pidOf(n)),
      ]),
    );
    console.log('memory after the run (MB):');
    console.table(memory);
    const out = path.join(root, 'bench/out');
    mkdirSync(out, { recursive: true });
    const file = path.join(out, `national-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          machine,
          loadAverage: loadavg(),
          repeat,
          memory,
          pages: results.map(({ page, asks }) => ({
            name: page.name,
            note: page.note,
            p50: percentile(
              asks.map((a) => a.ms).sort((x, y) => x - y),
              50,
            ),
            p95: percentile(
              asks.map((a) => a.ms).sort((x, y) => x - y),
              95,
            ),
            calls: asks[0]!.answers.map((a, i) => ({
              path: a.path,
              status: a.status,
              wireBytes: a.wireBytes,
              jsonBytes: a.jsonBytes,
              encoding: a.encoding,
              items: a.length,
              unpagedList: a.unpagedList,
              p95: percentile(
                asks.map((x) => x.answers[i]?.ms ?? NaN).sort((x, y) => x - y),
                95,
              ),
            })),
          })),
        },
        null,
        2,
      ),
    );
    console.log(`figures written to ${path.relative(root, file)}`);
  } finally {
    await system.stopAll();
    networking.kill('SIGTERM');
    await new Promise((r) => networking.once('exit', r));
    await deleteStreams(namespace);
  }
}

/** The networking service as deployed (its heap limit), on the system's settings; ready when it answers. */
async function startNetworking(
  systemEnv: NodeJS.ProcessEnv,
  port: number,
  publicUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-old-space-size=512', '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'services/networking'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...systemEnv, PORT: String(port), PUBLIC_URL: publicUrl },
  });
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`networking exited with code ${child.exitCode}`);
      return (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.ok ?? false;
    },
    { timeoutMs: 600_000, intervalMs: 200, what: 'the networking service' },
  );
  return child;
}

function report(page: Page, asks: PageAsk[]): void {
  console.log(`\n${page.name}: ${page.note}`);
  const first = asks[0]!;
  for (const [i, a] of first.answers.entries()) {
    const times = asks.map((x) => x.answers[i]?.ms ?? NaN).sort((x, y) => x - y);
    console.log(
      `  ${a.path.length > 70 ? `${a.path.slice(0, 67)}...` : a.path.padEnd(70)} ${String(a.status)} ` +
        `${kb(a.wireBytes).padStart(10)} sent (${a.encoding}), ${kb(a.jsonBytes).padStart(10)} JSON` +
        `${a.length !== null ? `, ${a.length} items` : ''}${a.unpagedList ? ' [list without a total]' : ''}` +
        `  p95 ${fmt(percentile(times, 95))} ms`,
    );
  }
}

function summary(results: Array<{ page: Page; asks: PageAsk[] }>): void {
  console.log(
    `\n| page | calls | sent (gzip) | JSON | p50 | p95 | target (${TARGET.bytes / 1024} KB, ${TARGET.ms} ms) |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const { page, asks } of results) {
    const times = asks.map((a) => a.ms).sort((x, y) => x - y);
    const wire = asks[0]!.answers.reduce((n, a) => n + a.wireBytes, 0);
    const json = asks[0]!.answers.reduce((n, a) => n + a.jsonBytes, 0);
    const p95 = percentile(times, 95);
    const over = [wire > TARGET.bytes ? 'bytes' : '', p95 > TARGET.ms ? 'time' : ''].filter(Boolean);
    console.log(
      `| ${page.name} | ${asks[0]!.answers.length} | ${kb(wire)} | ${kb(json)} | ${fmt(percentile(times, 50))} ms | ${fmt(p95)} ms | ${over.length ? `over: ${over.join(', ')}` : 'met'} |`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
