import { DeliverPolicy, type NatsConnection } from 'nats';
import type { FastifyBaseLogger } from 'fastify';
import type { InternalUser } from '@app/contracts/identity/http';
import { identityInternalRoutes } from '@app/contracts/identity/http';
import { streamName, subjectFor } from '@app/contracts/events';
import { HttpError, type InternalClient } from '@app/service-kit';

interface Entry {
  user: InternalUser | null;
  expires: number;
}

const INVALIDATING = ['identity.user.role_changed', 'identity.user.deleted', 'identity.user.updated'];

/**
 * Who a session's user is now: role and names come from identity, cached for a moment at most, and
 * dropped as soon as identity says the user changed role, changed or was deleted. So a promotion or
 * demotion applies to the very next request after the event, and a deleted user's sessions end.
 */
export class UserDirectory {
  private readonly cache = new Map<string, Entry>();
  private readonly lookups = new Map<string, Promise<InternalUser | null>>();
  private stopped = false;

  constructor(
    private readonly identity: InternalClient,
    private readonly ttlMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The user, or null when identity knows no such user (deleted). Throws 503 when identity is down. */
  async get(userId: string): Promise<InternalUser | null> {
    const hit = this.cache.get(userId);
    if (hit && hit.expires > Date.now()) return hit.user;
    // Requests that miss together share one lookup: under load every request in flight used to ask
    // identity at once when the entry expired. A lookup overtaken by news of a change (invalidate)
    // still answers the requests that were waiting for it, but is not kept.
    const pending = this.lookups.get(userId);
    if (pending) return pending;
    const isCurrent = () => this.lookups.get(userId) === lookup;
    const lookup = this.fetch(userId).then(
      (user) => {
        if (isCurrent()) {
          this.lookups.delete(userId);
          this.remember(userId, user);
        }
        return user;
      },
      (err: unknown) => {
        if (isCurrent()) this.lookups.delete(userId);
        throw err;
      },
    );
    this.lookups.set(userId, lookup);
    return lookup;
  }

  private async fetch(userId: string): Promise<InternalUser | null> {
    try {
      return await this.identity.call(identityInternalRoutes.user, { params: { id: userId } });
    } catch (err) {
      if (err instanceof HttpError && (err.statusCode === 404 || err.statusCode === 400)) return null;
      throw err;
    }
  }

  private remember(userId: string, user: InternalUser | null): void {
    if (this.ttlMs <= 0) return;
    this.cache.set(userId, { user, expires: Date.now() + this.ttlMs });
    if (this.cache.size > 50_000) this.cache.delete(this.cache.keys().next().value!);
  }

  invalidate(userId: string): void {
    this.cache.delete(userId);
    this.lookups.delete(userId);
  }

  /** Follows identity's stream from now on with an ephemeral ordered consumer (one per gateway). */
  async listen(nc: NatsConnection, namespace: string): Promise<void> {
    const js = nc.jetstream();
    const stream = streamName('identity', namespace);
    // One filter subject: NATS 2.9 has no multi-subject filters. Types are checked below.
    const subject = subjectFor('identity.user.>', namespace);
    const loop = async () => {
      while (!this.stopped) {
        try {
          const consumer = await js.consumers.get(stream, {
            deliver_policy: DeliverPolicy.New,
            filterSubjects: subject,
          });
          const messages = await consumer.consume();
          for await (const m of messages) {
            if (this.stopped) break;
            try {
              const event = JSON.parse(m.string()) as { type?: string; data?: { userId?: string } };
              if (event.type && INVALIDATING.includes(event.type) && event.data?.userId)
                this.invalidate(event.data.userId);
            } catch {
              // not ours to judge; the TTL bounds any staleness
            }
          }
        } catch (err) {
          if (!this.stopped)
            this.log.warn({ err: (err as Error).message }, 'identity event listener interrupted');
          // While we cannot hear events, stop trusting the cache beyond its TTL.
          this.cache.clear();
          this.lookups.clear();
        }
        if (!this.stopped) await new Promise((r) => setTimeout(r, 1000));
      }
    };
    void loop();
  }

  stop(): void {
    this.stopped = true;
  }
}
