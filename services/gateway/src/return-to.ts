/**
 * Where to send someone after sign-in. Only a path on this site is accepted: anything that could
 * leave the origin (`//evil.example`, `/\evil.example`, `https://...`, control characters) falls
 * back to the default, so `/api/login?returnTo=` cannot be used as an open redirect.
 */
export function safeReturnTo(value: unknown, fallback = '/?success=logged_in'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const base = 'http://same-origin.invalid';
    const resolved = new URL(value, base);
    if (resolved.origin !== base) return fallback;
    if (resolved.pathname.startsWith('/api/')) return fallback;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return fallback;
  }
}
