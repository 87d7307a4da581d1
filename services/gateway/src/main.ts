import { exitOnStartupError, runService } from '@app/service-kit';
import { buildGateway } from './app';
import { loadGatewayConfig } from './config';

const config = loadGatewayConfig();
buildGateway(config)
  .then((app) => runService(app, config.PORT, config.HOST))
  .catch(exitOnStartupError('gateway'));
