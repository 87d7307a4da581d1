import { itServesHealthChecks } from '@app/service-kit/testing/health-checks';
import { buildApp } from '../src/app';
import { loadNetworkingConfig } from '../src/config';

itServesHealthChecks((env) => buildApp(loadNetworkingConfig(env)));
