import { startService } from '@app/service-kit';
import { buildApp } from './app';
import { loadProfileConfig } from './config';

startService('profile', loadProfileConfig, buildApp);
