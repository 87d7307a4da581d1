import type { HandlerMap } from '@app/service-kit';
import { purgeUser } from './user-purge';

export const userHandlers: HandlerMap = {
  'identity.user.deleted': async (event, { trx, publish }) => {
    await purgeUser(trx, event.data.userId, event.occurredAt, publish);
  },
};
