import { BrowserClient } from '@app/service-kit/testing';
import { e2e } from './context';

/** A person using the API through a gateway with their own session (no browser window). */
export class ApiUser {
  readonly client = new BrowserClient();
  id = '';
  constructor(
    readonly email: string,
    readonly base: string = e2e().publicUrl,
  ) {}

  /** Signs in through the gateway at `base` (default: the shared test system). */
  static async signIn(email: string, base?: string): Promise<ApiUser> {
    const user = new ApiUser(email, base);
    const { hops } = await user.client.follow(
      `${user.base}/api/login?login_hint=${encodeURIComponent(email)}`,
    );
    if (!hops.at(-1)!.url.endsWith('/?success=logged_in')) {
      throw new Error(`sign-in failed for ${email}: ${hops.at(-1)!.url}`);
    }
    user.id = (await user.json<{ id: string }>('GET', '/api/auth/user')).id;
    return user;
  }

  async raw(method: string, path: string, body?: unknown): Promise<Response> {
    return this.client.request(`${this.base}${path}`, {
      method,
      ...(body === undefined ? {} : { json: body }),
    });
  }

  /** The parsed answer; throws with the status and body when it is not OK. */
  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.raw(method, path, body);
    const text = await res.text();
    if (!res.ok) throw new Error(`${this.email}: ${method} ${path} -> ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async status(method: string, path: string, body?: unknown): Promise<number> {
    const res = await this.raw(method, path, body);
    await res.arrayBuffer();
    return res.status;
  }
}
