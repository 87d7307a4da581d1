import { deletedUsersMigration, type Migration } from '@app/service-kit';

export const migrations: Migration[] = [
  {
    name: '0001_users_analytics_audit',
    async up(knex) {
      // Read model of identity's users, built from identity.user.* events. Details and role carry
      // their own versions (the event time that last set them), so a late redelivery of an older
      // event never overwrites newer data.
      await knex.schema.createTable('users', (t) => {
        t.uuid('id').primary();
        t.text('email');
        t.text('firstName');
        t.text('lastName');
        t.text('role').notNullable();
        t.boolean('isActive').notNullable();
        t.timestamp('createdAt', { useTz: true }).notNullable();
        t.timestamp('detailsAt', { useTz: true }).notNullable();
        t.timestamp('roleAt', { useTz: true }).notNullable();
      });
      await knex.raw('CREATE INDEX users_newest_idx ON users (created_at DESC, id DESC)');

      // Ids of deleted accounts only (no personal data): a late redelivered registration or login
      // must not bring a deleted person back. Identity never reuses ids.
      await knex.schema.createTable('deletedUsers', (t) => {
        t.uuid('userId').primary();
        t.timestamp('deletedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });

      await knex.schema.createTable('usageAnalytics', (t) => {
        t.bigIncrements('id');
        t.uuid('userId').notNullable();
        t.text('action').notNullable();
        t.jsonb('details').notNullable().defaultTo('{}');
        t.text('ipAddress');
        t.text('userAgent');
        t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.raw(
        'CREATE INDEX usage_analytics_user_action_idx ON usage_analytics (user_id, action, created_at DESC)',
      );

      await knex.schema.createTable('adminAuditLog', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.uuid('actorUserId').notNullable();
        t.text('actorEmail');
        t.text('action').notNullable();
        t.text('outcome').notNullable().defaultTo('succeeded');
        t.uuid('targetUserId').notNullable();
        t.text('targetEmail');
        t.jsonb('details').notNullable().defaultTo('{}');
        // clock_timestamp, not now(): entries written in one transaction still sort in order.
        t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.raw('clock_timestamp()'));
      });
      await knex.raw(
        `ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check
           CHECK (action IN ('make_admin', 'remove_admin', 'delete_user', 'email_user'))`,
      );
      await knex.raw(
        `ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_outcome_check
           CHECK (outcome IN ('succeeded', 'refused'))`,
      );
      await knex.raw('CREATE INDEX admin_audit_log_newest_idx ON admin_audit_log (created_at DESC, id DESC)');
    },
  },
  {
    name: '0002_audit_orcid_take_over',
    async up(knex) {
      await knex.raw('ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check');
      await knex.raw(
        `ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check
           CHECK (action IN ('make_admin', 'remove_admin', 'delete_user', 'email_user', 'orcid_take_over'))`,
      );
    },
  },
  // The deletion markers (deleted_users, made in 0001) are the kit's from here on.
  deletedUsersMigration,
  {
    name: '0003_audit_group_leaders',
    async up(knex) {
      // A group leader's entries concern a group, not one user: no target user.
      await knex.raw('ALTER TABLE admin_audit_log ALTER COLUMN target_user_id DROP NOT NULL');
      await knex.raw('ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check');
      await knex.raw(
        `ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check
           CHECK (action IN ('make_admin', 'remove_admin', 'delete_user', 'email_user', 'orcid_take_over',
                             'group_member_emails_read', 'group_members_emailed'))`,
      );
    },
  },
  {
    name: '0004_audit_research_interests',
    async up(knex) {
      // Administrators' upkeep of the shared research-interest list (no target user).
      await knex.raw('ALTER TABLE admin_audit_log ALTER COLUMN target_user_id DROP NOT NULL');
      await knex.raw('ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check');
      await knex.raw(
        `ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check
           CHECK (action IN ('make_admin', 'remove_admin', 'delete_user', 'email_user', 'orcid_take_over',
                             'group_member_emails_read', 'group_members_emailed',
                             'rename_research_interest', 'merge_research_interests', 'remove_research_interest'))`,
      );
    },
  },
];
