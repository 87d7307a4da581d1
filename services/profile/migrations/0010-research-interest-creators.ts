import type { Migration } from '@app/service-kit';

/**
 * Who added each research interest, so one person's additions to the shared list can be counted
 * per day (`RESEARCH_INTERESTS_PER_DAY`). Null for the interests added before, and once their
 * creator's account is deleted.
 */
export const researchInterestCreatorsMigration: Migration = {
  name: '0010_research_interest_creators',
  async up(knex) {
    await knex.schema.alterTable('research_interests', (t) => {
      t.uuid('createdByUserId');
    });
    await knex.raw(
      'CREATE INDEX research_interests_creator_idx ON research_interests (created_by_user_id, created_at) WHERE created_by_user_id IS NOT NULL',
    );
  },
};
