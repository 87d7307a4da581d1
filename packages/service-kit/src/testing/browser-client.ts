/**
 * A browser-like HTTP client for tests: keeps cookies per origin (honouring Max-Age=0 / Expires in
 * the past as deletion), follows redirects by hand so each hop can be inspected, and sends an
 * `Origin` header on state-changing requests the way browsers do.
 */
export interface Hop {
  url: string;
  status: number;
  location: string | null;
}

export class BrowserClient {
  private readonly jar = new Map<string, Map<string, string>>();

  constructor(private readonly defaultHeaders: Record<string, string> = {}) {}

  cookies(origin: string): Record<string, string> {
    return Object.fromEntries(this.jar.get(new URL(origin).origin) ?? new Map());
  }

  setCookie(origin: string, name: string, value: string): void {
    const o = new URL(origin).origin;
    if (!this.jar.has(o)) this.jar.set(o, new Map());
    this.jar.get(o)!.set(name, value);
  }

  clearCookies(): void {
    this.jar.clear();
  }

  async request(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers({ ...this.defaultHeaders, ...(init.headers as Record<string, string>) });
    const cookies = this.jar.get(target.origin);
    if (cookies && cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const method = (init.method ?? 'GET').toUpperCase();
    if (!['GET', 'HEAD'].includes(method) && !headers.has('origin')) headers.set('origin', target.origin);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(target, { ...init, method, headers, body, redirect: 'manual' });
    this.store(target.origin, res);
    return res;
  }

  /** GET `url` and follow redirects (up to `maxHops`), returning the last response and the chain. */
  async follow(url: string, maxHops = 15): Promise<{ response: Response; hops: Hop[] }> {
    const hops: Hop[] = [];
    let current = url;
    for (let i = 0; i < maxHops; i++) {
      const response = await this.request(current);
      const location = response.headers.get('location');
      hops.push({ url: current, status: response.status, location });
      if (response.status < 300 || response.status >= 400 || !location) return { response, hops };
      await response.arrayBuffer();
      current = new URL(location, current).toString();
    }
    throw new Error(`Too many redirects from ${url}: ${hops.map((h) => h.url).join(' -> ')}`);
  }

  private store(origin: string, res: Response): void {
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length === 0) return;
    if (!this.jar.has(origin)) this.jar.set(origin, new Map());
    const jar = this.jar.get(origin)!;
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const expired = attrs.some((a) => {
        const [k, v] = a.split('=');
        if (k?.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k?.toLowerCase() === 'expires') return new Date(v ?? '').getTime() < Date.now();
        return false;
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }
}
