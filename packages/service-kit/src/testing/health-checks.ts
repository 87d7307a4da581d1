import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../create-service';
import { startTestService, type TestService } from './service';

/**
 * The health test every service has, as one `it`: `build` makes the service from the test
 * environment (see `startTestService`); it must then be alive (`/healthz`) and ready (`/readyz`:
 * every dependency answers).
 *
 * Kept out of the `testing` index because it needs vitest, which the scripts using that index
 * do not run under.
 */
export function itServesHealthChecks(build: (env: Record<string, string | undefined>) => Promise<App>): void {
  let service: TestService | undefined;
  beforeAll(async () => {
    service = await startTestService(build, 'hl');
  });
  afterAll(async () => {
    await service?.close();
  });

  it('is alive and ready when its dependencies answer', async () => {
    const { app } = service!;
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ok');
  });
}
