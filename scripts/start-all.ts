/**
 * `npm start`: the whole system on one machine, on local defaults, with demo data.
 * Checks PostgreSQL, NATS and Redis, creates the database, builds the web app when needed, starts
 * the local OpenID provider, ORCID stub, dev inbox, every service and the gateway (one process each,
 * logs prefixed by name), loads the demo data and prints where to go.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { infraProblems } from './lib/infra-check';
import { formatLine } from './lib/log-format';
import { devAccounts } from './lib/processes';
import { buildWebIfStale } from './lib/web-build';
import { defaultPorts, repoRoot as root, startSystem, type RunningSystem } from './lib/system';

if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const env: Record<string, string | undefined> = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/research_connect',
  IMAGE_DIR: process.env.IMAGE_DIR ?? path.join(root, '.data', 'images'),
  // A local system signs many demo people in from one address; production keeps the stricter default.
  RATE_LIMIT_LOGIN_MAX: process.env.RATE_LIMIT_LOGIN_MAX ?? '600',
};
const publicUrl = env.PUBLIC_URL ?? 'http://localhost:8080';
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
  if (!buildWebIfStale(env)) process.exit(1);

  const only = process.argv.slice(2);
  system = await startSystem({
    env,
    ports: defaultPorts,
    publicUrl,
    only,
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

  console.log(`
  Research Connect is running at ${publicUrl}

  Sign in as a dev account (no password): ${publicUrl}/api/login?login_hint=<email>
${devAccounts.map((a) => `    ${a.email.padEnd(20)} ${a.note}`).join('\n')}
  Any other email signs in a new account.
  Captured mail: http://localhost:${defaultPorts['dev-inbox']}    Stop: Ctrl+C
`);
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
