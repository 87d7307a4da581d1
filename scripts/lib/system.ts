/**
 * Starts the whole system as `npm start` does: the dev infrastructure (OpenID provider, ORCID stub,
 * OpenAlex stub, dev inbox), every service and the gateway, one Node process each. `npm start` uses the standard
 * ports; the end-to-end tests use free ports, their own database and event namespace.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { processes, type ProcessSpec } from './processes';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Ports = Record<string, number> & { smtp: number };

export interface SystemOptions {
  /** Settings every process receives (DATABASE_URL, NATS_URL, secrets, ...). */
  env: Record<string, string | undefined>;
  /** Port per process name, plus `smtp` for the dev inbox's SMTP side. */
  ports: Ports;
  publicUrl: string;
  /** One line of output from a process. */
  log: (name: string, index: number, line: string) => void;
  only?: string[];
  /** Extra Node flags for some processes, e.g. { gateway: ['--cpu-prof'] } when profiling. */
  nodeArgs?: Record<string, string[]>;
  /**
   * More than one replica of a service: { networking: 2 } runs `networking` and `networking#2`
   * (its port under `ports['networking#2']`); the gateway balances across all of them.
   */
  replicas?: Record<string, number>;
}

export interface RunningSystem {
  urls: Record<string, string>;
  env: Record<string, string | undefined>;
  /** Stop one process (SIGTERM, or SIGKILL when `hard`) and wait for it to exit. */
  stop(name: string, hard?: boolean): Promise<void>;
  /** Start one process again and wait until it is ready. */
  start(name: string): Promise<void>;
  isRunning(name: string): boolean;
  /** The process id of a running process (benchmarks read its CPU time and memory). */
  pidOf(name: string): number | undefined;
  stopAll(): Promise<void>;
}

export const defaultPorts: Ports = {
  ...Object.fromEntries(processes.map((p) => [p.name, p.port])),
  smtp: 1025,
};

/** The environment that wires the processes to each other on the given ports. */
function wiringEnv(
  ports: Ports,
  publicUrl: string,
  base: Record<string, string | undefined>,
  replicas: Record<string, number> = {},
): Record<string, string | undefined> {
  // Only processes given a port are wired; the others keep their own defaults. Replicas of a
  // service are listed together, comma-separated.
  const local = (name: string) => {
    if (!ports[name]) return undefined;
    const all = [name, ...Array.from({ length: (replicas[name] ?? 1) - 1 }, (_, i) => `${name}#${i + 2}`)];
    return all.map((n) => `http://127.0.0.1:${ports[n]}`).join(',');
  };
  return {
    NODE_ENV: 'development',
    ...base,
    PUBLIC_URL: publicUrl,
    IDENTITY_URL: local('identity'),
    PROFILE_URL: local('profile'),
    NETWORKING_URL: local('networking'),
    PROJECTS_URL: local('projects'),
    GROUPS_URL: local('groups'),
    NOTIFICATIONS_URL: local('notifications'),
    ADMIN_URL: local('admin'),
    LIVE_UPDATES_URL: local('live-updates'),
    OIDC_ISSUER_URL:
      base.OIDC_ISSUER_URL ?? (ports['dev-oidc'] ? `http://localhost:${ports['dev-oidc']}` : undefined),
    DEV_OIDC_PORT: String(ports['dev-oidc']),
    DEV_OIDC_REDIRECT_URIS: `${publicUrl}/api/callback`,
    DEV_OIDC_POST_LOGOUT_REDIRECT_URIS: `${publicUrl}/`,
    ORCID_STUB_PORT: String(ports['orcid-stub']),
    ORCID_API_URL: base.ORCID_API_URL ?? local('orcid-stub'),
    ORCID_OAUTH_URL:
      base.ORCID_OAUTH_URL ?? (ports['orcid-stub'] ? `http://localhost:${ports['orcid-stub']}` : undefined),
    ORCID_CLIENT_ID: base.ORCID_CLIENT_ID ?? 'APP-DEVSTUB000000001',
    ORCID_CLIENT_SECRET: base.ORCID_CLIENT_SECRET ?? 'dev-orcid-stub-secret',
    OPENALEX_STUB_PORT: String(ports['openalex-stub']),
    OPENALEX_API_URL: base.OPENALEX_API_URL ?? local('openalex-stub'),
    DEV_INBOX_SMTP_PORT: String(ports.smtp),
    DEV_INBOX_HTTP_PORT: String(ports['dev-inbox']),
    SMTP_URL: base.SMTP_URL ?? `smtp://127.0.0.1:${ports.smtp}`,
  };
}

export async function startSystem(opts: SystemOptions): Promise<RunningSystem> {
  const env = wiringEnv(opts.ports, opts.publicUrl, opts.env, opts.replicas);
  const children = new Map<string, ChildProcess>();
  const selected = opts.only?.length ? processes.filter((p) => opts.only!.includes(p.name)) : processes;
  // Each replica beyond the first is its own instance: `networking#2` runs networking's code.
  const instances: ProcessSpec[] = selected.flatMap((p) => [
    p,
    ...Array.from({ length: (opts.replicas?.[p.name] ?? 1) - 1 }, (_, i) => ({
      ...p,
      name: `${p.name}#${i + 2}`,
    })),
  ]);
  const specOf = (name: string) => {
    const spec = instances.find((p) => p.name === name);
    if (!spec) throw new Error(`No process named ${name}`);
    return spec;
  };

  const launch = (spec: ProcessSpec) => {
    const index = processes.indexOf(processes.find((p) => p.name === spec.name.split('#')[0])!);
    const child = spawn(
      process.execPath,
      [...(opts.nodeArgs?.[spec.name] ?? []), '--import', 'tsx', 'src/main.ts'],
      {
        cwd: path.join(repoRoot, spec.dir),
        env: { ...env, PORT: String(opts.ports[spec.name]) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.set(spec.name, child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on('line', (line) => opts.log(spec.name, index, line));
    }
    child.on('exit', (code, signal) => {
      if (children.get(spec.name) === child) children.delete(spec.name);
      opts.log(spec.name, index, `exited (${signal ?? code})`);
    });
  };

  const waitReady = async (spec: ProcessSpec) => {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (!children.has(spec.name)) throw new Error(`${spec.name} exited while starting; see its log`);
      try {
        const res = await fetch(`http://127.0.0.1:${opts.ports[spec.name]}${spec.ready}`, {
          signal: AbortSignal.timeout(1000),
        });
        if (res.ok) return;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${spec.name} was not ready on port ${opts.ports[spec.name]} within 90 s`);
  };

  const stop = async (name: string, hard = false) => {
    const child = children.get(name);
    if (!child) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(hard ? 'SIGKILL' : 'SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
  };

  const system: RunningSystem = {
    env,
    urls: Object.fromEntries(instances.map((p) => [p.name, `http://127.0.0.1:${opts.ports[p.name]}`])),
    stop,
    async start(name) {
      const spec = specOf(name);
      launch(spec);
      await waitReady(spec);
    },
    isRunning: (name) => children.has(name),
    pidOf: (name) => children.get(name)?.pid,
    async stopAll() {
      await Promise.all([...children.keys()].map((n) => stop(n)));
    },
  };

  try {
    for (const kind of ['infra', 'service', 'gateway'] as const) {
      const group = instances.filter((p) => p.kind === kind);
      group.forEach(launch);
      await Promise.all(group.map(waitReady));
    }
    // A port taken by someone else can answer the readiness check while our process fails to bind it.
    await new Promise((r) => setTimeout(r, 300));
    const gone = instances.filter((p) => !children.has(p.name)).map((p) => p.name);
    if (gone.length > 0)
      throw new Error(`${gone.join(', ')} exited after starting (port taken?); see the log`);
  } catch (err) {
    await system.stopAll();
    throw err;
  }
  return system;
}
