/**
 * `npm start`: the whole system on one machine, on local defaults, with demo data.
 * Checks PostgreSQL, NATS and Redis, creates the database, builds the web app when needed, starts
 * the local OpenID provider, ORCID stub, dev inbox, every service and the gateway (one process each,
 * logs prefixed by name), loads the demo data and prints where to go.
 *
 * `npm run dev` (`--dev`): the same processes on the same ports, each under `node --watch` (a change
 * restarts only the processes that load the changed file), and the web app from Vite's dev server
 * with hot reload at http://localhost:5173, which forwards /api to the gateway.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { infraProblems } from './lib/infra-check';
import { formatLine } from './lib/log-format';
import { devAccounts, processes } from './lib/processes';
import { buildWebIfStale } from './lib/web-build';
import { defaultPorts, repoRoot as root, startSystem, type Ports, type RunningSystem } from './lib/system';

if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const args = process.argv.slice(2);
const dev = args.includes('--dev');
/** Where Vite's dev server serves the web app in `npm run dev`. */
const VITE_URL = 'http://localhost:5173';

const env: Record<string, string | undefined> = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/research_connect',
  IMAGE_DIR: process.env.IMAGE_DIR ?? path.join(root, '.data', 'images'),
  // A local system signs many demo people in from one address; production keeps the stricter default.
  RATE_LIMIT_LOGIN_MAX: process.env.RATE_LIMIT_LOGIN_MAX ?? '600',
};
// In dev the browser is on Vite's origin: sign-in and links come back there.
const publicUrl = env.PUBLIC_URL ?? (dev ? VITE_URL : 'http://localhost:8080');
/** The fixed local ports, except those .env moves (the dev tools' own settings are honoured). */
const portSetting = (name: string) => (env[name] ? Number(env[name]) : undefined);
const ports: Ports = { ...defaultPorts };
for (const [name, setting] of Object.entries({
  'dev-oidc': 'DEV_OIDC_PORT',
  'orcid-stub': 'ORCID_STUB_PORT',
  'openalex-stub': 'OPENALEX_STUB_PORT',
  'dev-inbox': 'DEV_INBOX_HTTP_PORT',
  smtp: 'DEV_INBOX_SMTP_PORT',
})) {
  const port = portSetting(setting);
  if (port !== undefined) ports[name] = port;
}
let system: RunningSystem | null = null;
let stopping = false;

async function main(): Promise<void> {
  const problems = await infraProblems(env);
  if (problems.length > 0) {
    console.error('Research Connect cannot start:');
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  await ensureDatabase(env.DATABASE_URL!);
  if (!dev && !buildWebIfStale(env)) process.exit(1);

  const only = args.filter((a) => a !== '--dev');
  system = await startSystem({
    env,
    ports,
    publicUrl,
    only,
    nodeArgs: dev ? Object.fromEntries(processes.map((p) => [p.name, ['--watch']])) : undefined,
    log: (name, index, line) => {
      if (!stopping || !line.startsWith('exited')) console.log(formatLine(name, index, line));
    },
  });

  if (!only.length && env.SEED_DEMO !== 'false') {
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], {
      cwd: root,
      env: { ...system.env },
      stdio: 'inherit',
    });
    if (seed.status !== 0)
      console.error('The demo data could not be loaded completely (see above); the system is running.');
  }

  if (dev) startVite();
  console.log(`
  Research Connect is running at ${publicUrl}${dev ? ' (Vite, hot reload; services restart on change)' : ''}

  Sign in as a dev account (no password): ${publicUrl}/api/login?login_hint=<email>
${devAccounts.map((a) => `    ${a.email.padEnd(20)} ${a.note}`).join('\n')}
  Any other email signs in a new account.
  Captured mail: http://localhost:${ports['dev-inbox']}    Stop: Ctrl+C
`);
}

/** Vite's dev server for the web app, stopped with everything else. */
function startVite(): void {
  const vite = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--strictPort'], {
    cwd: path.join(root, 'web'),
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [vite.stdout, vite.stderr])
    createInterface({ input: stream }).on('line', (line) => {
      if (line.trim()) console.log(formatLine('vite', processes.length, line));
    });
  vite.on('exit', (code) => {
    if (!stopping) console.error(`[vite] exited (${String(code)})`);
  });
  process.on('exit', () => vite.kill());
}

async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      console.log(`Created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/** Stops every process, then exits with `code`: 0 when asked to stop, 1 after a failure. */
async function stopAll(signal: NodeJS.Signals, code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping (${signal})...`);
  await system?.stopAll();
  process.exit(code);
}

process.on('SIGINT', () => void stopAll('SIGINT'));
process.on('SIGTERM', () => void stopAll('SIGTERM'));
main().catch((err: Error) => {
  console.error(`Research Connect could not start: ${err.message}`);
  void stopAll('SIGTERM', 1);
});
