import { itServesHealthChecks } from '@app/service-kit/testing/health-checks';
import { buildApp } from '../src/app';
import { loadProjectsConfig } from '../src/config';

itServesHealthChecks((env) => buildApp(loadProjectsConfig(env)));
