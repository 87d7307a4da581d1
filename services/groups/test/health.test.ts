import { itServesHealthChecks } from '@app/service-kit/testing/health-checks';
import { buildApp } from '../src/app';
import { loadGroupsConfig } from '../src/config';

itServesHealthChecks((env) => buildApp(loadGroupsConfig(env)));
