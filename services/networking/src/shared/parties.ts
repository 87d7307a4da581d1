import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import { partyOf, type Party } from './people';
import type { ResearcherRow } from './researchers';
import { peopleStore } from './people-store';
import { researchersStore } from './researchers-store';

export interface PartyDetails extends Party {
  researcher: ResearcherRow | null;
}

/**
 * Names, emails and profiles of the given people, from the read models; the signed-in user's own
 * context fills in for someone identity has not told us about yet.
 */
export async function partiesOf(
  db: Knex,
  userIds: readonly string[],
  me?: UserContext,
): Promise<Map<string, PartyDetails>> {
  const ids = [...new Set(userIds)];
  const [researchers, people] = await Promise.all([
    researchersStore.byUserIds(db, ids),
    peopleStore.byUserIds(db, ids),
  ]);
  const researcherOf = new Map(researchers.map((r) => [r.userId, r]));
  const personOf = new Map(people.map((p) => [p.userId, p]));
  const out = new Map<string, PartyDetails>();
  for (const id of ids) {
    const researcher = researcherOf.get(id) ?? null;
    const own = me && me.userId === id ? me : null;
    out.set(id, { ...partyOf(id, researcher, personOf.get(id), own), researcher });
  }
  return out;
}
