import type { ServiceName } from './routes';

/**
 * Where each process listens by default: the one place a port is written. The services' `PORT`
 * defaults, the gateway's and admin's service addresses, `npm start` and the tests read it; the
 * Dockerfiles, docker-compose.yml and Prometheus's file are checked against it
 * (scripts/test/compose-file.test.ts).
 */
export const servicePorts = {
  gateway: 8080,
  identity: 4001,
  profile: 4002,
  networking: 4003,
  projects: 4004,
  groups: 4005,
  notifications: 4006,
  admin: 4007,
  'live-updates': 4008,
} as const satisfies Record<ServiceName | 'gateway', number>;

/** A service's address on this machine, as `npm start` runs it. */
export const localServiceUrl = (service: ServiceName) => `http://127.0.0.1:${servicePorts[service]}`;
