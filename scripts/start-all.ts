/**
 * `npm start`: the whole system on one machine, on local defaults, with demo data.
 * Checks PostgreSQL, NATS and Redis, creates the database, builds the web app when needed, starts
 * the local OpenID provider, ORCID stub, dev inbox, every service and the gateway (one process each,
 * logs prefixed by name), loads the demo data and prints where to go.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { unreachableInfra } from './lib/infra-check';
import { formatLine } from './lib/log-format';
import { devAccounts, processes, type ProcessSpec } from './lib/processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const env: Record<string, string | undefined> = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/research_connect',
  ORCID_API_URL: process.env.ORCID_API_URL ?? 'http://127.0.0.1:4101',
  ORCID_OAUTH_URL: process.env.ORCID_OAUTH_URL ?? 'http://localhost:4101',
  ORCID_CLIENT_ID: process.env.ORCID_CLIENT_ID ?? 'APP-DEVSTUB000000001',
  ORCID_CLIENT_SECRET: process.env.ORCID_CLIENT_SECRET ?? 'dev-orcid-stub-secret',
  SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
  IMAGE_DIR: process.env.IMAGE_DIR ?? path.join(root, '.data', 'images'),
};
const publicUrl = env.PUBLIC_URL ?? 'http://localhost:8080';
const children = new Map<string, ChildProcess>();
let stopping = false;

async function main(): Promise<void> {
  const missing = await unreachableInfra(env);
  if (missing.length > 0) {
    console.error('These servers are not reachable:');
    for (const m of missing) console.error(`  ${m.name} at ${m.url}\n    start it with: ${m.startHint}`);
    process.exit(1);
  }
  await ensureDatabase(env.DATABASE_URL!);
  buildWebIfStale();

  const only = process.argv.slice(2);
  const selected = only.length ? processes.filter((p) => only.includes(p.name)) : processes;
  for (const spec of selected.filter((p) => p.kind === 'infra')) start(spec);
  await Promise.all(selected.filter((p) => p.kind === 'infra').map(waitReady));
  for (const spec of selected.filter((p) => p.kind === 'service')) start(spec);
  await Promise.all(selected.filter((p) => p.kind === 'service').map(waitReady));
  for (const spec of selected.filter((p) => p.kind === 'gateway')) start(spec);
  await Promise.all(selected.filter((p) => p.kind === 'gateway').map(waitReady));

  if (!only.length && env.SEED_DEMO !== 'false') {
    const seed = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/seed-demo.ts'], {
      cwd: root,
      env: { ...env, PUBLIC_URL: publicUrl },
      stdio: 'inherit',
    });
    if (seed.status !== 0) console.error('The demo data could not be loaded completely (see above); the system is running.');
  }

  console.log(`
  Research Connect is running at ${publicUrl}

  Sign in as a dev account (no password): ${publicUrl}/api/login?login_hint=<email>
${devAccounts.map((a) => `    ${a.email.padEnd(20)} ${a.note}`).join('\n')}
  Any other email signs in a new account.
  Captured mail: http://localhost:8025    Stop: Ctrl+C
`);
}

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
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

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function buildWebIfStale(): void {
  const web = path.join(root, 'web');
  if (!existsSync(path.join(web, 'index.html'))) return;
  const built = path.join(web, 'dist', 'index.html');
  const stale = !existsSync(built) || newestMtime(path.join(web, 'src')) > statSync(built).mtimeMs;
  if (!stale) return;
  console.log('Building the web app...');
  const r = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error('The web app failed to build; see above.');
    process.exit(1);
  }
}

function start(spec: ProcessSpec): void {
  const index = processes.indexOf(spec);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, spec.dir),
    env: { ...env, PORT: String(spec.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(spec.name, child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => console.log(formatLine(spec.name, index, line)));
  }
  child.on('exit', (code, signal) => {
    children.delete(spec.name);
    if (!stopping) console.error(formatLine(spec.name, index, `exited (${signal ?? code}); the rest keep running`));
  });
}

async function waitReady(spec: ProcessSpec): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!children.has(spec.name)) throw new Error(`${spec.name} exited while starting; see its log above`);
    try {
      const res = await fetch(`http://127.0.0.1:${spec.port}${spec.ready}`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${spec.name} was not ready on port ${spec.port} within 60 s`);
}

function stopAll(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping (${signal})...`);
  for (const child of children.values()) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(0);
  }, 10_000);
  timer.unref();
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      process.exit(0);
    }
  }, 100);
}

process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
main().catch((err: Error) => {
  console.error(err.message);
  stopAll('SIGTERM');
  process.exitCode = 1;
});
