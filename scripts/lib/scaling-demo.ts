import pg from 'pg';
import { createTestDatabase, deleteStreams, freePort, uniqueName, waitFor } from '@app/service-kit/testing';
import { devSignIn } from './dev-sign-in';
import { startSystem, type Ports } from './system';
import { testSystemEnv } from './test-system-env';

export interface ScalingReport {
  requests: { total: number; byInstance: Record<string, number> };
  connectionRequests: { sent: number; createdByInstance: Record<string, number> };
  outboxSentBy: Record<string, number>;
  notificationsAppliedBy: Record<string, number>;
  notifications: number;
  duplicates: number;
  unsentOutboxRows: number;
}

const PROCESSES = ['dev-oidc', 'dev-inbox', 'identity', 'networking', 'notifications', 'gateway'];

const tally = (values: string[]) =>
  values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

/**
 * Two replicas each of networking and notifications behind one gateway, on a fresh database and
 * event namespace: requests are spread over the networking replicas, connection requests create
 * events that both networking relays publish, and both notifications replicas consume them from
 * one durable consumer. Returns who did what, and whether anything was lost or doubled.
 */
export async function runScalingDemo(
  log: (line: string) => void = () => undefined,
  targets = 60,
): Promise<ScalingReport> {
  const db = await createTestDatabase();
  const namespace = uniqueName('scale');
  const ports = { smtp: await freePort() } as Ports;
  for (const name of [...PROCESSES, 'networking#2', 'notifications#2']) ports[name] = await freePort();
  const base = `http://localhost:${ports.gateway}`;
  const system = await startSystem({
    env: testSystemEnv(
      { databaseUrl: db.url, namespace },
      { DB_POOL_MAX: '4', OUTBOX_POLL_MS: '200', INSTANCE_HEADER: 'true' },
    ),
    ports,
    publicUrl: base,
    only: PROCESSES,
    replicas: { networking: 2, notifications: 2 },
    log: (name, _i, line) => {
      if ((!line.startsWith('{') || /"level":(50|60)/.test(line)) && !/oidc-provider WARNING/.test(line))
        log(`  [${name}] ${line}`);
    },
  });
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  try {
    log(`started: gateway, identity, networking ×2, notifications ×2 (gateway at ${base})`);
    const sender = await devSignIn(base, `${namespace}.sender@example.edu`);
    const people: Array<Awaited<ReturnType<typeof devSignIn>>> = [];
    for (let i = 0; i < targets; i++) people.push(await devSignIn(base, `${namespace}.p${i}@example.edu`));
    await waitFor(
      async () => {
        const { rows } = await pool.query(
          'SELECT count(*)::int AS n FROM networking.people WHERE user_id = ANY($1)',
          [people.map((p) => p.id)],
        );
        return rows[0].n === people.length;
      },
      { timeoutMs: 30_000, what: 'networking to learn of everyone' },
    );

    const served: string[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await sender.request(`${base}/api/phd-supervisors?search=x${i % 7}`);
      await res.arrayBuffer();
      served.push(res.headers.get('x-instance') ?? 'unknown');
    }
    const requests = { total: served.length, byInstance: tally(served) };
    log(`200 finder requests through the gateway, served by: ${JSON.stringify(requests.byInstance)}`);

    const created: string[] = [];
    const waiting = [...people];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let target = waiting.shift(); target; target = waiting.shift()) {
          const res = await sender.request(`${base}/api/academic-connections`, {
            method: 'POST',
            json: { targetUserId: target.id },
          });
          await res.arrayBuffer();
          if (res.status !== 201) throw new Error(`connection request answered ${res.status}`);
          created.push(res.headers.get('x-instance') ?? 'unknown');
        }
      }),
    );
    log(`${people.length} connection requests, created by: ${JSON.stringify(tally(created))}`);

    const ids = await waitFor(
      async () => {
        const { rows } = await pool.query(
          'SELECT id FROM networking.academic_connections WHERE from_user_id = $1',
          [sender.id],
        );
        const { rows: done } = await pool.query(
          'SELECT count(DISTINCT related_connection_id)::int AS n FROM notifications.notifications WHERE related_connection_id = ANY($1)',
          [rows.map((r) => r.id)],
        );
        return done[0].n === people.length ? rows.map((r) => r.id as string) : undefined;
      },
      { timeoutMs: 60_000, what: 'every request to become a notification' },
    );

    const sentBy = await pool.query(
      "SELECT sent_by, count(*)::int AS n FROM networking.outbox WHERE type = 'networking.connection.requested' GROUP BY 1",
    );
    const appliedBy = await pool.query(
      'SELECT pe.instance, count(*)::int AS n FROM notifications.processed_events pe JOIN networking.outbox o ON o.id = pe.event_id WHERE o.type = $1 GROUP BY 1',
      ['networking.connection.requested'],
    );
    const notifications = await pool.query(
      'SELECT related_connection_id, count(*)::int AS n FROM notifications.notifications WHERE related_connection_id = ANY($1) GROUP BY 1',
      [ids],
    );
    const unsent = await pool.query(
      "SELECT count(*)::int AS n FROM networking.outbox WHERE status <> 'sent'",
    );
    const report: ScalingReport = {
      requests,
      connectionRequests: { sent: people.length, createdByInstance: tally(created) },
      outboxSentBy: Object.fromEntries(sentBy.rows.map((r) => [r.sent_by, r.n])),
      notificationsAppliedBy: Object.fromEntries(appliedBy.rows.map((r) => [r.instance, r.n])),
      notifications: notifications.rows.reduce((n, r) => n + r.n, 0),
      duplicates: notifications.rows.filter((r) => r.n > 1).length,
      unsentOutboxRows: unsent.rows[0].n,
    };
    log(`events published by the networking relays: ${JSON.stringify(report.outboxSentBy)}`);
    log(`events applied by the notifications replicas: ${JSON.stringify(report.notificationsAppliedBy)}`);
    log(
      `notifications: ${report.notifications} for ${people.length} requests; duplicates: ${report.duplicates}; unsent outbox rows: ${report.unsentOutboxRows}`,
    );
    return report;
  } finally {
    await pool.end();
    await system.stopAll();
    await db.drop();
    await deleteStreams(namespace);
  }
}
