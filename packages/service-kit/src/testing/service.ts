import type { App } from '../create-service';
import { EventRecorder, deleteStreams } from './events';
import { createTestDatabase, testEnv, uniqueName, type TestDatabase } from './infra';

/** A service under test, alone on its own database and event namespace. */
export interface TestService<A extends App = App> {
  app: A;
  db: TestDatabase;
  /** The event namespace (streams `<ns>_<SERVICE>`) and Redis key prefix (`<ns>:`). */
  ns: string;
  /** Every event published under the namespace since the service started. */
  recorder: EventRecorder;
  /** Stops the recorder and the service, drops the database and deletes the streams. */
  close(): Promise<void>;
}

/**
 * Builds and starts a service for one test file: `build` makes it from the test environment
 * (`testEnv`: a fresh database, a namespace named from `prefix`); then an event recorder starts.
 * When start-up fails half way, what was made is removed before the error is passed on.
 */
export async function startTestService<A extends App>(
  build: (env: Record<string, string | undefined>) => Promise<A>,
  prefix = 't',
): Promise<TestService<A>> {
  const db = await createTestDatabase();
  const ns = uniqueName(prefix);
  let app: A | undefined;
  let recorder: EventRecorder | undefined;
  const close = async () => {
    await recorder?.stop();
    await app?.close();
    await db.drop();
    await deleteStreams(ns);
  };
  try {
    app = await build(testEnv(db, ns));
    await app.ready();
    recorder = await new EventRecorder(ns).start();
    return { app, db, ns, recorder, close };
  } catch (err) {
    // Leave nothing behind on the shared servers.
    await close().catch(() => undefined);
    throw err;
  }
}
