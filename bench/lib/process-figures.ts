import { readFileSync } from 'node:fs';

/** A process's resident memory now and at its peak, in MB (from /proc; Linux only). */
export function memoryOf(pid: number | undefined): { rssMb: number; peakRssMb: number } {
  const kb = (status: string, field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return {
      rssMb: Math.round(kb(status, 'VmRSS') / 1024),
      peakRssMb: Math.round(kb(status, 'VmHWM') / 1024),
    };
  } catch {
    return { rssMb: NaN, peakRssMb: NaN };
  }
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux), or NaN when it cannot
 * be read. On a machine shared with other work, latency depends on what else runs; CPU per request
 * does not.
 */
export function processCpuMs(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, at 100 Hz
  } catch {
    return NaN;
  }
}
