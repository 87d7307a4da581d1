import { exitOnStartupError, runService } from '@app/service-kit';
import { buildApp } from './app';
import { loadAdminConfig } from './config';

const config = loadAdminConfig();
buildApp(config)
  .then((app) => runService(app, config.PORT, config.HOST))
  .catch(exitOnStartupError('admin'));
