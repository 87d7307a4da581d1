import { startService } from '@app/service-kit';
import { buildApp } from './app';
import { loadLiveUpdatesConfig } from './config';

startService('live-updates', loadLiveUpdatesConfig, buildApp);
