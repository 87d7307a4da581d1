import { exitOnStartupError, runService } from '@app/service-kit';
import { buildApp } from './app';
import { loadProjectsConfig } from './config';

const config = loadProjectsConfig();
buildApp(config)
  .then((app) => runService(app, config.PORT, config.HOST))
  .catch(exitOnStartupError('projects'));
