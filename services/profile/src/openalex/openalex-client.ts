import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { OPENALEX_LIMIT, TokenBucket, type CallPace } from '../shared/rate-limiter';
import { OpenAlexAuthor, OpenAlexWork } from './openalex-records';

export interface OpenAlexClientOptions {
  apiUrl: string;
  /** Sent as `api_key` on every call when set (OpenAlex's free key raises the daily budget). */
  apiKey?: string;
  /** Sent as `mailto` on every call, as OpenAlex asks. */
  mailto?: string;
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
  log: FastifyBaseLogger;
  /** Shared by every replica in production (`SharedRateLimit`); this process's own bucket otherwise. */
  limiter?: CallPace;
  /** How long to hold off after a 403/429 that names no Retry-After. */
  slowDownMs?: number;
}

/**
 * What a look-up gave. `absent` is a normal answer (OpenAlex has no such author or work: "no
 * citation data"); `unavailable` means try again later (down, slow, or asking us to slow down).
 */
export type Lookup<T> =
  | { kind: 'found'; value: T }
  | { kind: 'absent' }
  | { kind: 'unavailable'; reason: string; retryAfterMs: number | null };

const RETRIED_STATUS = new Set([500, 502, 503, 504]);
const SLOW_DOWN_STATUS = new Set([403, 429]);
const REDIRECT_STATUS = new Set([301, 302, 307, 308]);
const MAX_REDIRECTS = 3;
const DEFAULT_SLOW_DOWN_MS = 60_000;

const processOpenAlexLimiter = new TokenBucket(OPENALEX_LIMIT.ratePerSecond, OPENALEX_LIMIT.burst);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/**
 * Reads OpenAlex's free singleton look-ups: an author by ORCID iD and a work by DOI. Every call
 * waits for the rate limiter (shared by all replicas), carries `mailto` (and `api_key`), has its own time-out, and
 * is retried with back-off when OpenAlex answers 5xx or cannot be reached. It never throws:
 * metrics are extra, so a failure is an answer (`unavailable`) the caller retries later. A 403 or
 * 429 makes the whole process hold off OpenAlex for a while (Retry-After, else a minute).
 */
export class OpenAlexClient {
  private readonly limiter: CallPace;
  private holdOffUntil = 0;

  constructor(private readonly opts: OpenAlexClientOptions) {
    this.limiter = opts.limiter ?? processOpenAlexLimiter;
  }

  authorByOrcid(orcidId: string): Promise<Lookup<OpenAlexAuthor>> {
    return this.lookUp(`/authors/orcid:${encodeURIComponent(orcidId)}`, OpenAlexAuthor);
  }

  workByDoi(doi: string): Promise<Lookup<OpenAlexWork>> {
    // A DOI keeps its slashes: OpenAlex reads `/works/doi:10.1234/abc`.
    return this.lookUp(`/works/doi:${doi.split('/').map(encodeURIComponent).join('/')}`, OpenAlexWork);
  }

  private async lookUp<T>(path: string, schema: z.ZodType<T>): Promise<Lookup<T>> {
    let failure: Lookup<T> = { kind: 'unavailable', reason: 'not tried', retryAfterMs: null };
    for (let attempt = 0; attempt <= this.opts.maxRetries; attempt++) {
      if (attempt > 0) await sleep(this.opts.retryBaseMs * 2 ** (attempt - 1) * (0.8 + Math.random() * 0.4));
      const holdOff = this.holdOffUntil - Date.now();
      if (holdOff > 0) return { kind: 'unavailable', reason: 'slowing down', retryAfterMs: holdOff };
      const outcome = await this.followRedirects(path, schema);
      if (outcome.retry === false) return outcome.lookup;
      failure = outcome.lookup;
    }
    this.opts.log.warn({ path, failure }, 'OpenAlex look-up failed after retries; will try later');
    return failure;
  }

  /** One attempt, following a merged entity's redirects; `retry` says whether another try may help. */
  private async followRedirects<T>(
    path: string,
    schema: z.ZodType<T>,
  ): Promise<{ lookup: Lookup<T>; retry: boolean }> {
    let url = this.urlFor(path);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      await this.limiter.take();
      let res: Response;
      try {
        res = await fetch(url, {
          headers: { accept: 'application/json' },
          redirect: 'manual',
          signal: AbortSignal.timeout(this.opts.timeoutMs),
        });
      } catch (err) {
        const e = err as Error;
        // A slow OpenAlex is not retried at once: the next scheduled try comes soon enough.
        if (e.name === 'TimeoutError') return { lookup: unavailable('timed out'), retry: false };
        return { lookup: unavailable(`unreachable: ${e.message}`), retry: true };
      }
      if (REDIRECT_STATUS.has(res.status) && res.headers.get('location')) {
        await res.body?.cancel().catch(() => undefined);
        url = this.urlFor(res.headers.get('location')!, url);
        continue;
      }
      if (res.ok) return { lookup: await this.parse(res, schema, url), retry: false };
      await res.body?.cancel().catch(() => undefined);
      if (res.status === 404 || res.status === 410) return { lookup: { kind: 'absent' }, retry: false };
      if (SLOW_DOWN_STATUS.has(res.status)) {
        const wait =
          retryAfterMs(res.headers.get('retry-after')) ?? this.opts.slowDownMs ?? DEFAULT_SLOW_DOWN_MS;
        this.holdOffUntil = Math.max(this.holdOffUntil, Date.now() + wait);
        this.opts.log.warn({ status: res.status, waitMs: wait }, 'OpenAlex asks us to slow down');
        return { lookup: unavailable(`status ${res.status}`, wait), retry: false };
      }
      return { lookup: unavailable(`status ${res.status}`), retry: RETRIED_STATUS.has(res.status) };
    }
    return { lookup: unavailable('too many redirects'), retry: false };
  }

  /** The address with `mailto` and `api_key` set, whatever a redirect's Location carried. */
  private urlFor(pathOrLocation: string, base: URL | string = this.opts.apiUrl): URL {
    const url = new URL(pathOrLocation, base);
    if (this.opts.mailto) url.searchParams.set('mailto', this.opts.mailto);
    if (this.opts.apiKey) url.searchParams.set('api_key', this.opts.apiKey);
    return url;
  }

  private async parse<T>(res: Response, schema: z.ZodType<T>, url: URL): Promise<Lookup<T>> {
    try {
      return { kind: 'found', value: schema.parse(await res.json()) };
    } catch (err) {
      this.opts.log.error({ path: url.pathname, err: (err as Error).message }, 'unreadable OpenAlex answer');
      return unavailable('unreadable answer');
    }
  }
}

const unavailable = (reason: string, retryAfterMs: number | null = null) =>
  ({ kind: 'unavailable', reason, retryAfterMs }) as const;
