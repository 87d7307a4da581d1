/**
 * Where to send someone after sign-in. Only a path on this site is accepted, judged as the browser
 * will read it: the value is resolved against the app's own address (so `/..//evil.example`,
 * `/%2e%2e//evil.example` or a tab inside `//` count for what they become), must stay on its
 * origin, and what is kept, the path with its query and fragment, must start with a single `/`.
 * Anything else falls back to the default, so `/api/login?returnTo=` cannot be an open redirect.
 */
export function safeReturnTo(value: unknown, publicUrl: string, fallback = '/?success=logged_in'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/')) return fallback;
  // Backslashes and control characters are what browsers and URL parsers read differently.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(value, publicUrl);
  } catch {
    return fallback;
  }
  if (resolved.origin !== new URL(publicUrl).origin) return fallback;
  const path = resolved.pathname + resolved.search + resolved.hash;
  // `//host` in a Location header is another site, whatever the value looked like before resolving.
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  // Not back into the API (the router decodes `%61pi` to `api`).
  if (/^\/api(\/|$)/.test(decoded(resolved.pathname) ?? '/api')) return fallback;
  return path;
}

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
