/**
 * When a service is redeployed (`docker compose up -d --no-deps --build profile`) its one container
 * stops, drains and is replaced: for a few seconds its name resolves to nothing or refuses
 * connections. A read that could not even reach the service is sent again until it can, within a
 * bounded window, so a redeploy costs readers a pause instead of an error. Writes are never sent
 * twice: a refused write fails at once with 503 and the person tries again.
 */

/** Errors that mean the request never reached a service (nothing there ran it). */
const NOT_DELIVERED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** A kept-alive connection the old instance closed as it drained: a read is safe to send again. */
const CLOSED_UNDER_US = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);
const READS = new Set(['GET', 'HEAD']);

export function errorCode(error: unknown): string {
  const e = error as { code?: string; cause?: { code?: string } } | null | undefined;
  return e?.cause?.code ?? e?.code ?? '';
}

/** Delays of 100, 200, 400, 800 ms, then 1 s each, until the window is spent. */
export function retryDelays(windowMs: number): number[] {
  const delays: number[] = [];
  let spent = 0;
  for (let next = 100; spent + next <= windowMs; next = Math.min(next * 2, 1000)) {
    delays.push(next);
    spent += next;
  }
  return delays;
}

/**
 * reply-from's `retryDelay`: how long to wait before sending the request again, or null to give up
 * (a response, a write, a failure after delivery, or the window spent).
 */
export function upstreamRetryDelay(windowMs: number) {
  const delays = retryDelays(windowMs);
  return ({
    err,
    req,
    res,
    attempt,
  }: {
    err?: unknown;
    req: { method?: string };
    /** The upstream's answer, when there was one (reply-from types it as the reply; it is not). */
    res?: unknown;
    attempt: number;
  }) => {
    if (!READS.has((req.method ?? '').toUpperCase())) return null;
    if (res) return drainingAnswer(res as UpstreamAnswer) ? (delays[attempt] ?? null) : null;
    if (!err) return null;
    const code = errorCode(err);
    if (!NOT_DELIVERED.has(code) && !CLOSED_UNDER_US.has(code)) return null;
    return delays[attempt] ?? null;
  };
}

interface UpstreamAnswer {
  statusCode?: number;
  headers?: Record<string, string | string[] | undefined>;
}

/**
 * Fastify's answer to a request that arrives on a kept-alive connection while the instance is
 * closing: 503 with `Connection: close`, before any handler ran. (A service's own 503, such as
 * "the database is unavailable", keeps the connection open and is never retried.)
 */
function drainingAnswer(res: UpstreamAnswer): boolean {
  const connection = res.headers?.connection;
  return res.statusCode === 503 && String(connection ?? '').toLowerCase() === 'close';
}
