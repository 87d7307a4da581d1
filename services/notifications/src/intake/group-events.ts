import type { HandlerMap } from '@app/service-kit';
import { groupMessageDrafts, leaderAddedDrafts, memberJoinedGroupDrafts } from './notification-drafts';
import type { NotificationIntake } from './notification-intake';

export function groupHandlers(intake: NotificationIntake): HandlerMap {
  return {
    'groups.member.joined': async (event, ctx) =>
      intake.record(ctx, memberJoinedGroupDrafts(event.id, event.data)),
    'groups.leadership.changed': async (event, ctx) =>
      intake.record(ctx, leaderAddedDrafts(event.id, event.data)),
    'groups.members.emailed': async (event, ctx) => intake.record(ctx, groupMessageDrafts(event.data)),
  };
}
