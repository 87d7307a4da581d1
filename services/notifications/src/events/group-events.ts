import type { HandlerMap } from '@app/service-kit';
import { memberJoinedGroupDrafts } from '../domain/notification-drafts';
import type { IntakeRef } from './intake-ref';

export function groupHandlers(intake: IntakeRef): HandlerMap {
  return {
    'groups.member.joined': async (event, ctx) =>
      intake().record(ctx, memberJoinedGroupDrafts(event.id, event.data)),
  };
}
