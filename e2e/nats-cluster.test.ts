import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { connect } from 'nats';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  freePort,
  startPrivateNatsCluster,
  uniqueName,
  type PrivateNatsCluster,
  type TestDatabase,
} from '@app/service-kit/testing';
import { repoRoot, startSystem, type Ports, type RunningSystem } from '../scripts/lib/system';
import { testSystemEnv } from '../scripts/lib/test-system-env';
import {
  connectionRequestsBetween,
  expectOneNotificationEach,
  networkingKnows,
  senderAndTargets,
} from './support/burst-checks';

/**
 * The system on a three-node NATS cluster (`NATS_URL` naming every node, `NATS_STREAM_REPLICAS=3`),
 * as the Kubernetes manifests run it: one node is killed in the middle of a burst of connection
 * requests, and every request the API confirmed still becomes exactly one notification.
 */
const say = (line: string) => console.log(`  [nats-cluster] ${line}`);
const PROCESSES = ['dev-oidc', 'dev-inbox', 'identity', 'networking', 'notifications', 'gateway'];

let cluster: PrivateNatsCluster;
let database: TestDatabase;
let system: RunningSystem;
let db: pg.Pool;
let base: string;

beforeAll(async () => {
  [cluster, database] = await Promise.all([startPrivateNatsCluster(3), createTestDatabase()]);
  const ports = { smtp: await freePort() } as Ports;
  for (const name of PROCESSES) ports[name] = await freePort();
  base = `http://localhost:${ports.gateway}`;
  const log = createWriteStream(path.join(repoRoot, 'test-results', 'nats-cluster-system.log'), {
    flags: 'a',
  });
  system = await startSystem({
    env: testSystemEnv(
      { databaseUrl: database.url, namespace: uniqueName('cluster') },
      { NATS_URL: cluster.url, NATS_STREAM_REPLICAS: '3', DB_POOL_MAX: '5', OUTBOX_POLL_MS: '200' },
    ),
    ports,
    publicUrl: base,
    only: PROCESSES,
    log: (name, _i, line) => log.write(`[${name}] ${line}\n`),
  });
  db = new pg.Pool({ connectionString: database.url, max: 3 });
});

afterAll(async () => {
  await system?.stopAll();
  await db?.end().catch(() => undefined);
  await cluster?.dispose();
  await database?.drop();
});

/** The stream networking publishes to: its replicas and which node leads it. */
async function networkingStream(): Promise<{ replicas: number; leader: string; current: number }> {
  const nc = await connect({ servers: cluster.nodes.map((n) => n.url) });
  try {
    const jsm = await nc.jetstreamManager();
    for await (const info of jsm.streams.list()) {
      if (!info.config.name.includes('NETWORKING')) continue;
      const peers = info.cluster?.replicas ?? [];
      return {
        replicas: info.config.num_replicas,
        leader: info.cluster?.leader ?? '',
        current: peers.filter((p) => p.current).length,
      };
    }
    throw new Error('no NETWORKING stream');
  } finally {
    await nc.close();
  }
}

describe('a NATS node of three stops during a burst', () => {
  it('loses and duplicates nothing: every confirmed request becomes exactly one notification', async () => {
    const stream = await networkingStream();
    expect(stream.replicas).toBe(3);
    say(`NETWORKING stream: ${stream.replicas} replicas, led by ${stream.leader}`);

    const { sender, targets } = await senderAndTargets(base, 30);
    await networkingKnows(db, targets);
    // The node that leads the stream: the copy every publish goes through first.
    const leader = cluster.nodes[Number(stream.leader.replace(/^n/, '')) - 1]!;
    const statuses: number[] = [];
    const sends: Promise<void>[] = [];
    for (const [i, target] of targets.entries()) {
      if (i === 10) {
        await leader.stop();
        say(`killed ${stream.leader} (the stream's leader) after 10 connection requests`);
      }
      sends.push(
        sender
          .status('POST', '/api/academic-connections', { targetUserId: target.id })
          .then((s) => void statuses.push(s)),
      );
      if (i % 3 === 2) await Promise.all(sends.splice(0));
    }
    await Promise.all(sends);
    const confirmed = statuses.filter((s) => s === 201).length;
    say(`sent 30 connection requests, ${confirmed} confirmed by the API`);
    expect(confirmed).toBe(30);

    const ids = await connectionRequestsBetween(db, sender, targets);
    expect(ids).toHaveLength(30);
    await expectOneNotificationEach(db, ids);
    const after = await networkingStream();
    say(`verified: 30 notifications, one each, every outbox row sent; stream now led by ${after.leader}`);
    expect(after.leader).not.toBe(stream.leader);
  });
});
