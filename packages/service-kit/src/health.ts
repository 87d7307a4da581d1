import type { FastifyInstance } from 'fastify';

export type HealthCheck = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What `/readyz` asks, by name. Each plugin that brings a dependency (database, NATS, Redis)
     * adds its check when it is registered; a service may add its own (an SMTP server).
     */
    readiness: Map<string, HealthCheck>;
  }
}

/** `/healthz`: the process is alive. `/readyz`: every dependency it uses answers. */
export function installHealth(app: FastifyInstance): void {
  app.decorate('readiness', new Map<string, HealthCheck>());
  app.get('/healthz', { config: { auth: 'public' }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { auth: 'public' }, logLevel: 'warn' }, async (_req, reply) => {
    const results: Record<string, string> = {};
    let ok = true;
    await Promise.all(
      [...app.readiness].map(async ([name, check]) => {
        try {
          await withTimeout(check(), 1500);
          results[name] = 'ok';
        } catch (err) {
          ok = false;
          results[name] = (err as Error).message || 'failed';
        }
      }),
    );
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks: results });
  });
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}
