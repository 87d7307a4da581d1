import { startService } from '@app/service-kit';
import { buildApp } from './app';
import { loadNotificationsConfig } from './config';

startService('notifications', loadNotificationsConfig, buildApp);
