import { randomUUID } from 'node:crypto';
import type { UserContext } from '@app/contracts';
import { signUserContext, USER_CONTEXT_HEADER } from '../auth';
import { TEST_SECRET } from './infra';

let counter = 0;

/** A made-up signed-in user (as the gateway would vouch for one). */
export function testUser(overrides: Partial<UserContext> = {}): UserContext {
  counter += 1;
  const first = overrides.firstName ?? `Test${counter}`;
  return {
    userId: randomUUID(),
    role: 'academic',
    email: `${first.toLowerCase()}.${counter}.${randomUUID().slice(0, 6)}@example.edu`,
    firstName: first,
    lastName: 'Researcher',
    ...overrides,
  };
}

/** Headers that make a request come from `user`, signed with the test secret. */
export async function asUser(user: UserContext, secret = TEST_SECRET): Promise<Record<string, string>> {
  return { [USER_CONTEXT_HEADER]: await signUserContext(user, secret) };
}
