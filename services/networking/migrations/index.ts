import { deletedUsersMigration, type Migration } from '@app/service-kit';
import { citationMetricsMigration } from './0007-citation-metrics';
import { networkNodesMigration } from './0008-network-nodes';
import { liveConnectionLinksMigration } from './0010-live-connection-links';
import { researchTopicsMigration } from './0009-research-topics';
import { topicCountsMigration } from './0011-topic-counts';
import { networkRecountWhenDueMigration } from './0012-network-recount-when-due';

export const migrations: Migration[] = [
  {
    name: '0001_researcher_read_model',
    async up(knex) {
      // Researchers as the profile service describes them (profile.profile.* snapshots).
      await knex.schema.createTable('researchers', (t) => {
        t.uuid('profileId').primary();
        t.uuid('userId').notNullable().unique();
        t.text('orcidId');
        t.text('name').notNullable();
        t.text('email');
        t.text('position');
        t.text('institution');
        t.text('department');
        t.text('profileImageUrl');
        t.specificType('researchInterests', 'text[]').notNullable().defaultTo('{}');
        // Normalised interest terms (see src/domain/interest-terms.ts): what similarity compares.
        t.specificType('interestTerms', 'text[]').notNullable().defaultTo('{}');
        t.specificType('forCodes', 'text[]').notNullable().defaultTo('{}');
        // Every 2-, 4- and 6-digit prefix of forCodes, so "39" finds a researcher tagged "390101".
        t.specificType('forPrefixes', 'text[]').notNullable().defaultTo('{}');
        t.boolean('availableForSupervision').notNullable().defaultTo(false);
        t.boolean('availableForExamination').notNullable().defaultTo(false);
        t.boolean('acceptingCollaborations').notNullable().defaultTo(true);
        t.integer('publicationCount').notNullable().defaultTo(0);
        t.integer('citationCount').notNullable().defaultTo(0);
        t.integer('hIndex').notNullable().defaultTo(0);
        t.integer('careerStartYear');
        t.jsonb('recentPublications').notNullable().defaultTo('[]');
        // Name (A), interests (B), department (C) and institution (D): what the finders search.
        t.specificType('searchDocument', 'tsvector').notNullable().defaultTo(knex.raw(`''::tsvector`));
        t.timestamp('updatedAt', { useTz: true }).notNullable();
      });
      // The search document follows the row it describes, whoever writes it (consumer or fixture).
      await knex.raw(`
        CREATE FUNCTION researchers_set_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.search_document :=
            setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
            setweight(to_tsvector('simple', array_to_string(NEW.research_interests, ' ; ')), 'B') ||
            setweight(to_tsvector('english', array_to_string(NEW.research_interests, ' ; ')), 'B') ||
            setweight(to_tsvector('simple', coalesce(NEW.department, '')), 'C') ||
            setweight(to_tsvector('english', coalesce(NEW.department, '')), 'C') ||
            setweight(to_tsvector('simple', coalesce(NEW.institution, '')), 'D');
          RETURN NEW;
        END $$`);
      await knex.raw(`
        CREATE TRIGGER researchers_search_document
          BEFORE INSERT OR UPDATE OF name, research_interests, department, institution ON researchers
          FOR EACH ROW EXECUTE FUNCTION researchers_set_search_document()`);
      // Discovery's in-memory index follows the table by transaction id (see src/service/researcher-feed.ts).
      await knex.raw(
        `ALTER TABLE researchers ADD COLUMN changed_xid xid8 NOT NULL DEFAULT pg_current_xact_id()`,
      );
      await knex.raw(`
        CREATE FUNCTION researchers_set_changed_xid() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.changed_xid := pg_current_xact_id();
          RETURN NEW;
        END $$`);
      await knex.raw(`
        CREATE TRIGGER researchers_changed_xid BEFORE UPDATE ON researchers
          FOR EACH ROW EXECUTE FUNCTION researchers_set_changed_xid()`);
      await knex.raw('CREATE INDEX researchers_changed_xid_idx ON researchers (changed_xid)');

      // The finders: per role, a GIN index over the search document and the FoR prefixes for
      // selective searches, and a covering index in default order (publication count) whose
      // index-only scan checks common words and codes without visiting the wide table rows.
      for (const [role, flag] of [
        ['supervisors', 'available_for_supervision'],
        ['examiners', 'available_for_examination'],
      ] as const) {
        await knex.raw(
          `CREATE INDEX researchers_${role}_search_idx ON researchers USING gin (search_document) WHERE ${flag}`,
        );
        await knex.raw(
          `CREATE INDEX researchers_${role}_codes_idx ON researchers USING gin (for_prefixes) WHERE ${flag}`,
        );
        await knex.raw(
          `CREATE INDEX researchers_${role}_ranked_idx
             ON researchers (publication_count DESC, name, profile_id)
             INCLUDE (user_id, search_document, for_prefixes) WHERE ${flag}`,
        );
      }

      // DOIs (lower case) with their year, for the examiners' conflict-of-interest rule.
      await knex.schema.createTable('researcherPublications', (t) => {
        t.uuid('profileId').notNullable().references('profileId').inTable('researchers').onDelete('CASCADE');
        t.text('doi').notNullable();
        t.integer('year');
        t.primary(['profileId', 'doi']);
      });
      await knex.raw('CREATE INDEX researcher_publications_doi_idx ON researcher_publications (doi)');

      // People known from identity, with or without a profile (a request can name a user id).
      await knex.schema.createTable('people', (t) => {
        t.uuid('userId').primary();
        t.text('email');
        t.text('firstName');
        t.text('lastName');
        t.timestamp('updatedAt', { useTz: true }).notNullable();
      });

      // Deleted accounts and profiles: a late redelivery must not bring them back.
      await knex.schema.createTable('deletedUsers', (t) => {
        t.uuid('userId').primary();
        t.timestamp('deletedAt', { useTz: true }).notNullable();
      });
      await knex.schema.createTable('deletedProfiles', (t) => {
        t.uuid('profileId').primary();
        t.timestamp('deletedAt', { useTz: true }).notNullable();
      });
      await knex.raw(
        `ALTER TABLE deleted_profiles ADD COLUMN changed_xid xid8 NOT NULL DEFAULT pg_current_xact_id()`,
      );
      await knex.raw(`
        CREATE TRIGGER deleted_profiles_changed_xid BEFORE UPDATE ON deleted_profiles
          FOR EACH ROW EXECUTE FUNCTION researchers_set_changed_xid()`);
      await knex.raw('CREATE INDEX deleted_profiles_changed_xid_idx ON deleted_profiles (changed_xid)');
    },
  },
  {
    name: '0002_academic_connections',
    async up(knex) {
      await knex.schema.createTable('academicConnections', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.uuid('fromUserId').notNullable();
        t.uuid('toUserId').notNullable();
        t.uuid('fromProfileId');
        t.uuid('toProfileId');
        t.text('connectionType').notNullable().defaultTo('research_interest');
        t.text('status').notNullable().defaultTo('pending');
        t.integer('strength').notNullable().defaultTo(1);
        t.jsonb('metadata').notNullable().defaultTo('{}');
        t.text('message');
        t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('respondedAt', { useTz: true });
      });
      await knex.raw(
        `ALTER TABLE academic_connections
           ADD CONSTRAINT academic_connections_type_check
             CHECK (connection_type IN ('research_interest', 'supervisor_request', 'examiner_request')),
           ADD CONSTRAINT academic_connections_status_check
             CHECK (status IN ('pending', 'accepted', 'rejected')),
           ADD CONSTRAINT academic_connections_not_self_check CHECK (from_user_id <> to_user_id)`,
      );
      // Two people hold at most one live (pending or accepted) research-interest connection, whoever
      // asked: two simultaneous requests between them cannot both be stored.
      await knex.raw(
        `CREATE UNIQUE INDEX academic_connections_live_pair_idx
           ON academic_connections (LEAST(from_user_id, to_user_id), GREATEST(from_user_id, to_user_id))
           WHERE connection_type = 'research_interest' AND status IN ('pending', 'accepted')`,
      );
      // At most one pending supervisor (or examiner) request from one person to another.
      await knex.raw(
        `CREATE UNIQUE INDEX academic_connections_pending_request_idx
           ON academic_connections (from_user_id, to_user_id, connection_type)
           WHERE connection_type <> 'research_interest' AND status = 'pending'`,
      );
      await knex.raw(
        'CREATE INDEX academic_connections_from_idx ON academic_connections (from_user_id, created_at DESC)',
      );
      await knex.raw(
        'CREATE INDEX academic_connections_to_idx ON academic_connections (to_user_id, created_at DESC)',
      );
    },
  },
  {
    name: '0003_graph_memberships',
    async up(knex) {
      // Who works on which project (owner and members) and who belongs to which group: graph edges.
      await knex.schema.createTable('projects', (t) => {
        t.uuid('projectId').primary();
        t.timestamp('updatedAt', { useTz: true }).notNullable();
      });
      await knex.schema.createTable('projectMembers', (t) => {
        t.uuid('projectId').notNullable().references('projectId').inTable('projects').onDelete('CASCADE');
        t.uuid('userId').notNullable();
        t.primary(['projectId', 'userId']);
      });
      await knex.raw('CREATE INDEX project_members_user_idx ON project_members (user_id)');
      await knex.schema.createTable('groupMembers', (t) => {
        t.uuid('groupId').notNullable();
        t.uuid('userId').notNullable();
        t.primary(['groupId', 'userId']);
      });
      await knex.raw('CREATE INDEX group_members_user_idx ON group_members (user_id)');
    },
  },
  {
    name: '0004_finders_in_memory',
    async up(knex) {
      // The finders search an index held in memory (src/domain/finder-index.ts), built from the
      // search documents; these indexes were their SQL search's and are no longer read.
      for (const role of ['supervisors', 'examiners']) {
        for (const index of ['search', 'codes', 'ranked'])
          await knex.raw(`DROP INDEX IF EXISTS researchers_${role}_${index}_idx`);
      }
    },
  },
  {
    name: '0005_request_declines',
    async up(knex) {
      // The latest decline of each (sender, addressee, kind): a declined request cannot be sent
      // again for 30 days. Kept apart from the requests, which the addressee may clear away.
      await knex.schema.createTable('requestDeclines', (t) => {
        t.uuid('fromUserId').notNullable();
        t.uuid('toUserId').notNullable();
        t.text('connectionType').notNullable();
        t.timestamp('declinedAt', { useTz: true }).notNullable();
        t.primary(['fromUserId', 'toUserId', 'connectionType']);
      });
      await knex.raw('CREATE INDEX request_declines_to_user_idx ON request_declines (to_user_id)');
    },
  },
  {
    name: '0006_email_visibility',
    async up(knex) {
      // A researcher may keep their email address from other members (see shownEmail); the
      // address stays here for mail.
      await knex.schema.alterTable('researchers', (t) => {
        t.boolean('emailVisibleToMembers').notNullable().defaultTo(true);
      });
    },
  },
  // The deletion markers (deleted_users, made in 0001) are the kit's from here on.
  deletedUsersMigration,
  citationMetricsMigration,
  networkNodesMigration,
  researchTopicsMigration,
  liveConnectionLinksMigration,
  topicCountsMigration,
  networkRecountWhenDueMigration,
];
