import { waitFor } from '@app/service-kit/testing';

/**
 * Read models are filled from events: wait until `check` holds. Bounded well inside the test's
 * own timeout, so a failure names what never happened and the last error on the way.
 */
export async function eventually(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 40_000,
): Promise<void> {
  await waitFor(check, { what, timeoutMs, intervalMs: 200 });
}
