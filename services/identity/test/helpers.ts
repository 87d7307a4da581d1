import { randomUUID } from 'node:crypto';
import type { OidcLoginBody } from '@app/contracts/identity/http';
import { signServiceToken, type App } from '@app/service-kit';
import { TEST_SECRET } from '@app/service-kit/testing';

export async function asService(name = 'gateway'): Promise<Record<string, string>> {
  return { 'x-user-context': await signServiceToken(name, TEST_SECRET) };
}

export function claims(overrides: Partial<OidcLoginBody> = {}): OidcLoginBody {
  const tag = randomUUID().slice(0, 8);
  return {
    issuer: 'http://dev-oidc.test',
    subject: `sub-${tag}`,
    email: `person.${tag}@example.edu`,
    emailVerified: true,
    firstName: 'Pat',
    lastName: 'Example',
    orcidId: null,
    ipAddress: '203.0.113.7',
    userAgent: 'vitest',
    ...overrides,
  };
}

export async function signIn(app: App, body: OidcLoginBody) {
  return app.inject({
    method: 'POST',
    url: '/internal/users/oidc-login',
    headers: await asService(),
    payload: body,
  });
}
