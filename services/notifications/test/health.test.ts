import { itServesHealthChecks } from '@app/service-kit/testing/health-checks';
import { buildApp } from '../src/app';
import { loadNotificationsConfig } from '../src/config';

itServesHealthChecks((env) => buildApp(loadNotificationsConfig(env)));
