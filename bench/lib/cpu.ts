import { readFileSync } from 'node:fs';

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux), or NaN when it cannot
 * be read. On a machine shared with other work, latency depends on what else runs; CPU per request
 * does not.
 */
export function processCpuMs(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, at 100 Hz
  } catch {
    return NaN;
  }
}
