/**
 * Just enough of a browser for the tests: a cookie jar (name + path; one host) and redirects
 * followed by hand, so a test can stop at the app's redirect URI instead of requesting it.
 */
interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export interface Step {
  response: Response;
  /** The URL that answered. */
  url: URL;
}

function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

export class Browser {
  readonly #jar = new Map<string, StoredCookie>();

  cookieNames(): string[] {
    return [...this.#jar.values()].map((c) => c.name);
  }

  async request(url: URL | string, init: RequestInit = {}): Promise<Step> {
    const target = new URL(url);
    const cookie = [...this.#jar.values()]
      .filter((c) => pathMatches(c.path, target.pathname))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.#store(line, target);
    return { response, url: target };
  }

  postForm(url: URL | string, form: Record<string, string>): Promise<Step> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  /**
   * Follows redirects from `step` until one points at a URL for which `stop` is true (returned
   * without requesting it) or a response is neither a redirect nor a page that submits itself
   * (returned as it is). Self-submitting pages are posted as a browser running their script would.
   */
  async follow(
    step: Step,
    stop: (next: URL) => boolean,
    maxHops = 15,
  ): Promise<{ stoppedAt: URL } | { page: Step }> {
    let current = step;
    for (let hop = 0; hop < maxHops; hop++) {
      const location = current.response.headers.get('location');
      if (current.response.status === 200 && isHtml(current.response)) {
        const html = await current.response.text();
        const submission = selfSubmittingForm(html);
        if (!submission) {
          const { status, statusText, headers } = current.response;
          return { page: { ...current, response: new Response(html, { status, statusText, headers }) } };
        }
        current = await this.postForm(new URL(submission.action, current.url), submission.fields);
        continue;
      }
      if (current.response.status < 300 || current.response.status >= 400 || !location) {
        return { page: current };
      }
      await current.response.body?.cancel();
      const next = new URL(location, current.url);
      if (stop(next)) return { stoppedAt: next };
      current = await this.request(next);
    }
    throw new Error(`more than ${maxHops} redirects`);
  }

  #store(line: string, from: URL): void {
    const [pair, ...attributes] = line.split(';').map((p) => p.trim());
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq);
    const value = pair!.slice(eq + 1);
    let path = from.pathname.replace(/\/[^/]*$/, '') || '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key, v = ''] = attribute.split('=');
      const lower = key!.toLowerCase();
      if (lower === 'path') path = v;
      if (lower === 'expires' && Date.parse(v) <= Date.now()) expired = true;
      if (lower === 'max-age' && Number(v) <= 0) expired = true;
    }
    const key = `${name}|${path}`;
    if (expired) this.#jar.delete(key);
    else this.#jar.set(key, { name, value, path });
  }
}

const isHtml = (res: Response) => (res.headers.get('content-type') ?? '').includes('text/html');

/** A page whose script submits its first form at once, e.g. oidc-provider's form_post pages. */
function selfSubmittingForm(html: string): { action: string; fields: Record<string, string> } | undefined {
  if (!/<script>[^<]*\.submit\(\)/.test(html)) return undefined;
  const form = /<form[^>]*method="post"[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) return undefined;
  const [, action = '', inputs = ''] = form;
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of inputs.matchAll(
    /<input type="hidden" name="([^"]*)" value="([^"]*)"\/?>/g,
  )) {
    fields[name] = value;
  }
  return { action: decodeEntities(action), fields };
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The value of a hidden input in a page (tests only; the pages are ours or the provider's). */
export function hiddenInput(html: string, name: string): string | undefined {
  return new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
}

export function formAction(html: string, formId?: string): string | undefined {
  const re = formId
    ? new RegExp(`<form[^>]*id="${formId.replace('.', '\\.')}"[^>]*action="([^"]*)"`)
    : /<form[^>]*action="([^"]*)"/;
  return re.exec(html)?.[1];
}
