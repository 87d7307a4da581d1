#!/usr/bin/env node
// `npm start` and `npm test` begin here, with nothing installed yet on a fresh clone: this file uses
// only Node itself. It installs dependencies when they are missing or older than the lockfile, then
// hands over to the real command.
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

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');

if (mode === 'install') {
  process.exit(0); // dependencies are in place (above)
} else if (mode === 'start') {
  process.exit(run(tsx, ['scripts/start-all.ts', ...args]));
} else if (mode === 'test') {
  if (run(tsx, ['scripts/ensure-browser.ts']) !== 0) process.exit(1);
  process.exit(run(vitest, ['run', ...args]));
} else {
  console.error('usage: node scripts/bootstrap.mjs install|start|test [args]');
  process.exit(2);
}
