import Fastify from 'fastify';
import { Agent, request } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { first } from '@app/service-kit/testing';
import { roundRobinLookup, type ResolveAll } from '../src/proxy/upstream-lookup';

/** A name with one address per replica, as compose's DNS answers for a scaled service. */
const replicas =
  (addresses: string[]): ResolveAll =>
  (_host, callback) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: 4 })),
    );

describe('the round-robin lookup', () => {
  it('starts each new connection at the next replica', () => {
    const lookup = roundRobinLookup(replicas(['10.0.0.1', '10.0.0.2', '10.0.0.3']));
    const firsts: string[] = [];
    for (let i = 0; i < 4; i++)
      lookup('networking', { all: true }, (_e, addresses) =>
        firsts.push(first(addresses as Array<{ address: string }>).address),
      );
    expect(firsts).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.1']);
    lookup('networking', {}, (_e, address) => expect(address).toBe('10.0.0.2'));
  });

  it('reports a name that resolves to nothing as not found', () => {
    const lookup = roundRobinLookup(replicas([]));
    lookup('profile', {}, (err) => expect(err).toMatchObject({ code: 'ENOTFOUND' }));
  });

  describe('in the HTTP client the gateway uses', () => {
    const servers = [Fastify(), Fastify()] as const;
    afterAll(() => Promise.all(servers.map((s) => s.close())));

    it('spreads connections over two replicas behind one name', async () => {
      // Two "replicas" on one port number, at 127.0.0.1 and 127.0.0.2 (both loopback).
      servers.forEach((s, i) => s.get('/who', async () => ({ replica: i })));
      await servers[0].listen({ port: 0, host: '127.0.0.1' });
      const port = (servers[0].server.address() as { port: number }).port;
      await servers[1].listen({ port, host: '127.0.0.2' });
      const agent = new Agent({
        connect: { lookup: roundRobinLookup(replicas(['127.0.0.1', '127.0.0.2'])) },
        pipelining: 0,
      });
      const seen = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const res = await request(`http://networking:${port}/who`, { dispatcher: agent });
          return ((await res.body.json()) as { replica: number }).replica;
        }),
      );
      await agent.close();
      expect(new Set(seen)).toEqual(new Set([0, 1]));
    });
  });
});
