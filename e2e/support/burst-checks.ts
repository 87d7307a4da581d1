import type pg from 'pg';
import { expect } from 'vitest';
import { waitFor } from '@app/service-kit/testing';
import { ApiUser } from './api-user';
import { uniqueEmail } from './browser';

/**
 * What the fault tests check of a burst of connection requests: every request the API confirmed
 * became exactly one notification for its addressee, read from the system's own database.
 */

/** Someone to send connection requests and `n` people to send them to, all signed in. */
export async function senderAndTargets(
  base: string,
  n: number,
): Promise<{ sender: ApiUser; targets: ApiUser[] }> {
  const sender = await ApiUser.signIn(uniqueEmail('fault'), base);
  const targets: ApiUser[] = [];
  for (let i = 0; i < n; i++) targets.push(await ApiUser.signIn(uniqueEmail('fault'), base));
  return { sender, targets };
}

/** Networking knows a person once identity's event has reached it. */
export async function networkingKnows(db: pg.Pool, users: ApiUser[]): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await db.query(
        'SELECT count(*)::int AS n FROM networking.people WHERE user_id = ANY($1)',
        [users.map((u) => u.id)],
      );
      return rows[0].n === users.length;
    },
    { timeoutMs: 30_000, what: 'networking to know everyone' },
  );
}

export async function connectionRequestsBetween(
  db: pg.Pool,
  sender: ApiUser,
  targets: ApiUser[],
): Promise<string[]> {
  const { rows } = await db.query(
    'SELECT id FROM networking.academic_connections WHERE from_user_id = $1 AND to_user_id = ANY($2)',
    [sender.id, targets.map((t) => t.id)],
  );
  return rows.map((r) => r.id as string);
}

/** Every committed connection request became exactly one notification for its addressee. */
export async function expectOneNotificationEach(
  db: pg.Pool,
  connectionIds: string[],
  timeoutMs = 60_000,
): Promise<void> {
  const counts = await waitFor(
    async () => {
      const { rows } = await db.query(
        'SELECT related_connection_id AS id, count(*)::int AS n FROM notifications.notifications WHERE related_connection_id = ANY($1) GROUP BY 1',
        [connectionIds],
      );
      return rows.length === connectionIds.length ? rows : undefined;
    },
    { timeoutMs, what: `${connectionIds.length} notifications` },
  );
  expect(counts.every((r) => r.n === 1)).toBe(true);
  const { rows } = await db.query("SELECT count(*)::int AS n FROM networking.outbox WHERE status <> 'sent'");
  expect(rows[0].n).toBe(0);
}
