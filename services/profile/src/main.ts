import { exitOnStartupError, runService } from '@app/service-kit';
import { buildApp } from './app';
import { loadProfileConfig } from './config';

const config = loadProfileConfig();
buildApp(config)
  .then((app) => runService(app, config.PORT, config.HOST))
  .catch(exitOnStartupError('profile'));
