/**
 * The error catalogue: the refusals the platform makes on its own, before or beside any route's
 * rules (a malformed address or body, a limit, an outage), each under a stable `code` with its
 * status and the sentence people read. The kit's error handler and the gateway answer with these,
 * so no framework's wording (`FST_ERR_*`, parser messages) reaches a client. A route's own
 * refusals ("Title and description are required") carry their own messages and codes.
 */
export const errorCatalogue = {
  BAD_REQUEST: { status: 400, message: 'The request could not be read. Please check it and try again.' },
  BAD_URL: { status: 400, message: 'This address is not valid. Please check it and try again.' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty but its content type is JSON.' },
  INVALID_VALUE: { status: 400, message: 'A value in the request is not valid.' },
  UNAUTHENTICATED: { status: 401, message: 'Unauthorized: please sign in to continue.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'There is nothing at this address.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This address does not accept that kind of request.' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive. Please try again.' },
  CONFLICT: { status: 409, message: 'That already exists.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  URL_TOO_LONG: { status: 414, message: 'This address is too long.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the body as application/json.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are too large.' },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service is temporarily unavailable. Please try again shortly.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type CatalogueCode = keyof typeof errorCatalogue;

/** The catalogue's entry for a status the framework gave without one of ours (400 when none fits). */
export function catalogueCodeForStatus(status: number): CatalogueCode {
  const entry = (Object.keys(errorCatalogue) as CatalogueCode[]).find(
    (code) => errorCatalogue[code].status === status,
  );
  return entry ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
