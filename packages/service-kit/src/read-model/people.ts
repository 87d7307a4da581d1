import type { Knex } from 'knex';
import type { Migration } from '../db';

/*
 * The people read model: what a service keeps of other services' people (identity's users or
 * profile's research profiles, in a table and with columns of its own), and `deleted_users`, the
 * ids of deleted accounts and nothing else about them.
 *
 * One rule for every copy: a snapshot is stored unless the account was deleted or the copy already
 * holds a newer version. A deletion is remembered for ever, so a late snapshot (a redelivery, or
 * one on another stream that overtook the deletion) never brings the person back.
 *
 * Applying a snapshot and purging a person both hold `lockPerson` until their transaction ends:
 * otherwise a snapshot that read "not deleted" just before a purge committed would write the
 * person back after it.
 */

/** The table of deletion markers, in every service schema that keeps people. */
export const DELETED_USERS = 'deletedUsers';

/**
 * The kit's migration of the deletion markers; a service lists it with its own migrations. Copies
 * of the table made by services before the kit held it have the same columns, so it keeps them.
 */
export const deletedUsersMigration: Migration = {
  name: 'kit_people_deleted_users',
  async up(knex) {
    await knex.raw(`
      CREATE TABLE IF NOT EXISTS deleted_users (
        user_id uuid PRIMARY KEY,
        deleted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await knex.raw('ALTER TABLE deleted_users ALTER COLUMN deleted_at SET DEFAULT now()');
  },
};

/** A service's copy of people: its own table, whose rows say whose account they describe. */
export interface PeopleTable<Row extends { userId: string }> {
  table: string;
  /** The column a row is known by: the user id, or the profile id in a copy of profiles. */
  key: keyof Row & string;
  /**
   * When what the row holds was true (the snapshot's `updatedAt` or the event's `occurredAt`).
   * A row whose version is null was filled from elsewhere and gives way to any snapshot.
   */
  version: keyof Row & string;
}

/**
 * Holds this person still, for this service, until the transaction ends: applying a snapshot and
 * purging the person wait for each other. Take it before reading the person's rows.
 */
export async function lockPerson(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx.raw(
    `SELECT pg_advisory_xact_lock(hashtextextended('person:' || current_schema() || ':' || ?, 0))`,
    [userId],
  );
}

export async function isDeleted(db: Knex, userId: string): Promise<boolean> {
  return Boolean(await db(DELETED_USERS).select('userId').where({ userId }).first());
}

/**
 * Remembers that the account was deleted (`at`: when, by default now). Call it first when purging,
 * before deleting the person's rows, so the purge holds `lockPerson` for all of its work.
 */
export async function markDeleted(trx: Knex.Transaction, userId: string, at?: string): Promise<void> {
  await lockPerson(trx, userId);
  await trx(DELETED_USERS)
    .insert({ userId, ...(at ? { deletedAt: at } : {}) })
    .onConflict('userId')
    .ignore();
}

/**
 * Stores `row` in the copy unless the person's account was deleted or the row held is newer (an
 * equally new one is replaced: events written together carry the same time, the last one holds
 * the final state). True when it was stored.
 */
export async function upsertIfNewer<Row extends { userId: string }>(
  trx: Knex.Transaction,
  people: PeopleTable<Row>,
  row: Row,
): Promise<boolean> {
  await lockPerson(trx, row.userId);
  if (await isDeleted(trx, row.userId)) return false;
  const held = `${people.table}.${people.version}`;
  const stored = await trx(people.table)
    .insert(row)
    .onConflict(people.key)
    .merge()
    .whereRaw('?? IS NULL OR ?? <= ??', [held, held, `excluded.${people.version}`])
    .returning(people.key);
  return stored.length > 0;
}
