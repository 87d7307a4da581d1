/**
 * Where a process's time went, from a V8 .cpuprofile (node --cpu-prof), start-up (module loading)
 * and idle time left out:
 *  - by package or file: each sample charged to the nearest frame on its stack that is a package
 *    or our code, so a socket write or a hash counts for whoever asked for it (samples with none,
 *    e.g. a stream ending, go to their nearest Node internal);
 *  - by function: self time.
 *
 *   npx tsx bench/lib/cpuprofile-summary.ts /tmp/prof/CPU.*.cpuprofile [rows=30] [requests] [fromSeconds]
 *
 * With the number of requests the process served, each line also says µs per request. With
 * fromSeconds, samples before that many seconds into the profile are left out too (e.g. a service
 * loading its indexes before the measured requests).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg, requestsArg, fromArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpuprofile-summary.ts <file.cpuprofile> [rows] [requests]');
const rows = Number(rowsArg ?? 30);
const requests = Number(requestsArg ?? 0);
const fromUs = Number(fromArg ?? 0) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

/** node_modules/<package>, node:<module>, or the path in the repository. */
function where(url: string): string {
  if (!url) return '';
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules?.[1]) return inModules[1];
  if (path.startsWith('node:')) return path;
  return path.replace(/^.*?\/(services|packages|contracts|bench|scripts)\//, '$1/');
}
const STARTUP = /^node:internal\/modules|^tsx$/;
const IDLE = new Set(['(idle)']);

const byOwner = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
let elapsedUs = 0;
profile.samples.forEach((id, i) => {
  elapsedUs += profile.timeDeltas[i] ?? 0;
  if (elapsedUs < fromUs) return;
  const leaf = byId.get(id)!;
  if (IDLE.has(leaf.callFrame.functionName)) return;
  const stack: ProfileNode[] = [];
  for (let n: number | undefined = id; n !== undefined; n = parentOf.get(n)) stack.push(byId.get(n)!);
  const places = stack.map((n) => where(n.callFrame.url));
  if (places.some((p) => STARTUP.test(p))) return;
  const us = profile.timeDeltas[i] ?? 0;
  busy += us;
  const owner =
    places.find((p) => p && !p.startsWith('node:')) ?? places.find((p) => p) ?? leaf.callFrame.functionName;
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + us);
  const { functionName, url, lineNumber, columnNumber } = leaf.callFrame;
  const fn = `${functionName || '(anonymous)'} ${where(url)}${url ? `:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
});

const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    const perRequest = requests ? `${(us / requests).toFixed(1).padStart(6)} µs/req  ` : '';
    console.log(
      `${((us / busy) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${perRequest}${k}`,
    );
  }
};
console.log(
  `busy ${(busy / 1000).toFixed(0)} ms after start-up${fromUs ? ` and ${fromArg} s` : ''}${requests ? `, ${(busy / requests).toFixed(1)} µs per request` : ''}`,
);
show('by package or file (whoever asked)', byOwner);
show('self time by function', byFunction);
