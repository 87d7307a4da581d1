import type { Redis } from 'ioredis';
import { liveKeys } from '../shared';

/**
 * A person's open streams over every replica, to hold them to `max`: a Redis sorted set per person
 * whose members are `<openedAt>:<streamId>`, scored by the time the stream's replica last vouched
 * for it (at each heartbeat). A member not vouched for within `staleMs` (its replica died) no longer
 * counts. When a new stream makes one too many, the oldest by opening time give way.
 */
export class PersonStreams {
  constructor(
    private readonly redis: Redis,
    private readonly max: number,
    private readonly staleMs: number,
  ) {}

  private static member(streamId: string, openedAt: number): string {
    return `${openedAt}:${streamId}`;
  }

  /** Counts the new stream in; answers the ids of the person's streams that must now end. */
  async open(userId: string, streamId: string, openedAt: number): Promise<string[]> {
    const key = liveKeys.open(userId);
    const now = Date.now();
    const results = await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', `(${now - this.staleMs}`)
      .zadd(key, now, PersonStreams.member(streamId, openedAt))
      .zrange(key, 0, -1)
      .pexpire(key, this.staleMs * 2)
      .exec();
    const [err, members] = results?.[2] ?? [new Error('ZRANGE gave no answer'), null];
    if (err) throw err;
    const others = (members as string[])
      .map((m) => {
        const at = m.indexOf(':');
        return { openedAt: Number(m.slice(0, at)), id: m.slice(at + 1) };
      })
      .filter((s) => s.id !== streamId)
      .sort((a, b) => a.openedAt - b.openedAt);
    const excess = others.length + 1 - this.max;
    return excess > 0 ? others.slice(0, excess).map((s) => s.id) : [];
  }

  /** This replica still holds these streams (each heartbeat). */
  async vouch(streams: Array<{ userId: string; id: string; openedAt: number }>): Promise<void> {
    if (streams.length === 0) return;
    const now = Date.now();
    const pipeline = this.redis.pipeline();
    for (const s of streams) {
      const key = liveKeys.open(s.userId);
      pipeline.zadd(key, now, PersonStreams.member(s.id, s.openedAt));
      pipeline.pexpire(key, this.staleMs * 2);
    }
    await pipeline.exec();
  }

  async close(userId: string, streamId: string, openedAt: number): Promise<void> {
    await this.redis.zrem(liveKeys.open(userId), PersonStreams.member(streamId, openedAt));
  }

  /** The person's streams counted now (those of a replica that died count until they go stale). */
  async count(userId: string): Promise<number> {
    const key = liveKeys.open(userId);
    return this.redis.zcount(key, Date.now() - this.staleMs, '+inf');
  }

  async forget(userId: string): Promise<void> {
    await this.redis.del(liveKeys.open(userId));
  }
}
