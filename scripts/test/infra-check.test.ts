import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startPrivateNats,
  startPrivatePostgres,
  testUrls,
  type PrivateServer,
} from '@app/service-kit/testing';
import { infraProblems } from '../lib/infra-check';
import { repoRoot } from '../lib/system';

/**
 * Issue 22: `npm start` names each known infrastructure failure in one sentence, and exits non-zero.
 * Against real servers of our own: PostgreSQL asking for a password (scram-sha-256, as a stock
 * installation does), NATS without JetStream, and a port where nothing listens.
 */

let scram: PrivateServer;
let plainNats: PrivateServer;
beforeAll(async () => {
  [scram, plainNats] = await Promise.all([
    startPrivatePostgres({ password: 'a-real-password' }),
    startPrivateNats({ jetStream: false }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([scram?.dispose(), plainNats?.dispose()]);
});

const databaseAt = (server: PrivateServer, password?: string) =>
  `postgres://postgres${password ? `:${password}` : ''}@127.0.0.1:${server.port}/research_connect`;

describe('the infrastructure check', () => {
  it('finds nothing wrong with this machine’s servers', async () => {
    expect(
      await infraProblems({
        DATABASE_URL: testUrls.database,
        NATS_URL: testUrls.nats,
        REDIS_URL: testUrls.redis,
      }),
    ).toEqual([]);
  });

  it('says PostgreSQL wants a password, and where to put it', async () => {
    const env = { DATABASE_URL: databaseAt(scram), NATS_URL: testUrls.nats, REDIS_URL: testUrls.redis };
    expect(await infraProblems(env)).toEqual([
      `PostgreSQL at 127.0.0.1:${scram.port} asks for a password: put it in DATABASE_URL (in .env), such as postgres://postgres:YOUR_PASSWORD@127.0.0.1:${scram.port}/research_connect`,
    ]);
    expect(await infraProblems({ ...env, DATABASE_URL: databaseAt(scram, 'a-real-password') })).toEqual([]);
    expect((await infraProblems({ ...env, DATABASE_URL: databaseAt(scram, 'wrong') }))[0]).toMatch(
      /refused the password in DATABASE_URL/,
    );
  });

  it('says NATS needs JetStream, checked rather than assumed', async () => {
    const problems = await infraProblems({
      DATABASE_URL: testUrls.database,
      NATS_URL: plainNats.url,
      REDIS_URL: testUrls.redis,
    });
    expect(problems).toEqual([
      `NATS at 127.0.0.1:${plainNats.port} runs without JetStream: start nats-server with -js (nats-server -a 127.0.0.1 -p ${plainNats.port} -js -sd /var/lib/nats-server)`,
    ]);
  });

  it('names the configured port of a server that does not answer, with how to start it', async () => {
    const port = await freePort();
    const [problem] = await infraProblems({
      DATABASE_URL: testUrls.database,
      NATS_URL: testUrls.nats,
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    expect(problem).toContain(`Redis is not reachable at 127.0.0.1:${port}`);
    expect(problem).toContain(`--port ${port}`);
    expect(problem).toContain('brew install redis');
    expect(problem).toContain('compose.dev.yml');
  });
});

describe('npm start', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/start-all.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: testUrls.database,
        NATS_URL: testUrls.nats,
        REDIS_URL: testUrls.redis,
        ...env,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('exits non-zero with the sentence for each known failure', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ DATABASE_URL: databaseAt(scram) }, 'asks for a password: put it in DATABASE_URL'],
      [{ NATS_URL: plainNats.url }, 'runs without JetStream'],
      [{ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }, 'Redis is not reachable'],
    ];
    for (const [env, sentence] of cases) {
      const run = start(env);
      expect(run.status, sentence).toBe(1);
      expect(run.stderr).toContain('Research Connect cannot start:');
      expect(run.stderr).toContain(sentence);
    }
  }, 120_000);
});
