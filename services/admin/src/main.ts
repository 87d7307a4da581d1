import { startService } from '@app/service-kit';
import { buildApp } from './app';
import { loadAdminConfig } from './config';

startService('admin', loadAdminConfig, buildApp);
