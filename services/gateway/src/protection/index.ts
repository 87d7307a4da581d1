/**
 * What every answer passes through at the edge: security headers, the origin check, the body
 * limit, rate limits (the rules and the counter shared across replicas), compression, no-store for
 * personal answers, and the one `/api` error handler that answers the refusals.
 */
export { registerSecurityHeaders } from './security-headers';
export { originCheck } from './origin-check';
export { isAllowedOrigin } from './cross-origin';
export { declaredBodyLimit } from './declared-body-limit';
export { privateAnswers } from './private-answers';
export { compressedAnswers } from './compressed-answers';
export { apiErrorHandler } from './api-errors';
export { ONE_MINUTE_MS, rateLimitVerdict, type RateLimit } from './rate-limit';
export { SharedRateCounter, type AddCounts } from './rate-counter';
