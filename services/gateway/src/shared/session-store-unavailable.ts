/** A session store that is unreachable: the gateway answers 503 (or a clear page) instead of a 500. */
export class SessionStoreUnavailable extends Error {
  readonly code = 'SESSION_STORE_UNAVAILABLE';
  constructor(cause: unknown) {
    super(`The session store is unavailable: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'SessionStoreUnavailable';
  }
}
