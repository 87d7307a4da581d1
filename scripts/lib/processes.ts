import { servicePorts } from '../../contracts/src/service-ports';

/** Every process `npm start` runs, in start order, with where it listens and how to tell it is ready. */
export interface ProcessSpec {
  name: string;
  dir: string;
  port: number;
  /** Path answering 200 once the process is ready. */
  ready: string;
  kind: 'infra' | 'service' | 'gateway';
}

export const processes: ProcessSpec[] = [
  {
    name: 'dev-oidc',
    dir: 'infra/dev-oidc',
    port: 4100,
    ready: '/.well-known/openid-configuration',
    kind: 'infra',
  },
  { name: 'orcid-stub', dir: 'infra/orcid-stub', port: 4101, ready: '/healthz', kind: 'infra' },
  { name: 'openalex-stub', dir: 'infra/openalex-stub', port: 4102, ready: '/healthz', kind: 'infra' },
  { name: 'dev-inbox', dir: 'infra/dev-inbox', port: 8025, ready: '/', kind: 'infra' },
  {
    name: 'identity',
    dir: 'services/identity',
    port: servicePorts.identity,
    ready: '/readyz',
    kind: 'service',
  },
  { name: 'profile', dir: 'services/profile', port: servicePorts.profile, ready: '/readyz', kind: 'service' },
  {
    name: 'networking',
    dir: 'services/networking',
    port: servicePorts.networking,
    ready: '/readyz',
    kind: 'service',
  },
  {
    name: 'projects',
    dir: 'services/projects',
    port: servicePorts.projects,
    ready: '/readyz',
    kind: 'service',
  },
  { name: 'groups', dir: 'services/groups', port: servicePorts.groups, ready: '/readyz', kind: 'service' },
  {
    name: 'notifications',
    dir: 'services/notifications',
    port: servicePorts.notifications,
    ready: '/readyz',
    kind: 'service',
  },
  { name: 'admin', dir: 'services/admin', port: servicePorts.admin, ready: '/readyz', kind: 'service' },
  {
    name: 'live-updates',
    dir: 'services/live-updates',
    port: servicePorts['live-updates'],
    ready: '/readyz',
    kind: 'service',
  },
  { name: 'gateway', dir: 'services/gateway', port: servicePorts.gateway, ready: '/readyz', kind: 'gateway' },
];

export const devAccounts = [
  { email: 'alice@example.edu', note: 'researcher' },
  { email: 'bob@example.edu', note: 'researcher' },
  { email: 'carol@example.edu', note: 'researcher; signs in with a verified ORCID iD' },
  { email: 'admin@example.edu', note: 'administrator' },
];
