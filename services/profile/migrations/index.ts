import { loadForCodes } from '@app/contracts/for-codes-data';
import { publicationTypes } from '@app/contracts/profile/http';
import { deletedUsersMigration, type Migration } from '@app/service-kit';
import { citationMetricsMigration } from './0008-citation-metrics';
import { photoSizesMigration } from './0009-photo-sizes';
import { researchInterestCreatorsMigration } from './0010-research-interest-creators';
import { researchTopicsMigration } from './0011-research-topics';
import { hiddenResearchTopicsMigration } from './0012-hidden-research-topics';
import { researchInterestSearchMigration } from './0013-research-interest-search';

export const migrations: Migration[] = [
  {
    name: '0001_profiles_and_imported_records',
    async up(knex) {
      // What identity tells us about each account (events), for the email and the name fallback.
      await knex.schema.createTable('user_accounts', (t) => {
        t.uuid('userId').primary();
        t.text('email');
        t.text('firstName');
        t.text('lastName');
        t.text('verifiedOrcidId');
        // occurredAt of the identity event applied last; null when filled from a request's context.
        t.timestamp('sourceEventAt', { useTz: true });
        t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      // Accounts identity deleted: late identity events about them are ignored.
      await knex.schema.createTable('deleted_users', (t) => {
        t.uuid('userId').primary();
        t.timestamp('deletedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });

      await knex.schema.createTable('orcid_profiles', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.uuid('userId').notNullable().unique();
        t.text('orcidId').notNullable().unique();
        t.boolean('orcidVerified').notNullable().defaultTo(false);
        // Imported from ORCID (replaced by every sync):
        t.text('name');
        t.text('biography');
        // The user's own (kept by every sync):
        t.uuid('profileImageId');
        t.text('profileImageUrl');
        t.boolean('availableForSupervision').notNullable().defaultTo(false);
        t.boolean('availableForExamination').notNullable().defaultTo(false);
        t.boolean('acceptingCollaborations').notNullable().defaultTo(true);
        t.text('contactPreferences');
        t.text('researchStatement');
        t.timestamp('lastSynced', { useTz: true });
        t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });

      await knex.schema.createTable('publications', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.uuid('profileId').notNullable().references('id').inTable('orcid_profiles').onDelete('CASCADE');
        t.integer('position').notNullable();
        t.bigInteger('putCode');
        t.text('title').notNullable();
        t.text('journal');
        t.integer('year');
        t.text('doi');
        t.text('url');
        t.text('type')
          .notNullable()
          .defaultTo('Other')
          .checkIn([...publicationTypes]);
        t.integer('citations').notNullable().defaultTo(0);
        t.index(['profileId', 'position']);
      });

      await knex.schema.createTable('affiliations', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.uuid('profileId').notNullable().references('id').inTable('orcid_profiles').onDelete('CASCADE');
        t.integer('position').notNullable();
        t.text('organization').notNullable();
        t.text('department');
        t.text('role');
        t.text('startDate');
        t.text('endDate');
        t.boolean('isCurrent').notNullable().defaultTo(false);
        t.index(['profileId', 'position']);
      });

      await knex.schema.createTable('education', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.uuid('profileId').notNullable().references('id').inTable('orcid_profiles').onDelete('CASCADE');
        t.integer('position').notNullable();
        t.text('type').notNullable().checkIn(['education', 'qualification']);
        t.text('institution').notNullable();
        t.text('degree');
        t.text('field');
        t.text('startDate');
        t.text('endDate');
        t.index(['profileId', 'position']);
      });

      await knex.schema.createTable('awards', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.uuid('profileId').notNullable().references('id').inTable('orcid_profiles').onDelete('CASCADE');
        t.integer('position').notNullable();
        t.text('title').notNullable();
        t.text('organization');
        t.integer('year');
        t.text('description');
        t.index(['profileId', 'position']);
      });
    },
  },
  {
    name: '0002_research_interests_and_codes',
    async up(knex) {
      await knex.schema.createTable('research_interests', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.text('name').notNullable();
        t.text('description');
        t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.raw(
        'CREATE UNIQUE INDEX research_interests_name_lower_idx ON research_interests (lower(name))',
      );

      await knex.schema.createTable('profile_research_interests', (t) => {
        t.uuid('profileId').notNullable().references('id').inTable('orcid_profiles').onDelete('CASCADE');
        t.uuid('interestId').notNullable().references('id').inTable('research_interests').onDelete('CASCADE');
        t.integer('position').notNullable();
        t.primary(['profileId', 'interestId']);
        t.index(['interestId']);
      });

      await knex.schema.createTable('for_codes', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.text('code').notNullable().unique();
        t.text('title').notNullable();
        t.integer('level').notNullable();
        t.text('parentCode').references('code').inTable('for_codes');
      });
      await knex.raw('ALTER TABLE for_codes ADD CONSTRAINT for_codes_level_check CHECK (level IN (2, 4, 6))');

      await knex.schema.createTable('profile_for_codes', (t) => {
        t.uuid('profileId').notNullable().references('id').inTable('orcid_profiles').onDelete('CASCADE');
        t.text('code').notNullable().references('code').inTable('for_codes');
        t.integer('position').notNullable();
        t.primary(['profileId', 'code']);
      });

      // RFCD, SEO and ANZSIC codes are accepted and stored as given; no reference list is loaded.
      await knex.schema.createTable('profile_other_codes', (t) => {
        t.uuid('profileId').notNullable().references('id').inTable('orcid_profiles').onDelete('CASCADE');
        t.text('scheme').notNullable().checkIn(['rfcd', 'seo', 'anzsic']);
        t.text('code').notNullable();
        t.integer('position').notNullable();
        t.primary(['profileId', 'scheme', 'code']);
      });
    },
  },
  {
    name: '0003_seed_anzsrc_for_2020',
    async up(knex) {
      // File order puts every parent before its children, so the parent_code reference holds.
      const rows = loadForCodes().map((c) => ({
        code: c.code,
        title: c.title,
        level: c.level,
        parentCode: c.parentCode,
      }));
      for (let i = 0; i < rows.length; i += 500) await knex('for_codes').insert(rows.slice(i, i + 500));
    },
  },
  {
    name: '0004_profile_images',
    async up(knex) {
      // Images a user uploaded through a signed address; the profile points at one of them.
      await knex.schema.createTable('profile_images', (t) => {
        t.uuid('id').primary();
        t.uuid('userId').notNullable().index();
        t.text('format').notNullable().checkIn(['png', 'jpeg', 'gif', 'webp']);
        t.integer('byteSize').notNullable();
        t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    },
  },
  {
    name: '0005_profiles_without_orcid',
    async up(knex) {
      // A profile outlives its iD: when another account proves the iD this one typed, the link and
      // the imported records move, and what the researcher entered by hand stays here.
      await knex.raw('ALTER TABLE orcid_profiles ALTER COLUMN orcid_id DROP NOT NULL');
    },
  },
  {
    name: '0006_orcid_import_retry',
    async up(knex) {
      // A link whose record could not be imported (ORCID did not answer at sign-in) is retried
      // from here, with back-off, until it succeeds: the due time lives in the row, not in memory.
      await knex.schema.alterTable('orcid_profiles', (t) => {
        t.timestamp('importRetryAt', { useTz: true });
        t.integer('importAttempts').notNullable().defaultTo(0);
        t.text('importError');
      });
      await knex.raw(
        'CREATE INDEX orcid_profiles_import_retry_idx ON orcid_profiles (import_retry_at) WHERE import_retry_at IS NOT NULL',
      );
    },
  },
  {
    name: '0007_email_visibility',
    async up(knex) {
      // Each researcher chooses whether signed-in members see their email address (the default)
      // or nobody does; visitors never do.
      await knex.schema.alterTable('orcid_profiles', (t) => {
        t.boolean('emailVisibleToMembers').notNullable().defaultTo(true);
      });
    },
  },
  // The deletion markers (deleted_users, made in 0001) are the kit's from here on.
  deletedUsersMigration,
  citationMetricsMigration,
  photoSizesMigration,
  researchInterestCreatorsMigration,
  researchTopicsMigration,
  hiddenResearchTopicsMigration,
  researchInterestSearchMigration,
];
