// `npm run lint`: every check that reads the code without running it, one after the other, each
// named when it fails.
import { spawnSync } from 'node:child_process';

const checks = [
  ['eslint', ['.', '--max-warnings', '0']],
  ['prettier', ['--check', '.', '--log-level', 'warn']],
  // Unused files and exports (knip.json).
  ['knip', ['--no-progress']],
];

for (const [tool, args] of checks) {
  const { status } = spawnSync('npx', ['--no-install', tool, ...args], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`lint: ${tool} failed`);
    process.exit(status ?? 1);
  }
}
