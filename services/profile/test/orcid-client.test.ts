import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { HttpError } from '@app/service-kit';
import { freePort } from '@app/service-kit/testing';
import { startOrcidStub, type RunningOrcidStub } from '../../../infra/orcid-stub/src/app';
import { stubOrcidIds } from '../../../infra/orcid-stub/src/stub-ids';
import { OrcidClient } from '../src/orcid/orcid-client';
import { TokenBucket } from '../src/shared/rate-limiter';

let stub: RunningOrcidStub;
const log = Fastify({ logger: false }).log;

beforeAll(async () => {
  stub = await startOrcidStub({ port: 0, slowMs: 600, flakyFailures: 2 });
});
afterAll(async () => {
  await stub?.close();
});

const client = (overrides: Partial<ConstructorParameters<typeof OrcidClient>[0]> = {}) =>
  new OrcidClient({ apiUrl: stub.url, timeoutMs: 2000, maxRetries: 3, retryBaseMs: 10, log, ...overrides });

async function failure(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('the ORCID client', () => {
  it('reads a record', async () => {
    const record = await client().fetchRecord(stubOrcidIds.carolNguyen);
    expect(record.person?.name?.['family-name']?.value).toBe('Nguyen');
    expect(record['activities-summary']?.works?.group).toHaveLength(11);
  });

  it('answers 404 "ORCID record not found" for an iD ORCID does not know, without retrying', async () => {
    const before = stub.recordRequests(stubOrcidIds.missing);
    const err = await failure(client().fetchRecord(stubOrcidIds.missing));
    expect(err).toMatchObject({
      statusCode: 404,
      code: 'ORCID_NOT_FOUND',
      message: 'ORCID record not found',
    });
    expect(stub.recordRequests(stubOrcidIds.missing) - before).toBe(1);
  });

  it('backs off and retries when ORCID answers 503', async () => {
    const flaky = await startOrcidStub({ port: 0, flakyFailures: 2 });
    try {
      const record = await client({ apiUrl: flaky.url }).fetchRecord(stubOrcidIds.flaky);
      expect(record.person?.name?.['given-names']?.value).toBe('Casey');
      expect(flaky.recordRequests(stubOrcidIds.flaky)).toBe(3);
    } finally {
      await flaky.close();
    }
  });

  it('gives up with 503 when ORCID keeps refusing', async () => {
    const flaky = await startOrcidStub({ port: 0, flakyFailures: 10 });
    try {
      const err = await failure(client({ apiUrl: flaky.url, maxRetries: 2 }).fetchRecord(stubOrcidIds.flaky));
      expect(err).toMatchObject({ statusCode: 503, code: 'ORCID_UNAVAILABLE' });
      expect(err.message).toMatch(/try again/);
      expect(flaky.recordRequests(stubOrcidIds.flaky)).toBe(3);
    } finally {
      await flaky.close();
    }
  });

  it('times out a slow answer with 504', async () => {
    const started = Date.now();
    const err = await failure(client({ timeoutMs: 150 }).fetchRecord(stubOrcidIds.slow));
    expect(err).toMatchObject({
      statusCode: 504,
      code: 'ORCID_TIMEOUT',
      message: 'ORCID did not answer in time. Please try again later.',
    });
    expect(Date.now() - started).toBeLessThan(550);
  });

  it('answers 502 when ORCID cannot be reached, after retrying', async () => {
    const port = await freePort();
    const err = await failure(
      client({ apiUrl: `http://127.0.0.1:${port}`, maxRetries: 1 }).fetchRecord(stubOrcidIds.carolNguyen),
    );
    expect(err).toMatchObject({ statusCode: 502, code: 'ORCID_UNREACHABLE' });
  });

  it('waits for the rate limiter before every call', async () => {
    let taken = 0;
    const limiter = new TokenBucket(12, 40);
    const take = limiter.take.bind(limiter);
    limiter.take = () => {
      taken += 1;
      return take();
    };
    const c = client({ limiter });
    await c.fetchRecord(stubOrcidIds.carolNguyen);
    await c.fetchRecord(stubOrcidIds.sparse);
    expect(taken).toBe(2);
  });
});
