import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Podman as this machine runs it: with runc (the default crun fails here on setrlimit and hybrid
 * cgroups), cgroupfs, and resource limits no higher than this process's own (a container may not
 * raise them). The settings live in a containers.conf of our own (CONTAINERS_CONF), so neither the
 * machine's configuration nor the compose file changes. Docker's API is served on a socket of our
 * own for the compose implementation (docker-compose, Debian's, which speaks that API).
 */

export const STATE_DIR = process.env.CONTAINER_TEST_DIR ?? '/var/tmp/research-connect-containers';
const SOCKET = path.join(STATE_DIR, 'podman.sock');
const run = promisify(execFile);

export function podmanEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    CONTAINERS_CONF: path.join(STATE_DIR, 'containers.conf'),
    DOCKER_HOST: `unix://${SOCKET}`,
  };
}

export const say = (line: string) => console.log(`  [containers] ${line}`);

/** Runs a stage and prints how long it took. */
export async function stage<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  say(`${name}...`);
  const result = await work();
  say(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const onPath = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;

/** podman, runc, debootstrap and docker-compose, from Debian's archive when missing (as root). */
export function ensureTools(): void {
  const packages = {
    podman: 'podman',
    runc: 'runc',
    debootstrap: 'debootstrap',
    'docker-compose': 'docker-compose',
  };
  const missing = Object.entries(packages).filter(([cmd]) => !onPath(cmd) && !existsSync(`/usr/sbin/${cmd}`));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `The container test needs ${missing.map(([c]) => c).join(', ')}: apt-get install -y ${missing.map(([, p]) => p).join(' ')}`,
    );
  }
  say(`installing ${missing.map(([, p]) => p).join(', ')} from Debian's archive`);
  const apt = (args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  const r = apt(['install', '-y', '-qq', ...missing.map(([, p]) => p)]);
  if (r.status !== 0) throw new Error('apt-get install failed');
}

function limit(flag: string): string {
  return spawnSync('sh', ['-c', `ulimit ${flag}`])
    .stdout.toString()
    .trim();
}

function writeContainersConf(): void {
  mkdirSync(STATE_DIR, { recursive: true });
  const nofile = `${limit('-Sn')}:${limit('-Hn')}`;
  // runc refuses an nproc limit above podman's own default here; podman's default is kept.
  writeFileSync(
    path.join(STATE_DIR, 'containers.conf'),
    [
      '[containers]',
      `default_ulimits = ["nofile=${nofile}", "nproc=32768:32768"]`,
      '[engine]',
      'runtime = "runc"',
      'cgroup_manager = "cgroupfs"',
      'events_logger = "file"',
      '',
    ].join('\n'),
  );
}

export async function podman(...args: string[]): Promise<string> {
  const { stdout } = await run('podman', args, { env: podmanEnv(), maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

export function podmanSync(...args: string[]): { status: number; stdout: string; stderr: string } {
  const r = spawnSync('podman', args, { env: podmanEnv(), maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status ?? 1, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

/** Podman's Docker-compatible API on our socket, for docker-compose. */
export async function startApiService(): Promise<ChildProcess> {
  writeContainersConf();
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${SOCKET}`], {
    env: podmanEnv(),
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if (await pings()) return service;
    await new Promise((r) => setTimeout(r, 200));
  }
  service.kill();
  throw new Error(`podman's API did not answer on ${SOCKET}`);
}

function pings(): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ socketPath: SOCKET, path: '/_ping' }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/**
 * Podman runs health checks from systemd timers, and there is no systemd here: so this loop runs
 * the check of each container that is not yet healthy, one at a time, every two seconds (and of
 * every container each tenth round, to notice one that turns unhealthy). That is what
 * `depends_on: service_healthy` and the waits below see. Returns the stop function.
 */
export function runHealthChecks(project: string): () => void {
  let stopped = false;
  const names = async (...filters: string[]) =>
    (
      await podman(
        'ps',
        '--filter',
        `label=com.docker.compose.project=${project}`,
        ...filters.flatMap((f) => ['--filter', f]),
        '--format',
        '{{.Names}}',
      ).catch(() => '')
    )
      .split('\n')
      .filter(Boolean);
  const tick = async () => {
    for (let round = 0; !stopped; round++) {
      const due =
        round % 10 === 9
          ? await names()
          : [...(await names('health=starting')), ...(await names('health=unhealthy'))];
      for (const name of due) await podman('healthcheck', 'run', name).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 2000));
    }
  };
  void tick();
  return () => {
    stopped = true;
  };
}
