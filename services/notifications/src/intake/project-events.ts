import type { HandlerMap } from '@app/service-kit';
import { memberJoinedProjectDraft, projectCompletedDrafts } from './notification-drafts';
import type { NotificationIntake } from './notification-intake';

export function projectHandlers(intake: NotificationIntake): HandlerMap {
  return {
    'projects.member.joined': async (event, ctx) =>
      intake.record(ctx, memberJoinedProjectDraft(event.id, event.data)),
    'projects.project.completed': async (event, ctx) =>
      intake.record(ctx, projectCompletedDrafts(event.id, event.data)),
  };
}
