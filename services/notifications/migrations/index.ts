import { deletedUsersMigration, type Migration } from '@app/service-kit';

export const migrations: Migration[] = [
  {
    name: '0001_notifications',
    async up(knex) {
      await knex.schema.createTable('notifications', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.uuid('userId').notNullable();
        t.text('type').notNullable();
        t.text('title').notNullable();
        t.text('message').notNullable();
        t.uuid('relatedConnectionId');
        t.uuid('relatedProjectId');
        t.text('link').notNullable();
        t.boolean('isRead').notNullable().defaultTo(false);
        t.boolean('emailSent').notNullable().defaultTo(false);
        t.timestamp('emailedAt', { useTz: true });
        // How the notification was to be mailed when it was created: immediate | digest | none.
        t.text('delivery').notNullable();
        // Set once its immediate-mail job is in the queue; the sweeper queues rows left without one.
        t.timestamp('mailQueuedAt', { useTz: true });
        // What caused it (an event id, or an admin email id): one notification per source and user.
        t.text('sourceKey').notNullable();
        t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.unique(['sourceKey', 'userId']);
      });
      await knex.raw(
        `ALTER TABLE notifications ADD CONSTRAINT notifications_delivery_check
         CHECK (delivery IN ('immediate', 'digest', 'none'))`,
      );
      await knex.raw(
        'CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC)',
      );
      await knex.raw('CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read');
      await knex.raw(
        'CREATE INDEX notifications_unmailed_idx ON notifications (user_id) WHERE NOT email_sent AND NOT is_read',
      );
      await knex.raw(
        `CREATE INDEX notifications_unqueued_idx ON notifications (created_at)
         WHERE delivery = 'immediate' AND NOT email_sent AND mail_queued_at IS NULL`,
      );

      await knex.schema.createTable('notificationPreferences', (t) => {
        t.uuid('userId').primary();
        t.text('email').notNullable();
        t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.raw(
        `ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_email_check
         CHECK (email IN ('immediate', 'daily', 'weekly', 'off'))`,
      );

      // Who to write to: from identity's user snapshots, seeded by connection and admin events.
      await knex.schema.createTable('recipients', (t) => {
        t.uuid('userId').primary();
        t.text('email');
        t.text('firstName');
        t.text('lastName');
        t.text('displayName');
        // occurredAt of the identity snapshot applied last (null while only seeded by other events).
        t.timestamp('identityAt', { useTz: true });
        t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });

      // Only the id of a deleted account, so a late event cannot bring its notifications back.
      await knex.schema.createTable('deletedUsers', (t) => {
        t.uuid('userId').primary();
        t.timestamp('deletedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    },
  },
  // The deletion markers (deleted_users, made in 0001) are the kit's from here on.
  deletedUsersMigration,
];
