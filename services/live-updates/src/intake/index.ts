export { connectionAudience, notificationAudience } from './audience';
export { FanOut } from './fan-out';
export { freshWithin, type Fresh } from './fresh';
export { networkingHandlers } from './networking-events';
export { notificationsHandlers } from './notifications-events';
