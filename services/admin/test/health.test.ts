import { itServesHealthChecks } from '@app/service-kit/testing/health-checks';
import { buildApp } from '../src/app';
import { loadAdminConfig } from '../src/config';

itServesHealthChecks((env) => buildApp(loadAdminConfig(env)));
