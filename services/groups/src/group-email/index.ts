export { groupEmailRoutes } from './group-email-routes';
export { GroupEmailService } from './group-email-service';
export { memberEmailsSentStore } from './member-emails-sent-store';
