import type { HandlerMap } from '@app/service-kit';
import { memberJoinedGroupDrafts } from '../domain/notification-drafts';
import type { NotificationIntake } from '../service/notification-intake';

export function groupHandlers(intake: NotificationIntake): HandlerMap {
  return {
    'groups.member.joined': async (event, ctx) =>
      intake.record(ctx, memberJoinedGroupDrafts(event.id, event.data)),
  };
}
