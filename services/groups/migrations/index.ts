import { deletedUsersMigration, type Migration } from '@app/service-kit';
import { researchCategoryValues } from '@app/contracts';
import { seedGroups } from './seed-groups';

export const migrations: Migration[] = [
  {
    name: '0001_research_groups',
    async up(knex) {
      await knex.schema.createTable('research_groups', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.text('name').notNullable().unique();
        t.text('description').notNullable();
        // knex renders this as a text column with a CHECK over the ten research categories.
        t.enu('category', researchCategoryValues).notNullable();
        t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.schema.createTable('research_group_memberships', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.uuid('groupId').notNullable().references('id').inTable('research_groups').onDelete('CASCADE');
        t.uuid('profileId').notNullable();
        t.uuid('userId').notNullable();
        t.boolean('isLeader').notNullable().defaultTo(false);
        t.timestamp('joinedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.unique(['groupId', 'profileId']);
        // A person (user) belongs to a group once, even if their profile id were ever to change.
        t.unique(['groupId', 'userId']);
        t.index(['userId']);
        t.index(['profileId']);
      });
    },
  },
  {
    name: '0002_read_models',
    async up(knex) {
      // Research profiles as the profile service announces them. A removed profile stays as a row
      // without personal data (removedAt set), so a late, older snapshot cannot bring it back.
      await knex.schema.createTable('profiles', (t) => {
        t.uuid('profileId').primary();
        t.uuid('userId').notNullable().index();
        t.text('name');
        t.text('email');
        t.text('institution');
        t.text('profileImageUrl');
        t.timestamp('updatedAt', { useTz: true }).notNullable();
        t.timestamp('removedAt', { useTz: true });
      });
      // Research projects as the projects service announces them (same tombstone rule).
      await knex.schema.createTable('projects', (t) => {
        t.uuid('projectId').primary();
        t.text('title').notNullable();
        t.text('description').notNullable();
        t.text('duration');
        t.text('status').notNullable();
        t.specificType('categories', 'text[]').notNullable().defaultTo('{}');
        t.boolean('isPublic').notNullable();
        t.timestamp('createdAt', { useTz: true }).notNullable();
        t.timestamp('updatedAt', { useTz: true }).notNullable();
        t.timestamp('removedAt', { useTz: true });
      });
      await knex.raw('CREATE INDEX projects_categories_idx ON projects USING gin (categories)');
    },
  },
  {
    name: '0003_seed_research_groups',
    async up(knex) {
      await knex('research_groups').insert(seedGroups).onConflict('name').ignore();
    },
  },
  // The ids of deleted accounts (the kit's deletion markers): a snapshot of a deleted person,
  // however new, is not taken in. Accounts deleted before this migration keep only their profile
  // tombstones (removedAt), which stop older snapshots.
  deletedUsersMigration,
  {
    name: '0004_member_email_privacy',
    async up(knex) {
      // Whether a member shows their address to other members (the profile snapshot's
      // emailVisibleToMembers). Rows taken in before this column count as hidden until their next
      // snapshot: a leader then reaches them through Research Connect, and no address leaks.
      await knex.schema.alterTable('profiles', (t) => {
        t.boolean('emailVisibleToMembers').notNullable().defaultTo(false);
      });
      // When a leader first read the member-email list since becoming a leader (null: not yet);
      // that first read goes to the audit log.
      await knex.schema.alterTable('research_group_memberships', (t) => {
        t.timestamp('memberEmailsReadAt', { useTz: true });
      });
      // Messages leaders sent through Research Connect: the per-leader rate limit counts them.
      await knex.schema.createTable('member_emails_sent', (t) => {
        t.uuid('id').primary();
        t.uuid('groupId').notNullable().references('id').inTable('research_groups').onDelete('CASCADE');
        t.uuid('fromUserId').notNullable();
        t.integer('recipientCount').notNullable();
        t.timestamp('sentAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.index(['fromUserId', 'sentAt']);
      });
    },
  },
];
