import type { HandlerMap } from '@app/service-kit';
import { orcidLinkTakenOverDraft } from '../domain/notification-drafts';
import type { IntakeRef } from './intake-ref';

export function profileHandlers(intake: IntakeRef): HandlerMap {
  return {
    'profile.orcid_link.taken_over': async (event, ctx) =>
      intake().record(ctx, [orcidLinkTakenOverDraft(event.id, event.data)]),
  };
}
