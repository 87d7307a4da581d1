import type { FastifyBaseLogger } from 'fastify';
import { HttpError, notFound } from '@app/service-kit';
import { OrcidRecord } from './orcid-record';
import { processOrcidLimiter, type CallPace } from '../shared/rate-limiter';

export interface OrcidClientOptions {
  apiUrl: string;
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
  log: FastifyBaseLogger;
  /** Shared by every replica in production (`SharedRateLimit`); this process's own bucket otherwise. */
  limiter?: CallPace;
}

const ORCID_RECORD_NOT_FOUND = 'ORCID record not found';

const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 5000;

type Failure =
  { kind: 'status'; status: number; retryAfterMs: number | null } | { kind: 'network'; error: string };

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, seconds * 1000));
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, at - Date.now()));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Reads records from ORCID's public API v3.0. Every call waits for the rate limiter (shared by all replicas),
 * has its own time-out, and is retried with exponential back-off (honouring Retry-After) when
 * ORCID answers 429/5xx or cannot be reached. Failures become clear HTTP errors:
 * 404 for an unknown iD, 504 on time-out, 502 when unreachable, 503 while ORCID keeps refusing.
 */
export class OrcidClient {
  private readonly limiter: CallPace;

  constructor(private readonly opts: OrcidClientOptions) {
    this.limiter = opts.limiter ?? processOrcidLimiter;
  }

  async fetchRecord(orcidId: string): Promise<OrcidRecord> {
    const url = new URL(`/v3.0/${encodeURIComponent(orcidId)}/record`, this.opts.apiUrl);
    let failure: Failure | null = null;
    for (let attempt = 0; attempt <= this.opts.maxRetries; attempt++) {
      if (attempt > 0) {
        const backoff = this.opts.retryBaseMs * 2 ** (attempt - 1) * (0.8 + Math.random() * 0.4);
        const wait =
          failure?.kind === 'status' && failure.retryAfterMs !== null ? failure.retryAfterMs : backoff;
        this.opts.log.warn(
          { orcidId, attempt, waitMs: Math.round(wait), failure },
          'ORCID call failed; retrying',
        );
        await sleep(wait);
      }
      await this.limiter.take();
      let res: Response;
      try {
        res = await fetch(url, {
          headers: { accept: 'application/vnd.orcid+json' },
          signal: AbortSignal.timeout(this.opts.timeoutMs),
        });
      } catch (err) {
        const e = err as Error;
        if (e.name === 'TimeoutError') {
          // Not retried: a slow ORCID retried would keep the person waiting for minutes.
          throw new HttpError(504, 'ORCID_TIMEOUT', 'ORCID did not answer in time. Please try again later.');
        }
        failure = { kind: 'network', error: e.message };
        continue;
      }
      if (res.ok) return this.parse(res, orcidId);
      await res.body?.cancel().catch(() => undefined);
      if (res.status === 404 || res.status === 410) throw notFound(ORCID_RECORD_NOT_FOUND, 'ORCID_NOT_FOUND');
      if (!RETRYABLE_STATUS.has(res.status)) {
        throw new HttpError(502, 'ORCID_ERROR', `ORCID refused the request (status ${res.status}).`);
      }
      failure = {
        kind: 'status',
        status: res.status,
        retryAfterMs: retryAfterMs(res.headers.get('retry-after')),
      };
    }
    this.opts.log.error({ orcidId, failure }, 'ORCID call failed after retries');
    if (failure?.kind === 'network') {
      throw new HttpError(502, 'ORCID_UNREACHABLE', 'ORCID could not be reached. Please try again later.');
    }
    throw new HttpError(
      503,
      'ORCID_UNAVAILABLE',
      'ORCID is busy or unavailable right now. Please try again in a few minutes.',
    );
  }

  private async parse(res: Response, orcidId: string): Promise<OrcidRecord> {
    try {
      return OrcidRecord.parse(await res.json());
    } catch (err) {
      this.opts.log.error({ orcidId, err: (err as Error).message }, 'unreadable ORCID record');
      throw new HttpError(502, 'ORCID_BAD_RESPONSE', 'ORCID returned a record that could not be read.');
    }
  }
}
