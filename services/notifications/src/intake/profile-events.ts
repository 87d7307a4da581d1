import type { HandlerMap } from '@app/service-kit';
import { orcidLinkTakenOverDraft } from './notification-drafts';
import type { NotificationIntake } from './notification-intake';

export function profileHandlers(intake: NotificationIntake): HandlerMap {
  return {
    'profile.orcid_link.taken_over': async (event, ctx) =>
      intake.record(ctx, [orcidLinkTakenOverDraft(event.id, event.data)]),
  };
}
