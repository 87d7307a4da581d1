/** The person's notifications under the bell: listed, counted, marked read, cleared. */
export { notificationRoutes } from './notifications-routes';
export { NotificationsService } from './notifications-service';
export { notificationsStore } from './notifications-store';
