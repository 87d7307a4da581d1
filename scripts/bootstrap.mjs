#!/usr/bin/env node
// `npm start` and `npm test` begin here, with nothing installed yet on a fresh clone: this file uses
// only Node itself (any version from 18). It installs dependencies when they are missing or older
// than the lockfile, then hands over to the real command on Node 24: this Node when it is 24 or
// later, else the Node 24 the `node` devDependency brings from the npm registry (so a machine with
// an older system Node, such as this one's 20, needs nothing else).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
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

const REQUIRED_MAJOR = 24;
const olderNode = Number(process.versions.node.split('.')[0]) < REQUIRED_MAJOR;

/**
 * npm ci on an older Node would check every package's `engines` against that Node (and warn that
 * cookie@2 needs 22, and that this project needs 24). So on an older Node, first fetch Node 24 alone
 * (the `node` package, the version the lockfile pins) and run this npm with it.
 */
function npmOnNode24() {
  const scratch = path.join(root, '.cache', 'bootstrap-node');
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const version = lock.packages['node_modules/node'].version;
  console.log(`Fetching Node ${version} to install with (this Node is ${process.versions.node})...`);
  const fetched = run(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--prefix',
      scratch,
      `node@${version}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (fetched !== 0) process.exit(1);
  const prefix = spawnSync('npm', ['prefix', '-g'], { encoding: 'utf8' }).stdout.trim();
  const npmCli = process.env.npm_execpath?.endsWith('npm-cli.js')
    ? process.env.npm_execpath
    : path.join(prefix, 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');
  return { node: path.join(scratch, 'node_modules', 'node', 'bin', 'node'), npmCli, scratch };
}

if (dependenciesStale()) {
  console.log('Installing dependencies (npm ci)...');
  const ci = ['ci', '--no-audit', '--no-fund'];
  if (olderNode) {
    const { node, npmCli, scratch } = npmOnNode24();
    const status = run(node, [npmCli, ...ci]);
    rmSync(scratch, { recursive: true, force: true }); // npm ci put the same Node in node_modules
    if (status !== 0) process.exit(1);
  } else if (run('npm', ci) !== 0) process.exit(1);
}

const bundledNode = path.join(root, 'node_modules', 'node', 'bin', 'node');
const runtime = olderNode ? bundledNode : process.execPath;
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
