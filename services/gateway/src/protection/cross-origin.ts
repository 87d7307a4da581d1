const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginHeaders {
  method: string;
  origin?: string;
  secFetchSite?: string;
  host?: string;
}

/**
 * Whether a state-changing request may proceed (the same rules as Go's CrossOriginProtection):
 * safe methods always; `Sec-Fetch-Site: same-origin|none` yes, other values no; otherwise the
 * `Origin` must be the app's own; a request with neither header is not from a browser, so it
 * carries no ambient cookie worth forging and may proceed.
 */
export function isAllowedOrigin(req: OriginHeaders, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return true;
  if (req.secFetchSite) return req.secFetchSite === 'same-origin' || req.secFetchSite === 'none';
  if (!req.origin) return true;
  if (req.origin === 'null') return false;
  return allowedOrigins.includes(req.origin);
}
