import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { profileRoutes, type ForCodeListResponse } from '@app/contracts/profile/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { ResearchInterestList } from './research-interest-list';
import { classificationCodesStore } from './classification-codes-store';
import { researchInterestsStore } from './research-interests-store';

/** True when an If-None-Match header names this entity tag (or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/** The shared vocabularies: the 2,203 FoR codes (static) and the research interests people add. */
export const referenceDataRoutes: FastifyPluginAsyncZod<{
  db: Knex;
  interests: ResearchInterestList;
}> = async (app, { db, interests }) => {
  // The codes only change with a migration: serialise them once, answer revalidations with 304.
  let forCodes: Promise<{ body: string; etag: string }> | null = null;
  const loadForCodes = async () => {
    const body = JSON.stringify(await classificationCodesStore.allForCodes(db));
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
  };

  registerRoute(app, profileRoutes.forCodes, async (req, reply) => {
    forCodes ??= loadForCodes().catch((err) => {
      forCodes = null;
      throw err;
    });
    const { body, etag } = await forCodes;
    reply.header('etag', etag).header('cache-control', 'public, max-age=3600');
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    // Pre-serialised JSON (a string with a JSON content type) is sent as it is.
    return reply.type('application/json; charset=utf-8').send(body as unknown as ForCodeListResponse);
  });

  // Suggestions for what the person types (at most 20), never the whole shared list.
  registerRoute(app, profileRoutes.researchInterests, async (req) =>
    researchInterestsStore.suggest(db, req.query),
  );

  registerRoute(app, profileRoutes.createResearchInterest, async (req, reply) => {
    const { interest, created } = await interests.add(currentUser(req), req.body.name);
    return reply.code(created ? 201 : 200).send(interest);
  });
};
