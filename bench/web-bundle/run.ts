/**
 * What each page of the web app costs to load: the gzip size of the JavaScript and CSS a browser
 * fetches for it (the entry chunk with its static imports, plus the route's lazy chunk and its
 * imports), read from Vite's build manifest.
 *
 *   npx tsx bench/web-bundle/run.ts        (builds the web app first)
 *
 * Writes bench/out/web-bundle.json.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../scripts/lib/system';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = path.join(repoRoot, 'web/dist');
execSync('npm run build -w web', {
  cwd: repoRoot,
  stdio: 'ignore',
  env: { ...process.env, NODE_ENV: 'production' },
});
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const gz = new Map<string, number>();
const gzipOf = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gz.get(file)!;
};

/** Every file a chunk pulls in through static imports, itself included. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function files(keys: Set<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const k of keys) {
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the manifest has no chunk ${k}`);
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)!;
const entry = files(closure(entryKey));
const entryBytes = [...entry.js, ...entry.css].reduce((n, f) => n + gzipOf(f), 0);

const routes = Object.keys(manifest)
  .filter((k) => /src\/features\/[^/]+\/pages\/[^/]+\.tsx$/.test(k))
  .map((k) => {
    const own = files(closure(k));
    const extra = [
      ...own.js.filter((f) => !entry.js.includes(f)),
      ...own.css.filter((f) => !entry.css.includes(f)),
    ];
    const routeBytes = extra.reduce((n, f) => n + gzipOf(f), 0);
    return {
      page: path.basename(k, '.tsx'),
      routeKb: kb(routeBytes),
      totalKb: kb(entryBytes + routeBytes),
    };
  })
  .sort((a, b) => b.totalKb - a.totalKb);

console.log(`Entry (shell, router, antd core, react-query): ${kb(entryBytes)} KB gzip`);
console.table(routes);
mkdirSync(path.join(repoRoot, 'bench/out'), { recursive: true });
writeFileSync(
  path.join(repoRoot, 'bench/out/web-bundle.json'),
  JSON.stringify({ entryKb: kb(entryBytes), routes }, null, 2),
);
