import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { first, waitFor, type CollectedSpan } from '@app/service-kit/testing';
import { ApiUser } from './support/api-user';
import { uniqueEmail } from './support/browser';
import { e2e } from './support/context';

/**
 * Issue 19: one trace id from a request at the gateway, through networking and its outbox, across
 * NATS, to the notification the event created. Every process of the test system exports its spans
 * to the stand-in collector that e2e/global-setup.ts runs.
 */

const db = new pg.Pool({ connectionString: e2e().databaseUrl, max: 2 });
afterAll(() => db.end());

const SERVER = 2;
const CONSUMER = 5;

async function spansOf(traceId: string): Promise<CollectedSpan[]> {
  const all = (await (await fetch(`${e2e().traceCollectorUrl}/spans`)).json()) as CollectedSpan[];
  return all.filter((s) => s.traceId === traceId);
}

describe('a trace an operator can follow', () => {
  it('runs from the gateway request to the notification its event created', async () => {
    const alice = await ApiUser.signIn(uniqueEmail('trace-alice'));
    const bob = await ApiUser.signIn(uniqueEmail('trace-bob'));
    const res = await waitFor(
      async () => {
        const r = await alice.raw('POST', '/api/academic-connections', { targetUserId: bob.id });
        return r.status === 201 ? r : (await r.arrayBuffer(), undefined);
      },
      { what: 'networking to accept the connection request' },
    );
    const requestId = res.headers.get('x-request-id');
    const { id: connectionId } = (await res.json()) as { id: string };

    // The gateway's span for that request starts the trace.
    const gateway = await waitFor(
      async () => {
        const all = (await (await fetch(`${e2e().traceCollectorUrl}/spans`)).json()) as CollectedSpan[];
        return all.find((s) => s.service === 'gateway' && s.attributes['request.id'] === requestId);
      },
      { what: "the gateway's span" },
    );
    expect(gateway).toMatchObject({ kind: SERVER, parentSpanId: '' });
    const traceId = gateway.traceId;

    // networking served it as part of the same trace, and its outbox row kept the trace.
    const networking = await waitFor(
      async () => (await spansOf(traceId)).find((s) => s.service === 'networking' && s.kind === SERVER),
      { what: "networking's span in the same trace" },
    );
    expect(networking).toMatchObject({
      name: 'POST /api/academic-connections',
      parentSpanId: gateway.spanId,
    });
    const { rows } = await db.query<{ id: string; headers: Record<string, string> }>(
      `SELECT id, headers FROM networking.outbox
        WHERE type = 'networking.connection.requested' AND envelope->'data'->>'connectionId' = $1`,
      [connectionId],
    );
    expect(rows).toHaveLength(1);
    const { id: eventId, headers } = first(rows);
    expect(headers.traceparent).toContain(traceId);

    // notifications consumed that event in the same trace, and made bob's notification.
    const consumed = await waitFor(
      async () =>
        (await spansOf(traceId)).find(
          (s) =>
            s.service === 'notifications' &&
            s.kind === CONSUMER &&
            s.attributes['messaging.message.id'] === eventId,
        ),
      { what: "notifications' consumer span" },
    );
    expect(consumed.name).toBe('consume networking.connection.requested');
    const made = await db.query(
      `SELECT id FROM notifications.notifications WHERE related_connection_id = $1 AND user_id = $2`,
      [connectionId, bob.id],
    );
    expect(made.rowCount).toBe(1);
  });
});
