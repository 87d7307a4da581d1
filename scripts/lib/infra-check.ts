import { connect as netConnect } from 'node:net';
import { connect as natsConnect } from 'nats';
import pg from 'pg';
import { natsServers } from '@app/service-kit';

/**
 * Before `npm start` and the tests: are PostgreSQL, NATS (with JetStream) and Redis there, and
 * usable as configured? Each known failure becomes one sentence that says what to do.
 */
export interface InfraTarget {
  name: 'PostgreSQL' | 'NATS' | 'Redis';
  url: string;
  host: string;
  port: number;
  /** How to start it on this port: Debian/Ubuntu, macOS, or the dev compose file. */
  startHint: string;
}

const COMPOSE_DEV = 'or, with Docker or Podman: docker compose -f compose.dev.yml up -d';

function hostAndPort(url: string, defaultPort: number): { host: string; port: number } {
  const [listed = ''] = url.split(',');
  const first = listed.trim();
  const u = new URL(first.includes('://') ? first : `nats://${first}`);
  return { host: u.hostname, port: Number(u.port || defaultPort) };
}

function infraTargets(env: Record<string, string | undefined> = process.env): InfraTarget[] {
  const pgUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/research_connect';
  const natsUrl = env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const p = hostAndPort(pgUrl, 5432);
  const n = hostAndPort(natsUrl, 4222);
  const r = hostAndPort(redisUrl, 6379);
  return [
    {
      name: 'PostgreSQL',
      url: pgUrl,
      ...p,
      startHint: [
        `Debian/Ubuntu: apt-get install postgresql, then pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start (it listens on ${p.port} when postgresql.conf says port = ${p.port})`,
        `macOS: brew install postgresql@16 && brew services start postgresql@16`,
        COMPOSE_DEV,
      ].join('\n      '),
    },
    {
      name: 'NATS',
      url: natsUrl,
      ...n,
      startHint: [
        `Debian/Ubuntu: apt-get install nats-server, then nats-server -a ${n.host} -p ${n.port} -js -sd /var/lib/nats-server &`,
        `macOS: brew install nats-server && nats-server -a ${n.host} -p ${n.port} -js &`,
        COMPOSE_DEV,
      ].join('\n      '),
    },
    {
      name: 'Redis',
      url: redisUrl,
      ...r,
      startHint: [
        `Debian/Ubuntu: apt-get install redis-server, then redis-server --daemonize yes --bind ${r.host} --port ${r.port}`,
        `macOS: brew install redis && redis-server --daemonize yes --port ${r.port}`,
        COMPOSE_DEV,
      ].join('\n      '),
    },
  ];
}

function reachable(target: Pick<InfraTarget, 'host' | 'port'>, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = netConnect({ host: target.host, port: target.port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The targets that do not answer at all. */
export async function unreachableInfra(
  env: Record<string, string | undefined> = process.env,
): Promise<InfraTarget[]> {
  const targets = infraTargets(env);
  const results = await Promise.all(targets.map((t) => reachable(t)));
  return targets.filter((_, i) => !results[i]);
}

/** Why PostgreSQL refuses us, as one sentence, or null when it lets us in. */
async function postgresProblem(t: InfraTarget): Promise<string | null> {
  const admin = new URL(t.url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return null;
  } catch (err) {
    const { message, code } = err as Error & { code?: string };
    const withPassword = `postgres://${admin.username || 'postgres'}:YOUR_PASSWORD@${t.host}:${t.port}/research_connect`;
    if (/password must be a string|no password supplied/i.test(message))
      return `PostgreSQL at ${t.host}:${t.port} asks for a password: put it in DATABASE_URL (in .env), such as ${withPassword}`;
    if (code === '28P01' || /password authentication failed/i.test(message))
      return `PostgreSQL at ${t.host}:${t.port} refused the password in DATABASE_URL: check it (${withPassword})`;
    return `PostgreSQL at ${t.host}:${t.port} did not let us in: ${message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Why NATS cannot carry our events, as one sentence, or null when it has JetStream. */
async function natsProblem(t: InfraTarget): Promise<string | null> {
  let nc;
  try {
    nc = await natsConnect({ ...natsServers(t.url), reconnect: false, timeout: 5000 });
  } catch (err) {
    const message = (err as Error).message;
    if (/authorization/i.test(message))
      return `NATS at ${t.host}:${t.port} refused us: put its user and password in NATS_URL, such as nats://USER:PASSWORD@${t.host}:${t.port}`;
    return `NATS at ${t.host}:${t.port} did not let us in: ${message}`;
  }
  try {
    await nc.jetstreamManager(); // asks the server for JetStream; a server without it answers 503
    return null;
  } catch {
    return `NATS at ${t.host}:${t.port} runs without JetStream: start nats-server with -js (nats-server -a ${t.host} -p ${t.port} -js -sd /var/lib/nats-server)`;
  } finally {
    await nc.close().catch(() => undefined);
  }
}

/**
 * Everything that stops the system from starting, one sentence each (empty when all is well):
 * servers that do not answer (with how to start them on the configured port), PostgreSQL asking
 * for a password, NATS without JetStream or refusing our credentials.
 */
export async function infraProblems(
  env: Record<string, string | undefined> = process.env,
): Promise<string[]> {
  const targets = infraTargets(env);
  const problems = await Promise.all(
    targets.map(async (t) => {
      if (!(await reachable(t)))
        return `${t.name} is not reachable at ${t.host}:${t.port} (${t.url.replace(/\/\/[^@/]*@/, '//')}). Start it:\n      ${t.startHint}`;
      if (t.name === 'PostgreSQL') return postgresProblem(t);
      if (t.name === 'NATS') return natsProblem(t);
      return null;
    }),
  );
  return problems.filter((p): p is string => p !== null);
}
