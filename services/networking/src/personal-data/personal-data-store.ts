import type { Knex } from 'knex';
import type { NetworkingPersonalData } from '@app/contracts/networking/http';

/** Everything networking holds about the user, for "Download my data" (the purge removes the same). */
export async function networkingPersonalData(db: Knex, userId: string): Promise<NetworkingPersonalData> {
  const sentOrReceived = (table: string) =>
    db(table).where({ fromUserId: userId }).orWhere({ toUserId: userId });
  const researcher = await db('researchers').where({ userId }).first();
  // The search document is the finders' index of the same entries, not data of its own.
  if (researcher) delete researcher.searchDocument;
  return {
    person: (await db('people').where({ userId }).first()) ?? null,
    researcher: researcher ?? null,
    researcherPublications: researcher
      ? await db('researcherPublications').where({ profileId: researcher.profileId })
      : [],
    connectionsAndRequests: await sentOrReceived('academicConnections').orderBy('createdAt'),
    requestDeclines: await sentOrReceived('requestDeclines').orderBy('declinedAt'),
    projectMemberships: await db('projectMembers').where({ userId }),
    groupMemberships: await db('groupMembers').where({ userId }),
  };
}
