import { startService } from '@app/service-kit';
import { buildApp } from './app';
import { loadGroupsConfig } from './config';

startService('groups', loadGroupsConfig, buildApp);
