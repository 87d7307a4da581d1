import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, type PrivateServer } from './infra';

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  const version = readdirSync(root).sort().at(-1)!;
  return path.join(root, version, 'bin');
}

/**
 * A PostgreSQL cluster of our own (initdb in a temporary folder, trust auth, fsync off) on a free
 * port, which a fault test may stop and start again. PostgreSQL will not run as root, so as root
 * it runs as the `postgres` user.
 */
/** The superuser's password in a file initdb reads (readable by the postgres user). */
function pwfile(dir: string, password: string): string {
  const file = path.join(dir, 'pwfile');
  writeFileSync(file, `${password}\n`, { mode: 0o644 });
  return file;
}

export async function startPrivatePostgres(opts: { password?: string } = {}): Promise<PrivateServer> {
  const bin = postgresBin();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-private-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });

  // With a password, TCP clients must give it (scram-sha-256), as a stock installation asks.
  const auth = opts.password
    ? ['--auth-local=trust', '--auth-host=scram-sha-256', `--pwfile=${pwfile(dir, opts.password)}`]
    : ['--auth=trust'];
  run('initdb', ['-D', data, '-U', 'postgres', ...auth, '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const server: PrivateServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
    },
    async stop() {
      // "immediate" is a crash as far as clients can tell: connections drop, nothing is flushed politely.
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    async dispose() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
