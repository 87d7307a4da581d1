import { startService } from '@app/service-kit';
import { buildApp } from './app';
import { loadIdentityConfig } from './config';

startService('identity', loadIdentityConfig, buildApp);
