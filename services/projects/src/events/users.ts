import type { HandlerMap } from '@app/service-kit';
import { purgeUser } from '../service/user-purge';

export const userHandlers: HandlerMap = {
  'identity.user.deleted': async (event, { trx, publish }) => {
    await purgeUser(trx, event.data.userId, event.occurredAt, (type, data) => publish(type, data));
  },
};
