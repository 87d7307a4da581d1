import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './system';

/** Issue 20: the signed-out landing page, the page people land on, loads at most this much. */
export const LANDING_PAGE_BUDGET_KB = 200;

const webDist = path.join(repoRoot, 'web/dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

interface PageWeight {
  page: string;
  /** What the page's own chunks add to the shell. */
  routeKb: number;
  /** Shell + page: what a browser fetches to show it. */
  totalKb: number;
}

/** Kilobytes of gzip, to one decimal. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The gzip size of a file of the built app, by its path under web/dist. */
export function gzipBytes(file: string, dist = webDist): number {
  return gzipSync(readFileSync(path.join(dist, file))).length;
}

/**
 * What each page of the built web app costs to load: the gzip size of the JavaScript and CSS a
 * browser fetches for it (the entry chunk with its static imports, plus the page's lazy chunk and
 * its static imports), read from Vite's build manifest.
 */
export function pageWeights(dist = webDist): { entryKb: number; pages: PageWeight[] } {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gz = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipBytes(file, dist));
    return gz.get(file)!;
  };

  /** Every chunk a chunk pulls in through static imports, itself included. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const chunk = (key: string): ManifestChunk => {
    const found = manifest[key];
    if (!found) throw new Error(`The build manifest has no chunk ${key}`);
    return found;
  };
  const files = (keys: Set<string>) => [
    ...new Set([...keys].map(chunk).flatMap((c) => [c.file, ...(c.css ?? [])])),
  ];

  const entryKey = Object.keys(manifest).find((k) => chunk(k).isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  const entry = files(closure(entryKey));
  const entryBytes = entry.reduce((n, f) => n + gzipOf(f), 0);
  // Every page but the signed-out landing page sits in the feedback layout (antd's App), a lazy
  // chunk of its own (web/src/app/router.tsx).
  const layout = Object.keys(manifest).find((k) => k.endsWith('src/app/feedback.tsx'));
  const pages = Object.keys(manifest)
    .filter((k) => /src\/features\/[^/]+\/pages\/[^/]+\.tsx$/.test(k))
    .map((k) => {
      const chunks = closure(k);
      if (layout && !k.endsWith('/landing-page.tsx')) closure(layout, chunks);
      const routeBytes = files(chunks)
        .filter((f) => !entry.includes(f))
        .reduce((n, f) => n + gzipOf(f), 0);
      return {
        page: path.basename(k, '.tsx'),
        routeKb: kb(routeBytes),
        totalKb: kb(entryBytes + routeBytes),
      };
    })
    .sort((a, b) => b.totalKb - a.totalKb);
  return { entryKb: kb(entryBytes), pages };
}
