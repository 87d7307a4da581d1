import type { Knex } from 'knex';
import type { ProjectsPersonalData } from '@app/contracts/projects/http';

/** Everything projects holds about the user, for "Download my data" (the purge removes the same). */
export async function projectsPersonalData(db: Knex, userId: string): Promise<ProjectsPersonalData> {
  return {
    profiles: await db('profiles').where({ userId }),
    projectsLed: await db('researchProjects').where({ ownerUserId: userId }).orderBy('createdAt'),
    memberships: await db('projectMembers as m')
      .join('researchProjects as p', 'p.id', 'm.projectId')
      .where('m.memberUserId', userId)
      .orderBy('m.joinedAt')
      .select('m.*', 'p.title as projectTitle'),
  };
}
