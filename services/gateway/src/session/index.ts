/**
 * Sessions: a Redis hash per session behind a signed cookie, its times kept in this process until
 * Redis says they changed, its timeouts, and the plugin that reads each `/api` request's session
 * and counts its rate limit.
 */
export { sessions } from './sessions-plugin';
export { sessionCookieName } from './session';
