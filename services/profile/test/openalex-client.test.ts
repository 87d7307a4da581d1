import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAlexStub, type RunningOpenAlexStub } from '../../../infra/openalex-stub/src/app';
import {
  ABSENT_AUTHOR_ORCID,
  MERGED_AUTHOR_ORCID,
  mergedIntoId,
} from '../../../infra/openalex-stub/src/catalogue';
import { demoResearcher } from '../../../infra/orcid-stub/src/demo-researchers';
import { fetchCitationMetrics } from '../src/openalex/citation-metrics';
import { OpenAlexClient } from '../src/openalex/openalex-client';
import { TokenBucket } from '../src/shared/rate-limiter';

const log = Fastify({ logger: false }).log;
let stub: RunningOpenAlexStub;

/** A real HTTP server whose next answers the test scripts: status, headers, delay. */
interface Scripted {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  delayMs?: number;
}
let script: Scripted[] = [];
let hits: string[] = [];
let scripted: Server;
let scriptedUrl: string;

beforeAll(async () => {
  stub = await startOpenAlexStub({ port: 0 });
  scripted = createServer((req, res) => {
    hits.push(req.url ?? '');
    const next = script.shift() ?? { status: 500 };
    setTimeout(() => {
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      res.end(next.body === undefined ? '{}' : JSON.stringify(next.body));
    }, next.delayMs ?? 0);
  });
  await new Promise<void>((r) => scripted.listen(0, '127.0.0.1', r));
  scriptedUrl = `http://127.0.0.1:${(scripted.address() as AddressInfo).port}`;
});
afterEach(() => {
  script = [];
  hits = [];
});
afterAll(async () => {
  await stub?.close();
  scripted?.closeAllConnections();
  await new Promise((r) => scripted?.close(r));
});

const client = (apiUrl: string, overrides: Partial<ConstructorParameters<typeof OpenAlexClient>[0]> = {}) =>
  new OpenAlexClient({
    apiUrl,
    mailto: 'metrics@example.edu',
    apiKey: 'test-key',
    timeoutMs: 300,
    maxRetries: 2,
    retryBaseMs: 5,
    log,
    limiter: new TokenBucket(1000, 1000),
    ...overrides,
  });

const author = {
  id: 'https://openalex.org/A1',
  cited_by_count: 12,
  summary_stats: { h_index: 2, i10_index: 0 },
};

describe('the OpenAlex client against the stub', () => {
  it('200: reads an author by ORCID iD, sending mailto and api_key on the call', async () => {
    const alice = demoResearcher(0).orcidId;
    const found = await client(stub.url).authorByOrcid(alice);
    expect(found).toMatchObject({ kind: 'found', value: { orcid: `https://orcid.org/${alice}` } });
    const asked = stub.requests.at(-1)!;
    expect(asked.query.get('mailto')).toBe('metrics@example.edu');
    expect(asked.query.get('api_key')).toBe('test-key');
  });

  it('301: follows a merged author to where it lives now, mailto still on the call', async () => {
    const found = await client(stub.url).authorByOrcid(MERGED_AUTHOR_ORCID);
    expect(found).toMatchObject({ kind: 'found' });
    const asked = stub.requests.at(-1)!;
    expect(asked.path).toBe(`/authors/${mergedIntoId(MERGED_AUTHOR_ORCID)}`);
    expect(asked.query.get('mailto')).toBe('metrics@example.edu');
  });

  it('404: an author OpenAlex does not hold is "absent", not an error', async () => {
    expect(await client(stub.url).authorByOrcid(ABSENT_AUTHOR_ORCID)).toEqual({ kind: 'absent' });
  });

  it('gathers a researcher’s figures: the author’s own, each DOI’s citations, absent ones null', async () => {
    const dois = ['10.5555/rc-joint.2019.001', '10.5555/not-in-openalex.1'];
    const outcome = await fetchCitationMetrics(client(stub.url), demoResearcher(0).orcidId, dois);
    expect(outcome.kind).toBe('fetched');
    if (outcome.kind !== 'fetched') return;
    expect(outcome.metrics.figures?.hIndex).toBeGreaterThan(0);
    expect([...outcome.metrics.workCitations.keys()]).toEqual(dois);
    expect(outcome.metrics.workCitations.get('10.5555/rc-joint.2019.001')).toEqual(expect.any(Number));
  });

  it('computes the figures from the works when OpenAlex has no author for the iD', async () => {
    const outcome = await fetchCitationMetrics(client(stub.url), ABSENT_AUTHOR_ORCID, [
      '10.5555/rc-joint.2019.001',
    ]);
    if (outcome.kind !== 'fetched') throw new Error('expected figures');
    const cited = outcome.metrics.workCitations.get('10.5555/rc-joint.2019.001')!;
    expect(outcome.metrics.figures).toEqual({
      citations: cited,
      hIndex: cited >= 1 ? 1 : 0,
      i10Index: cited >= 10 ? 1 : 0,
    });
  });
});

describe('the OpenAlex client when OpenAlex misbehaves', () => {
  it('429: holds off (Retry-After) without retrying at once, and asks nothing until then', async () => {
    const c = client(scriptedUrl);
    script = [{ status: 429, headers: { 'retry-after': '30' } }];
    const first = await c.authorByOrcid('0000-0004-2010-1079');
    expect(first).toMatchObject({ kind: 'unavailable', retryAfterMs: 30_000 });
    expect(hits).toHaveLength(1);
    const second = await c.workByDoi('10.1/x');
    expect(second).toMatchObject({ kind: 'unavailable', reason: 'slowing down' });
    expect(hits).toHaveLength(1);
  });

  it('403: the daily budget is spent; holds off for the configured while', async () => {
    const c = client(scriptedUrl, { slowDownMs: 5_000 });
    script = [{ status: 403, body: { error: 'Forbidden' } }];
    const answer = await c.authorByOrcid('0000-0004-2010-1079');
    expect(answer).toMatchObject({ kind: 'unavailable', retryAfterMs: 5_000 });
    expect(await c.workByDoi('10.1/x')).toMatchObject({ kind: 'unavailable', reason: 'slowing down' });
    expect(hits).toHaveLength(1);
  });

  it('5xx: retried with back-off, and answers once OpenAlex recovers', async () => {
    script = [{ status: 503 }, { status: 502 }, { status: 200, body: author }];
    expect(await client(scriptedUrl).authorByOrcid('0000-0004-2010-1079')).toMatchObject({
      kind: 'found',
      value: { cited_by_count: 12 },
    });
    expect(hits).toHaveLength(3);
    expect(hits.every((h) => h.includes('mailto=metrics%40example.edu'))).toBe(true);
  });

  it('5xx that lasts: "unavailable" after the retries, never an exception', async () => {
    script = [{ status: 500 }, { status: 500 }, { status: 500 }];
    expect(await client(scriptedUrl).authorByOrcid('0000-0004-2010-1079')).toMatchObject({
      kind: 'unavailable',
      reason: 'status 500',
    });
    expect(hits).toHaveLength(3);
  });

  it('time-out: "unavailable" at once, not retried', async () => {
    script = [{ status: 200, body: author, delayMs: 1000 }];
    const started = Date.now();
    expect(await client(scriptedUrl).authorByOrcid('0000-0004-2010-1079')).toMatchObject({
      kind: 'unavailable',
      reason: 'timed out',
    });
    expect(Date.now() - started).toBeLessThan(900);
    expect(hits).toHaveLength(1);
  });

  it('an answer that is not what OpenAlex sends is "unavailable", not trusted', async () => {
    script = [{ status: 200, body: { id: 'https://openalex.org/A1', cited_by_count: -3 } }];
    expect(await client(scriptedUrl).authorByOrcid('0000-0004-2010-1079')).toMatchObject({
      kind: 'unavailable',
      reason: 'unreadable answer',
    });
  });

  it('a researcher whose look-up fails gets no half-fetched figures', async () => {
    script = [{ status: 200, body: author }, { status: 503 }, { status: 503 }, { status: 503 }];
    const outcome = await fetchCitationMetrics(client(scriptedUrl), '0000-0004-2010-1079', ['10.1/x']);
    expect(outcome).toMatchObject({ kind: 'unavailable' });
  });

  it('unreachable: "unavailable" after the retries', async () => {
    const answer = await client('http://127.0.0.1:9').authorByOrcid('0000-0004-2010-1079');
    expect(answer).toMatchObject({ kind: 'unavailable' });
    expect((answer as { reason: string }).reason).toMatch(/^unreachable/);
  });
});
