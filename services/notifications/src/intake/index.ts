/** Intake: other services' events become notifications (and keep the recipients read model). */
export { adminHandlers } from './admin-events';
export { groupHandlers } from './group-events';
export { identityHandlers } from './identity-events';
export { networkingHandlers } from './networking-events';
export { NotificationIntake } from './notification-intake';
export { profileHandlers } from './profile-events';
export { projectHandlers } from './project-events';
