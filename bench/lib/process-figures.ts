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
