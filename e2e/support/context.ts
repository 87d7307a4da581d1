import { inject } from 'vitest';

export interface E2eContext {
  /** The gateway: the app and its API, as a browser sees them. */
  publicUrl: string;
  /** The dev inbox (captured mail): GET /api/messages, GET /api/messages/:id, DELETE /api/messages. */
  inboxUrl: string;
  /** Each process's own address (for checks behind the gateway). */
  urls: Record<string, string>;
  namespace: string;
  databaseUrl: string;
  /** Where every process sends its traces: GET /spans lists them (see TraceCollector). */
  traceCollectorUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}

export const e2e = (): E2eContext => inject('e2e');
