/** Mail: who gets what and when, the templates, the queue, its worker and sweeper, and SMTP. */
export { REQUEST_TYPES, deliveryPlan } from './delivery';
export { MailDelivery } from './mail-delivery';
export { MailEnqueuer } from './mail-enqueuer';
export { MailQueue, bullPrefix } from './mail-queue';
export { MailSweeper } from './mail-sweeper';
export { MailWorker } from './mail-worker';
export { Mailer } from './mailer';
