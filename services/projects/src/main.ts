import { startService } from '@app/service-kit';
import { buildApp } from './app';
import { loadProjectsConfig } from './config';

startService('projects', loadProjectsConfig, buildApp);
