import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './system';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds the web app when web/dist is missing or older than its sources (or contracts). Returns success. */
export function buildWebIfStale(env: Record<string, string | undefined> = process.env): boolean {
  const web = path.join(repoRoot, 'web');
  const built = path.join(web, 'dist', 'index.html');
  const newest = Math.max(
    newestMtime(path.join(web, 'src')),
    newestMtime(path.join(repoRoot, 'contracts', 'src')),
  );
  if (existsSync(built) && newest <= statSync(built).mtimeMs) return true;
  console.log('Building the web app...');
  // Always a production build: Vite keeps an inherited NODE_ENV (vitest sets "test"), which would
  // give React's development build.
  const r = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...(env as NodeJS.ProcessEnv), NODE_ENV: 'production' },
  });
  if (r.status !== 0) console.error('The web app failed to build; see above.');
  return r.status === 0;
}
