#!/usr/bin/env node
// `npm start` and `npm test` begin here, with nothing installed yet on a fresh clone: this file uses
// only Node itself (any version from 18). It installs dependencies when they are missing or older
// than the lockfile, then hands over to the real command on Node 24: this Node when it is 24 or
// later, else the Node 24 the `node` devDependency brings from the npm registry (so a machine with
// an older system Node, such as this one's 20, needs nothing else).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const [mode, ...args] = process.argv.slice(2);

function run(cmd, cmdArgs, opts = {}) {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function dependenciesStale() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(path.join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs + 1000;
}

if (dependenciesStale()) {
  console.log('Installing dependencies (npm ci)...');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) process.exit(1);
}

const REQUIRED_MAJOR = 24;
const bundledNode = path.join(root, 'node_modules', 'node', 'bin', 'node');
const runtime =
  Number(process.versions.node.split('.')[0]) >= REQUIRED_MAJOR ? process.execPath : bundledNode;
if (!existsSync(runtime)) {
  console.error(
    `Node ${REQUIRED_MAJOR} is needed. This is Node ${process.versions.node}, and the Node ${REQUIRED_MAJOR} that npm ci installs (node_modules/node) is missing: run npm ci again, or install Node ${REQUIRED_MAJOR}.`,
  );
  process.exit(1);
}
// Every process the commands start (services, test workers) is started with the same Node.
const tsx = [runtime, path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')];
const vitest = [runtime, path.join(root, 'node_modules', 'vitest', 'vitest.mjs')];

if (mode === 'install') {
  process.exit(0); // dependencies are in place (above)
} else if (mode === 'start' || mode === 'dev') {
  const devArgs = mode === 'dev' ? ['--dev'] : [];
  process.exit(run(tsx[0], [tsx[1], 'scripts/start-all.ts', ...devArgs, ...args]));
} else if (mode === 'test') {
  if (run(tsx[0], [tsx[1], 'scripts/ensure-browser.ts']) !== 0) process.exit(1);
  process.exit(run(vitest[0], [vitest[1], 'run', ...args]));
} else if (mode === 'containers') {
  process.exit(
    run(vitest[0], [vitest[1], 'run', '--project', 'containers', ...args], {
      env: { ...process.env, CONTAINER_TEST: '1' },
    }),
  );
} else {
  console.error('usage: node scripts/bootstrap.mjs install|start|dev|test|containers [args]');
  process.exit(2);
}
