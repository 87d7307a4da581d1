import { z } from 'zod';
import {
  MergeResearchInterestBody,
  RenameResearchInterestBody,
  ResearchInterestChange,
  ResearchInterestUsageList,
  ResearchInterestUsageQuery,
} from '../profile/research-interests';

/**
 * /admin's research interests: administrators rename, merge and remove names on the shared list
 * (the profile service makes the change; admin records it in the audit log).
 */

/** `GET /api/admin/research-interests?search=&page=&pageSize=`: names in order, with their holders. */
export const AdminResearchInterestQuery = ResearchInterestUsageQuery;
export type AdminResearchInterestQuery = z.infer<typeof AdminResearchInterestQuery>;
export const AdminResearchInterestList = ResearchInterestUsageList;
export type AdminResearchInterestList = z.infer<typeof AdminResearchInterestList>;

/** `PATCH /api/admin/research-interests/:id`: 409 RESEARCH_INTEREST_EXISTS when the name is taken. */
export const AdminRenameResearchInterestBody = RenameResearchInterestBody;
export type AdminRenameResearchInterestBody = z.infer<typeof AdminRenameResearchInterestBody>;

/** `POST /api/admin/research-interests/:id/merge` `{intoId}`: `:id` goes, its holders hold `intoId`. */
export const AdminMergeResearchInterestBody = MergeResearchInterestBody;
export type AdminMergeResearchInterestBody = z.infer<typeof AdminMergeResearchInterestBody>;

/** The answer to a rename, merge or removal (`DELETE /api/admin/research-interests/:id`). */
export const ResearchInterestActionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  change: ResearchInterestChange,
});
export type ResearchInterestActionResponse = z.infer<typeof ResearchInterestActionResponse>;

/** What the audit log records of this upkeep (actor = the administrator, no target user; details name the interests). */
export const ResearchInterestAction = z.enum([
  'rename_research_interest',
  'merge_research_interests',
  'remove_research_interest',
]);
export type ResearchInterestAction = z.infer<typeof ResearchInterestAction>;

export const researchInterestMessages: Record<ResearchInterestAction, string> = {
  rename_research_interest: 'Research interest renamed',
  merge_research_interests: 'Research interests merged',
  remove_research_interest: 'Research interest removed',
};
