import { exitOnStartupError, runService } from '@app/service-kit';
import { buildApp } from './app';
import { loadGroupsConfig } from './config';

const config = loadGroupsConfig();
buildApp(config)
  .then((app) => runService(app, config.PORT, config.HOST))
  .catch(exitOnStartupError('groups'));
