import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';

type Name = 'PostgreSQL' | 'NATS' | 'Redis';

/**
 * Starts the missing servers in containers and points the test environment at them. Used only where
 * a Docker engine runs and the servers are not already reachable; returns the teardown.
 */
export async function startContainers(names: Name[]): Promise<() => Promise<void>> {
  const started: StartedTestContainer[] = [];
  for (const name of names) {
    if (name === 'PostgreSQL') {
      const c = await new GenericContainer('postgres:16-alpine')
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
        .withExposedPorts(5432)
        .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
        .start();
      started.push(c);
      process.env.DATABASE_URL = `postgres://postgres@${c.getHost()}:${c.getMappedPort(5432)}/postgres`;
    } else if (name === 'NATS') {
      const c = await new GenericContainer('nats:2.10-alpine')
        .withCommand(['-js'])
        .withExposedPorts(4222)
        .start();
      started.push(c);
      process.env.NATS_URL = `nats://${c.getHost()}:${c.getMappedPort(4222)}`;
    } else {
      const c = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
      started.push(c);
      process.env.REDIS_URL = `redis://${c.getHost()}:${c.getMappedPort(6379)}`;
    }
  }
  return async () => {
    await Promise.all(started.map((c) => c.stop()));
  };
}
