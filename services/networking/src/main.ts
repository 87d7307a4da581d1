import { exitOnStartupError, runService } from '@app/service-kit';
import { buildApp } from './app';
import { loadNetworkingConfig } from './config';

const config = loadNetworkingConfig();
buildApp(config)
  .then((app) => runService(app, config.PORT, config.HOST))
  .catch(exitOnStartupError('networking'));
