import { connect as netConnect } from 'node:net';

export interface InfraTarget {
  name: 'PostgreSQL' | 'NATS' | 'Redis';
  url: string;
  defaultPort: number;
  startHint: string;
}

export function infraTargets(env: Record<string, string | undefined> = process.env): InfraTarget[] {
  return [
    {
      name: 'PostgreSQL',
      url: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/research_connect',
      defaultPort: 5432,
      startHint: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    },
    {
      name: 'NATS',
      url: env.NATS_URL ?? 'nats://127.0.0.1:4222',
      defaultPort: 4222,
      startHint:
        'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server',
    },
    {
      name: 'Redis',
      url: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      defaultPort: 6379,
      startHint: 'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no',
    },
  ];
}

export function reachable(url: string, defaultPort: number, timeoutMs = 1500): Promise<boolean> {
  const u = new URL(url.split(',')[0]!);
  const port = Number(u.port || defaultPort);
  return new Promise((resolve) => {
    const socket = netConnect({ host: u.hostname, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The targets that do not answer. */
export async function unreachableInfra(
  env: Record<string, string | undefined> = process.env,
): Promise<InfraTarget[]> {
  const targets = infraTargets(env);
  const results = await Promise.all(targets.map((t) => reachable(t.url, t.defaultPort)));
  return targets.filter((_, i) => !results[i]);
}
