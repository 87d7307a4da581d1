import { startService } from '@app/service-kit';
import { buildGateway } from './app';
import { loadGatewayConfig } from './config';

startService('gateway', loadGatewayConfig, buildGateway);
