import { exitOnStartupError, runService } from '@app/service-kit';
import { buildApp } from './app';
import { loadIdentityConfig } from './config';

const config = loadIdentityConfig();
buildApp(config)
  .then((app) => runService(app, config.PORT, config.HOST))
  .catch(exitOnStartupError('identity'));
