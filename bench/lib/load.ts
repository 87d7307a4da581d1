import autocannon, { type Result } from 'autocannon';
import { loadavg } from 'node:os';

export interface LoadFigures {
  name: string;
  /** Requests per second. */
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Drives one URL with `connections` concurrent clients for `seconds`; exact latency percentiles. */
export async function load(
  name: string,
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: opts.connections, duration: opts.seconds, headers: opts.headers ?? {} },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    throughput: Math.round(result.requests.total / opts.seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The one-minute load average (Linux always reports it; 0 where a platform gives none). */
export const oneMinuteLoad = (): number => loadavg()[0] ?? 0;
