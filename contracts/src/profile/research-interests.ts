import { z } from 'zod';
import { IdParams } from '../common';
import { defineRoute, type InternalRouteDefinitions } from '../define-route';
import { ResearchInterest, ResearchInterestName } from './http';

/**
 * Administrators' upkeep of the shared research-interest list: rename, merge, remove. The admin
 * service calls these internal routes (and keeps the audit record); the gateway never forwards them.
 */

export const RESEARCH_INTEREST_NOT_FOUND = 'This research interest no longer exists';
/** Renaming to a name another interest has: the dashboard offers to merge into that one instead. */
export const RESEARCH_INTEREST_EXISTS = 'RESEARCH_INTEREST_EXISTS';
export const MERGE_INTO_ITSELF = 'A research interest cannot be merged into itself';

/** An interest as administrators see it: how many profiles hold it. */
export const ResearchInterestUsage = ResearchInterest.extend({
  holderCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type ResearchInterestUsage = z.infer<typeof ResearchInterestUsage>;

export const RESEARCH_INTEREST_PAGE_MAX = 100;

/** `?search=&page=&pageSize=`: search matches part of the name, any case; names in order. */
export const ResearchInterestUsageQuery = z.object({
  search: z
    .string()
    .trim()
    .max(200, 'search must be at most 200 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
  page: z.coerce
    .number({ error: 'page must be a whole number of 1 or more' })
    .int('page must be a whole number of 1 or more')
    .min(1, 'page must be a whole number of 1 or more')
    .default(1),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${RESEARCH_INTEREST_PAGE_MAX}` })
    .int(`pageSize must be a whole number from 1 to ${RESEARCH_INTEREST_PAGE_MAX}`)
    .min(1, `pageSize must be a whole number from 1 to ${RESEARCH_INTEREST_PAGE_MAX}`)
    .max(
      RESEARCH_INTEREST_PAGE_MAX,
      `pageSize must be a whole number from 1 to ${RESEARCH_INTEREST_PAGE_MAX}`,
    )
    .default(50),
});
export type ResearchInterestUsageQuery = z.infer<typeof ResearchInterestUsageQuery>;

export const ResearchInterestUsageList = z.object({
  interests: z.array(ResearchInterestUsage).max(RESEARCH_INTEREST_PAGE_MAX),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ResearchInterestUsageList = z.infer<typeof ResearchInterestUsageList>;

/** Rename: 409 `RESEARCH_INTEREST_EXISTS` when another interest already has the name (any case). */
export const RenameResearchInterestBody = z.object({ name: ResearchInterestName });
export type RenameResearchInterestBody = z.infer<typeof RenameResearchInterestBody>;

/** Merge `:id` into `intoId`: every holder of `:id` holds `intoId` instead, and `:id` goes. */
export const MergeResearchInterestBody = z.object({
  intoId: z.uuid({ error: 'intoId must be the id of the research interest to keep' }),
});
export type MergeResearchInterestBody = z.infer<typeof MergeResearchInterestBody>;

/** What a rename, merge or removal did: the interest before, the one kept (null when removed), holders changed. */
export const ResearchInterestChange = z.object({
  before: ResearchInterestUsage,
  after: ResearchInterestUsage.nullable(),
  /** Profiles whose list changed (for a merge, the holders moved; for a removal, those who lost it). */
  holdersChanged: z.number().int().nonnegative(),
});
export type ResearchInterestChange = z.infer<typeof ResearchInterestChange>;

export const researchInterestUpkeepRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/internal/research-interests',
    auth: 'internal',
    query: ResearchInterestUsageQuery,
    response: { 200: ResearchInterestUsageList },
  }),
  rename: defineRoute({
    method: 'POST',
    path: '/internal/research-interests/:id/rename',
    auth: 'internal',
    params: IdParams,
    body: RenameResearchInterestBody,
    response: { 200: ResearchInterestChange },
  }),
  merge: defineRoute({
    method: 'POST',
    path: '/internal/research-interests/:id/merge',
    auth: 'internal',
    params: IdParams,
    body: MergeResearchInterestBody,
    response: { 200: ResearchInterestChange },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/internal/research-interests/:id',
    auth: 'internal',
    params: IdParams,
    response: { 200: ResearchInterestChange },
  }),
} satisfies InternalRouteDefinitions;
