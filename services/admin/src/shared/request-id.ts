/** Passes the request id on to the service called, so both log lines carry it. */
export const requestIdHeaders = (requestId?: string): Record<string, string> =>
  requestId ? { 'x-request-id': requestId } : {};
