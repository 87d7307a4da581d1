import type { Migration } from '@app/service-kit';

export const migrations: Migration[] = [
  {
    name: '0001_users',
    async up(knex) {
      await knex.schema.createTable('users', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.text('email');
        t.text('firstName');
        t.text('lastName');
        t.text('profileImageUrl');
        // An ORCID iD vouched for by the sign-in provider (never a typed one: those live in profile).
        t.text('orcidId').unique();
        t.text('role').notNullable().defaultTo('academic');
        t.boolean('isActive').notNullable().defaultTo(true);
        t.boolean('hasSeenWelcomePopup').notNullable().defaultTo(false);
        t.text('oidcIssuer').notNullable();
        t.text('oidcSubject').notNullable();
        t.timestamp('lastLoginAt', { useTz: true });
        t.integer('loginCount').notNullable().defaultTo(0);
        t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.unique(['oidcIssuer', 'oidcSubject']);
      });
      await knex.raw(
        `ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('academic', 'admin'))`,
      );
      await knex.raw(
        'CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email)) WHERE email IS NOT NULL',
      );
      await knex.raw(`CREATE INDEX users_admins_idx ON users (id) WHERE role = 'admin'`);
    },
  },
];
