// The few parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (req: RequestSpec) => RequestSpec;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: RequestSpec[];
    headers?: Record<string, string>;
  }
  export interface Result {
    requests: { total: number; average: number };
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this;
    stop(): void;
  }
  function autocannon(opts: Options, done?: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
