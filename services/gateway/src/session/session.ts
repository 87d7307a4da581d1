import type { SerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isHttps, type GatewayConfig } from '../config';
import { RememberingSigner } from './cookie-signer';
import type { SessionFields, SessionRecord, SessionStore } from './session-store';
import type { SessionTimes } from './session-times';

export function sessionCookieName(config: GatewayConfig): string {
  // `__Host-` binds the cookie to this exact origin over HTTPS (no Domain, Path=/, Secure).
  return isHttps(config) ? '__Host-rc.sid' : 'rc.sid';
}

/** The session cookie: signed, httpOnly, SameSite=Lax, Secure outside plain-http dev. */
export class SessionCookie {
  readonly name: string;
  private readonly signer: RememberingSigner;
  private readonly options: SerializeOptions;

  /** `cookies` is an app with @fastify/cookie registered: its parser and serializer. */
  constructor(
    config: GatewayConfig,
    private readonly cookies: Pick<FastifyInstance, 'parseCookie' | 'serializeCookie'>,
  ) {
    this.name = sessionCookieName(config);
    this.signer = new RememberingSigner(config.SESSION_SECRET);
    this.options = {
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttps(config),
      path: '/',
      maxAge: config.SESSION_IDLE_TIMEOUT_S,
    };
  }

  /** The session id a request's cookie carries, when its signature holds. */
  sessionIdOf(cookieHeader: string | undefined): string | null {
    if (!cookieHeader?.includes(this.name)) return null;
    const signed = this.cookies.parseCookie(cookieHeader)[this.name];
    if (!signed) return null;
    const { valid, value } = this.signer.unsign(signed);
    return valid ? value : null;
  }

  set(reply: FastifyReply, sessionId: string): void {
    reply.header(
      'set-cookie',
      this.cookies.serializeCookie(this.name, this.signer.sign(sessionId), this.options),
    );
  }

  clear(reply: FastifyReply): void {
    reply.header('set-cookie', this.cookies.serializeCookie(this.name, '', { ...this.options, maxAge: 0 }));
  }
}

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

const SEEN_RESOLUTION_MS = 60_000;

/**
 * Where a session stands: nobody signed in; signed in but past its idle or absolute timeout;
 * signed in; or signed in and due to be marked seen (at most once a minute, which renews the idle
 * timeout without writing the session on every request).
 */
export function sessionStatus(
  { userId, signedInAt, lastSeenAt }: SessionTimes,
  now: number,
  { idleMs, absoluteMs }: SessionTimeouts,
): 'signed-out' | 'expired' | 'active' | 'seen-again' {
  if (!userId) return 'signed-out';
  if (!signedInAt || now - signedInAt > absoluteMs) return 'expired';
  if (lastSeenAt !== null && now - lastSeenAt > idleMs) return 'expired';
  if (lastSeenAt === null || now - lastSeenAt >= SEEN_RESOLUTION_MS) return 'seen-again';
  return 'active';
}

/**
 * A request's session: its signed-in user, and what sign-in and sign-out do to it. Only a session
 * found signed in, or started by this request, is written into: a cookie naming a session that
 * holds nobody (ended, or a sign-in in progress) gets a new id rather than being filled again.
 */
export class RequestSession {
  private writableId: string | null = null;
  /** The signed-in user, once the session's timeouts were checked. */
  userId: string | null = null;

  constructor(
    private readonly store: SessionStore,
    private readonly cookie: SessionCookie,
    private readonly reply: FastifyReply,
    /** The id the request's cookie carries (its signature checked). */
    private readonly cookieId: string | null,
  ) {}

  signedIn(userId: string): void {
    this.userId = userId;
    this.writableId = this.cookieId;
  }

  private get id(): string | null {
    return this.writableId ?? this.cookieId;
  }

  /** Everything the session holds (null without one). */
  async read(): Promise<SessionRecord | null> {
    return this.id ? this.store.read(this.id) : null;
  }

  /** Writes fields into this session, or into a new one (and its cookie). */
  async set(fields: SessionFields): Promise<void> {
    const id = await this.store.write(this.writableId, fields);
    if (id !== this.writableId || fields.lastSeenAt) this.cookie.set(this.reply, id);
    this.writableId = id;
  }

  /** A new session id (the old session ends), so an id planted before sign-in is worthless after it. */
  async regenerate(fields: SessionFields): Promise<void> {
    const old = this.id;
    if (old) await this.store.destroy(old);
    this.writableId = null;
    await this.set(fields);
    this.userId = fields.userId ?? null;
  }

  async destroy(): Promise<void> {
    const id = this.id;
    if (id) {
      await this.store.destroy(id);
      this.cookie.clear(this.reply);
    }
    this.writableId = null;
    this.userId = null;
  }
}
