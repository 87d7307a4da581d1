import { startService } from '@app/service-kit';
import { buildApp } from './app';
import { loadNetworkingConfig } from './config';

startService('networking', loadNetworkingConfig, buildApp);
