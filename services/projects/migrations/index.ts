import { deletedUsersMigration, type Migration } from '@app/service-kit';

export const migrations: Migration[] = [
  {
    name: '0001_research_projects_and_members',
    async up(knex) {
      await knex.schema.createTable('researchProjects', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.text('title').notNullable();
        t.text('description').notNullable();
        t.text('objectives');
        t.text('expectedOutputs');
        t.text('duration');
        t.boolean('fundingRequired').notNullable().defaultTo(false);
        t.text('fundingAmount');
        t.text('skillsNeeded');
        t.text('collaboratorTypes');
        t.specificType('categories', 'text[]').notNullable().defaultTo('{}');
        t.specificType('researchMethods', 'text[]').notNullable().defaultTo('{}');
        t.specificType('researchMethodologies', 'text[]').notNullable().defaultTo('{}');
        t.text('contactEmail');
        t.text('status').notNullable().defaultTo('seeking_collaborators');
        t.boolean('isPublic').notNullable().defaultTo(true);
        // The creator's profile id (spec: createdBy) and user id. No foreign key: profiles are a
        // read model that can disappear before the projects do.
        t.uuid('createdBy').notNullable();
        t.uuid('ownerUserId').notNullable();
        t.specificType('matchTerms', 'text[]').notNullable().defaultTo('{}');
        t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.index(['createdBy']);
        t.index(['ownerUserId']);
        t.index(['createdAt']);
      });
      await knex.raw(`
        ALTER TABLE research_projects
          ADD CONSTRAINT research_projects_status_check
            CHECK (status IN ('seeking_collaborators', 'in_progress', 'completed')),
          ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
            setweight(to_tsvector('english', title), 'A') ||
            setweight(to_tsvector('english', coalesce(skills_needed, '')), 'B') ||
            setweight(to_tsvector('english', description), 'C')
          ) STORED`);
      await knex.raw(
        'CREATE INDEX research_projects_search_idx ON research_projects USING gin (search_vector)',
      );
      for (const column of ['categories', 'research_methods', 'research_methodologies']) {
        await knex.raw('CREATE INDEX ?? ON research_projects USING gin (??)', [
          `research_projects_${column}_idx`,
          column,
        ]);
      }

      await knex.schema.createTable('projectMembers', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.uuid('projectId').notNullable().references('id').inTable('research_projects').onDelete('CASCADE');
        t.uuid('profileId').notNullable();
        // Kept beside the profile id so events and purges work after the profile is gone.
        t.uuid('memberUserId').notNullable();
        t.text('role').notNullable().defaultTo('collaborator');
        t.text('status').notNullable().defaultTo('invited');
        t.timestamp('joinedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('leftAt', { useTz: true });
        t.unique(['projectId', 'memberUserId']);
        t.index(['memberUserId']);
        t.index(['profileId']);
      });
      await knex.raw(`
        ALTER TABLE project_members ADD CONSTRAINT project_members_status_check
          CHECK (status IN ('invited', 'active', 'left'))`);

      // Read model of research profiles (profile.profile.* events): creator and member details and
      // what relevance compares.
      await knex.schema.createTable('profiles', (t) => {
        t.uuid('profileId').primary();
        t.uuid('userId').notNullable().index();
        t.text('name').notNullable();
        t.text('email');
        t.text('biography');
        t.text('profileImageUrl');
        t.specificType('researchInterests', 'text[]').notNullable().defaultTo('{}');
        t.specificType('forCodes', 'text[]').notNullable().defaultTo('{}');
        t.timestamp('updatedAt', { useTz: true }).notNullable();
      });

      // Users whose accounts were deleted: a profile snapshot arriving late on the other stream
      // must not bring them back. Holds nothing but the id.
      await knex.schema.createTable('deletedUsers', (t) => {
        t.uuid('userId').primary();
        t.timestamp('deletedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    },
  },
  // The deletion markers (deleted_users, made above) are the kit's from here on.
  deletedUsersMigration,
  {
    name: '0002_members_join_as_collaborators',
    async up(knex) {
      // Joining once stored whatever role the joiner sent ("owner" among them), shown to everyone.
      // A member's role is the one a project defines for joiners; the database holds to it too.
      await knex('projectMembers').whereNot({ role: 'collaborator' }).update({ role: 'collaborator' });
      await knex.raw(`
        ALTER TABLE project_members ADD CONSTRAINT project_members_role_check
          CHECK (role IN ('collaborator'))`);
    },
  },
];
