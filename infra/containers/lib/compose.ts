import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../scripts/lib/system';
import { STATE_DIR, podman, podmanEnv } from './podman';

export interface Ran {
  status: number;
  output: string;
}

/**
 * The repository's docker-compose.yml, run by docker-compose against podman's Docker API. The
 * environment is only what a test gives: nothing of this process's own (vitest's NODE_ENV=test
 * would lift the production checks), and an empty env file in place of any `.env`.
 */
export class Compose {
  constructor(
    readonly project: string,
    private settings: Record<string, string> = {},
  ) {}

  with(settings: Record<string, string>): Compose {
    return new Compose(this.project, { ...this.settings, ...settings });
  }

  run(args: string[], opts: { timeoutMs?: number } = {}): Promise<Ran> {
    const envFile = path.join(STATE_DIR, 'empty.env');
    writeFileSync(envFile, '');
    const base = podmanEnv();
    const env = {
      PATH: base.PATH,
      HOME: base.HOME,
      CONTAINERS_CONF: base.CONTAINERS_CONF,
      DOCKER_HOST: base.DOCKER_HOST,
      COMPOSE_HTTP_TIMEOUT: '300',
      ...this.settings,
    };
    const argv = [
      '-p',
      this.project,
      '-f',
      path.join(repoRoot, 'docker-compose.yml'),
      '--env-file',
      envFile,
      ...args,
    ];
    return new Promise((resolve) => {
      const child = spawn('docker-compose', argv, { cwd: repoRoot, env });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const timer = opts.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs) : undefined;
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ status: code ?? 1, output });
      });
    });
  }

  async must(args: string[], opts: { timeoutMs?: number } = {}): Promise<string> {
    const r = await this.run(args, opts);
    if (r.status !== 0)
      throw new Error(`docker-compose ${args.join(' ')} failed (${r.status}):\n${r.output.slice(-4000)}`);
    return r.output;
  }

  /** The project's containers of one service (its replicas), by name. */
  async containers(service: string): Promise<string[]> {
    const out = await podman(
      'ps',
      '--filter',
      `label=com.docker.compose.project=${this.project}`,
      '--filter',
      `label=com.docker.compose.service=${service}`,
      '--format',
      '{{.Names}}',
    );
    return out.split('\n').filter(Boolean).sort();
  }

  /** Waits until every running container of the project that has a health check reports healthy. */
  async healthy(timeoutMs = 420_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      last = await podman(
        'ps',
        '-a',
        '--filter',
        `label=com.docker.compose.project=${this.project}`,
        '--format',
        '{{.Names}} {{.Status}}',
      );
      const lines = last.split('\n').filter(Boolean);
      if (
        lines.length > 0 &&
        lines.every((l) => /\(healthy\)/.test(l) || (!/\(/.test(l) && /^\S+ Up/.test(l)))
      )
        return;
      await new Promise((r) => setTimeout(r, 1000));
    }
    throw new Error(`not all containers became healthy:\n${last}`);
  }

  /** psql in the PostgreSQL container (it publishes no port). */
  async sql(query: string): Promise<string[]> {
    const [pg] = await this.containers('postgres');
    const out = await podman('exec', pg!, 'psql', '-U', 'postgres', '-d', 'research_connect', '-Atc', query);
    return out.split('\n').filter(Boolean);
  }

  /** A Prometheus counter summed over its label sets, read from inside a container. */
  async counter(container: string, port: number, name: string, labelMatch = ''): Promise<number> {
    const text = await podman(
      'exec',
      container,
      'node',
      '-e',
      `fetch('http://127.0.0.1:${port}/metrics').then(r=>r.text()).then(t=>process.stdout.write(t))`,
    );
    return text
      .split('\n')
      .filter((l) => l.startsWith(name) && l.includes(labelMatch))
      .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
  }
}
