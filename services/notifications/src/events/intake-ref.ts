import type { NotificationIntake } from '../service/notification-intake';

/**
 * The intake, looked up when an event arrives: it needs the app's database, which exists only
 * after the subscriptions are declared; consumers start once the app is ready, by which time it is set.
 */
export type IntakeRef = () => NotificationIntake;
