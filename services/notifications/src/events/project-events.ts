import type { HandlerMap } from '@app/service-kit';
import { memberJoinedProjectDraft, projectCompletedDrafts } from '../domain/notification-drafts';
import type { IntakeRef } from './intake-ref';

export function projectHandlers(intake: IntakeRef): HandlerMap {
  return {
    'projects.member.joined': async (event, { trx, log }) =>
      intake().record(trx, memberJoinedProjectDraft(event.id, event.data), log),
    'projects.project.completed': async (event, { trx, log }) =>
      intake().record(trx, projectCompletedDrafts(event.id, event.data), log),
  };
}
