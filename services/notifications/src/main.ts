import { exitOnStartupError, runService } from '@app/service-kit';
import { buildApp } from './app';
import { loadNotificationsConfig } from './config';

const config = loadNotificationsConfig();
buildApp(config)
  .then((app) => runService(app, config.PORT, config.HOST))
  .catch(exitOnStartupError('notifications'));
