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

/** What one stretch of load saw: every response time (ms) and the counts. */
export interface LoadRun {
  seconds: number;
  latencies: number[];
  requests: number;
  non2xx: number;
  errors: number;
  /** Bytes received over the stretch, headers included, as they crossed the wire. */
  bytes: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Drives one URL with `connections` concurrent clients for `seconds`. */
export async function drive(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadRun> {
  const latencies: number[] = [];
  let bytes = 0;
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: opts.connections, duration: opts.seconds, headers: opts.headers ?? {} },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, responseBytes, responseTime) => {
      latencies.push(responseTime);
      bytes += responseBytes;
    });
  });
  return {
    seconds: opts.seconds,
    latencies,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    bytes,
  };
}

/** The one-minute load average (Linux always reports it; 0 where a platform gives none). */
export const oneMinuteLoad = (): number => loadavg()[0] ?? 0;

/** The figures of one or more stretches of load taken together: exact latency percentiles. */
export function figuresOf(name: string, runs: LoadRun[]): LoadFigures {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const sum = (f: (r: LoadRun) => number) => runs.reduce((n, r) => n + f(r), 0);
  return {
    name,
    throughput: Math.round(sum((r) => r.requests) / sum((r) => r.seconds)),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requests: sum((r) => r.requests),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}
