import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InternalClient } from '@app/service-kit';
import { TEST_SECRET, waitFor } from '@app/service-kit/testing';
import { UserDirectory } from '../src/shared/user-directory';

/**
 * Stands in for identity's internal user route: answers with the role it has when asked, the first
 * question of a test slowly, later ones quickly (so an earlier answer can arrive after a later one).
 */
const identity = Fastify();
let asked = 0;
let role = 'academic';
identity.get('/internal/users/:id', async (request) => {
  asked += 1;
  const answer = {
    id: (request.params as { id: string }).id,
    email: null,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    orcidId: null,
    role,
    isActive: true,
    hasSeenWelcomePopup: false,
    createdAt: '2026-11-26T00:00:00.000Z',
    lastLoginAt: null,
    oidcIssuer: 'http://127.0.0.1/oidc',
  };
  await new Promise((r) => setTimeout(r, asked === 1 ? 150 : 10));
  return answer;
});
let client: InternalClient;
const U1 = '00000000-0000-4000-8000-000000000001';
const U2 = '00000000-0000-4000-8000-000000000002';

beforeAll(async () => {
  await identity.listen({ port: 0, host: '127.0.0.1' });
  const { port } = identity.server.address() as { port: number };
  client = new InternalClient({ from: 'gateway', baseUrl: `http://127.0.0.1:${port}`, secret: TEST_SECRET });
});
afterAll(() => identity.close());

describe('the user directory', () => {
  it('asks identity once for requests that miss together', async () => {
    asked = 0;
    const users = new UserDirectory(client, 60_000, identity.log);
    const answers = await Promise.all(Array.from({ length: 20 }, () => users.get(U1)));
    expect(asked).toBe(1);
    expect(answers.every((u) => u?.id === U1)).toBe(true);
    await users.get(U1);
    expect(asked).toBe(1);
  });

  it('does not keep an answer overtaken by a change, nor make later requests wait for it', async () => {
    asked = 0;
    role = 'academic';
    const users = new UserDirectory(client, 60_000, identity.log);
    const before = users.get(U2);
    // Identity has read the role (a fixed pause was not always enough on a loaded machine).
    await waitFor(async () => asked === 1, { timeoutMs: 5000, intervalMs: 2, what: 'identity asked' });
    role = 'admin';
    users.invalidate(U2); // what the role_changed event does
    expect((await users.get(U2))?.role).toBe('admin');
    expect((await before)?.role).toBe('academic');
    expect((await users.get(U2))?.role).toBe('admin');
    expect(asked).toBe(2);
  });
});
