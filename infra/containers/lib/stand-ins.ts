import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../scripts/lib/system';
import { STATE_DIR, podmanEnv, podmanSync, say } from './podman';

/**
 * The base images the Dockerfiles and the compose file name, stood in for from Debian's archive
 * when they cannot be pulled (no registry but npm's and Debian's is reachable here). An image that
 * is already present, pulled or built before, is used as it is: on a machine with registry access
 * nothing is stood in.
 */
const STAND_INS = [
  { image: 'docker.io/library/node:24-bookworm-slim', file: 'node.Containerfile' },
  { image: 'docker.io/library/postgres:16-alpine', file: 'postgres.Containerfile' },
  { image: 'docker.io/library/nats:2.10-alpine', file: 'nats.Containerfile' },
  { image: 'docker.io/library/redis:7-alpine', file: 'redis.Containerfile' },
  { image: 'docker.io/prom/prometheus:v2.53.5', file: 'prometheus.Containerfile' },
];
const BASE = 'localhost/rc-stand-in-debian:bookworm';
const DIR = path.join(repoRoot, 'infra', 'containers', 'stand-ins');

const exists = (image: string) => podmanSync('image', 'exists', image).status === 0;

function sh(cmd: string, args: string[], cwd?: string): void {
  const r = spawnSync(cmd, args, { cwd, env: podmanEnv(), stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status})`);
}

function pullable(image: string): boolean {
  return podmanSync('pull', '-q', image).status === 0;
}

/** Debian bookworm (minbase) from Debian's archive, imported as an image once. */
function ensureDebianBase(): void {
  if (exists(BASE)) return;
  const rootfs = path.join(STATE_DIR, 'rootfs-bookworm');
  if (!existsSync(path.join(rootfs, 'etc', 'debian_version'))) {
    rmSync(rootfs, { recursive: true, force: true });
    say('debootstrap bookworm (minbase) from deb.debian.org');
    sh('debootstrap', [
      '--variant=minbase',
      '--include=ca-certificates',
      'bookworm',
      rootfs,
      'http://deb.debian.org/debian',
    ]);
  }
  sh('sh', ['-c', `tar -C '${rootfs}' -c . | podman import --change 'CMD ["/bin/bash"]' - ${BASE}`]);
}

/** The node stand-in's build context: this repository's Node 24 binary, npm, and the machine's CAs. */
function nodeContext(): string {
  const ctx = path.join(STATE_DIR, 'node-context');
  rmSync(ctx, { recursive: true, force: true });
  mkdirSync(ctx, { recursive: true });
  copyFileSync(path.join(repoRoot, 'node_modules', 'node', 'bin', 'node'), path.join(ctx, 'node'));
  copyFileSync('/etc/ssl/certs/ca-certificates.crt', path.join(ctx, 'ca-certificates.crt'));
  sh('npm', ['pack', '--silent', 'npm@11'], ctx);
  const tgz = readdirSync(ctx).find((f) => /^npm-.*\.tgz$/.test(f))!;
  copyFileSync(path.join(ctx, tgz), path.join(ctx, 'npm.tgz'));
  copyFileSync(path.join(DIR, 'node.Containerfile'), path.join(ctx, 'node.Containerfile'));
  return ctx;
}

export function ensureBaseImages(): string[] {
  const stoodIn: string[] = [];
  for (const { image, file } of STAND_INS) {
    // Full names: compose asks podman's Docker API for `postgres:16-alpine` as docker.io/library/...
    if (exists(image) || pullable(image)) continue;
    ensureDebianBase();
    const ctx = file === 'node.Containerfile' ? nodeContext() : DIR;
    say(`standing in for ${image} (${file})`);
    sh('podman', ['build', '-q', '-t', image, '-f', path.join(ctx, file), ctx]);
    stoodIn.push(image);
  }
  return stoodIn;
}
