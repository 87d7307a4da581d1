import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { servicePorts } from '../../contracts/src/service-ports';
import { repoRoot } from '../lib/system';

/**
 * Issue 21: docker-compose.yml as shipped is production-shaped. (The container test of the
 * operator-path issue proves the running system; this reads the file itself.)
 */

interface ComposeService {
  image?: string;
  profiles?: string[];
  ports?: string[];
  restart?: string;
  environment?: Record<string, string | number>;
  stop_grace_period?: string;
  healthcheck?: { test: string[] };
  command?: string[];
}
const text = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
const compose = parse(text, { merge: true }) as { services: Record<string, ComposeService> };
const services = compose.services;
function service(name: string): ComposeService {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}
const seconds = (d: string) => Number(/^(\d+)s$/.exec(d)?.[1]);

describe('docker-compose.yml', () => {
  it('keeps the passwordless sign-in, the stubs and the mail catcher in the dev profile, on 127.0.0.1 only', () => {
    for (const name of ['dev-oidc', 'orcid-stub', 'openalex-stub', 'dev-inbox']) {
      expect(service(name).profiles, name).toEqual(['dev']);
      for (const port of service(name).ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
    const unprofiled = Object.entries(services).filter(([, s]) => !s.profiles);
    expect(unprofiled.map(([n]) => n)).not.toContain('dev-oidc');
  });

  it('publishes no port of PostgreSQL, NATS or Redis, restarts them, and takes their passwords from the environment', () => {
    for (const name of ['postgres', 'nats', 'redis']) {
      expect(service(name).ports, name).toBeUndefined();
      expect(service(name).restart, name).toBe('unless-stopped');
    }
    expect(service('postgres').environment!.POSTGRES_PASSWORD).toBe(
      '${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}',
    );
    expect(service('redis').command).toContain('${REDIS_PASSWORD:?set REDIS_PASSWORD}');
    // NATS reads its password from its environment (nats.conf's $NATS_PASSWORD); services send it.
    expect(service('nats').environment!.NATS_PASSWORD).toBe('${NATS_PASSWORD:?set NATS_PASSWORD}');
    const natsConf = readFileSync(path.join(repoRoot, 'infra/compose/nats.conf'), 'utf8');
    expect(natsConf).toMatch(/authorization\s*{[^}]*password:\s*\$NATS_PASSWORD/);
    expect(service('networking').environment!.NATS_URL).toBe(
      'nats://research-connect:${NATS_PASSWORD:?set NATS_PASSWORD}@nats:4222',
    );
  });

  it('writes no secret, password or administrator as a default', () => {
    expect(text).not.toMatch(/change-me/);
    expect(text).not.toMatch(/postgres:postgres@/);
    expect(service('identity').environment!.ADMIN_EMAILS).toBe('${ADMIN_EMAILS:-}');
    expect(service('gateway').environment!.SESSION_SECRET).toBe('${SESSION_SECRET:-}');
    expect(service('gateway').environment!.OIDC_CLIENT_SECRET).toBe('${OIDC_CLIENT_SECRET:-}');
    expect(service('gateway').environment!.TRUST_PROXY).toBe('${TRUST_PROXY:-false}');
  });

  it('pins every image, lets services drain before they are killed, and checks readiness', () => {
    for (const [name, s] of Object.entries(services)) {
      if (s.image) expect(s.image, name).not.toMatch(/:latest$|^[^:]+$/);
    }
    for (const name of [
      'identity',
      'profile',
      'networking',
      'projects',
      'groups',
      'notifications',
      'admin',
      'gateway',
    ]) {
      const s = service(name);
      expect(seconds(s.stop_grace_period!), name).toBeGreaterThan(15);
      expect(s.healthcheck!.test.join(' '), name).toContain('/readyz');
      expect(String(s.environment!.DB_POOL_MAX), name).toBe('${DB_POOL_MAX:-5}');
    }
  });
});

describe('compose.dev.yml', () => {
  const dev = parse(readFileSync(path.join(repoRoot, 'compose.dev.yml'), 'utf8')) as {
    services: Record<string, ComposeService & { command?: string[] }>;
  };

  it('runs only PostgreSQL, NATS with JetStream and Redis, on their standard ports, on 127.0.0.1', () => {
    expect(Object.keys(dev.services).sort()).toEqual(['nats', 'postgres', 'redis']);
    expect(dev.services.postgres!.ports).toEqual(['127.0.0.1:5432:5432']);
    expect(dev.services.nats!.ports).toEqual(['127.0.0.1:4222:4222']);
    expect(dev.services.redis!.ports).toEqual(['127.0.0.1:6379:6379']);
    expect(dev.services.nats!.command).toContain('-js');
  });

  it("writes each service's port as contracts/src/service-ports.ts does: Dockerfile, addresses, scrapes", () => {
    const prometheus = readFileSync(path.join(repoRoot, 'infra/compose/prometheus.yml'), 'utf8');
    const gateway = service('gateway').environment!;
    for (const [name, port] of Object.entries(servicePorts)) {
      const dockerfile = readFileSync(path.join(repoRoot, 'services', name, 'Dockerfile'), 'utf8');
      expect(dockerfile, name).toContain(`PORT=${port}`);
      expect(dockerfile, name).toContain(`EXPOSE ${port}`);
      if (name === 'gateway') {
        expect(service('gateway').ports).toEqual([`\${GATEWAY_PORT:-${port}}:${port}`]);
        continue;
      }
      expect(gateway[`${name.toUpperCase().replaceAll('-', '_')}_URL`], name).toBe(`http://${name}:${port}`);
      expect(prometheus, name).toContain(`{ names: [${name}], type: A, port: ${port},`);
    }
    expect(service('admin').environment!.IDENTITY_URL).toBe(`http://identity:${servicePorts.identity}`);
  });
});
