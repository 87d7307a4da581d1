import type { Redis } from 'ioredis';
import { LiveMessage } from '@app/contracts/live-updates/http';
import { liveKeys } from './channels';
import { compareStreamIds, parseStreamId, streamIdAt } from './stream-id';

export interface WindowEntry {
  id: string;
  message: LiveMessage;
}

/** What a window holds after a position: everything sent since, or "no longer known". */
export type AfterPosition = { complete: true; entries: WindowEntry[] } | { complete: false };

/**
 * A person's recent messages, for `Last-Event-ID`: a Redis stream `live:<userId>` trimmed to the
 * newest `size` entries and expiring `ttlSeconds` after the last one. Every replica reads the same
 * window, so a tab that reconnects to another replica resumes as well.
 */
export class LiveWindow {
  constructor(
    private readonly redis: Redis,
    private readonly size: number,
    private readonly ttlSeconds: number,
  ) {}

  /** Appends messages, each to its person's window, in one round trip; their positions, in order. */
  async append(messages: Array<{ userId: string; message: LiveMessage }>): Promise<string[]> {
    if (messages.length === 0) return [];
    const multi = this.redis.multi();
    for (const { userId, message } of messages) {
      const key = liveKeys.window(userId);
      multi
        .xadd(key, 'MAXLEN', String(this.size), '*', 'm', JSON.stringify(message))
        .expire(key, this.ttlSeconds);
    }
    const results = (await multi.exec()) ?? [];
    return messages.map((_, i) => {
      const [err, id] = results[i * 2] ?? [new Error('XADD gave no answer'), null];
      if (err) throw err;
      return id as string;
    });
  }

  /** The newest position: what a stream that starts now resumes from. */
  async head(userId: string): Promise<string> {
    const [newest] = await this.redis.xrevrange(liveKeys.window(userId), '+', '-', 'COUNT', 1);
    if (newest) return newest[0];
    // Redis's clock, which the ids of later entries follow, not this host's; a millisecond back, so
    // that an entry appended within this same millisecond still comes after it.
    const [seconds, micros] = await this.redis.time();
    return streamIdAt(Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - 1);
  }

  /**
   * What was appended after `position`, when the window still holds all of it. Trimming drops the
   * oldest entries, so it does when nothing was ever trimmed or `position` is not older than the
   * oldest entry kept (an entry the stream received, still held). A window that expired took what
   * it held with it, and expired only `ttlSeconds` after its last entry: a position older than that
   * may have missed entries, one younger cannot have. A position that is not one is not known.
   * (Redis 7.0 does not record trimmed ids in `max-deleted-entry-id`, only XDEL'd ones, so the
   * count of entries added against the length is what tells that some were trimmed.)
   */
  async after(userId: string, position: string): Promise<AfterPosition> {
    const at = parseStreamId(position);
    if (!at) return { complete: false };
    const now = Date.now();
    if (Number(at.ms) < now - this.ttlSeconds * 1000 || Number(at.ms) > now + 60_000)
      return { complete: false };
    const key = liveKeys.window(userId);
    const results = await this.redis
      .multi()
      // ioredis does not see the key of XINFO's subcommand, so does not prefix it: done here.
      .xinfo('STREAM', `${this.redis.options.keyPrefix ?? ''}${key}`)
      .xrange(key, `(${position}`, '+', 'COUNT', this.size)
      .exec();
    const [infoErr, info] = results?.[0] ?? [null, null];
    const [rangeErr, range] = results?.[1] ?? [null, null];
    if (rangeErr) throw rangeErr;
    if (infoErr) {
      if (/no such key/i.test(infoErr.message)) return { complete: true, entries: [] };
      throw infoErr;
    }
    const fields = infoFields(info as unknown[]);
    const last = fields.get('last-generated-id');
    if (typeof last === 'string' && compareStreamIds(position, last) > 0) return { complete: false };
    const trimmed = Number(fields.get('entries-added')) - Number(fields.get('length'));
    const first = (fields.get('first-entry') as [string, string[]] | null)?.[0];
    if (trimmed > 0 && first && compareStreamIds(position, first) < 0) return { complete: false };
    const entries = (range as Array<[string, string[]]>).map(([id, kv]) => ({
      id,
      message: LiveMessage.parse(JSON.parse(kv[1] ?? 'null')),
    }));
    return { complete: true, entries };
  }

  /** Everything a person's window holds, oldest first ("Download my data"). */
  async all(userId: string): Promise<WindowEntry[]> {
    const range = await this.redis.xrange(liveKeys.window(userId), '-', '+');
    return range.map(([id, kv]) => ({ id, message: LiveMessage.parse(JSON.parse(kv[1] ?? 'null')) }));
  }

  /** Forgets a person's window (their account was deleted). */
  async drop(userId: string): Promise<void> {
    await this.redis.del(liveKeys.window(userId));
  }
}

/** XINFO STREAM's flat `[name, value, name, value, ...]` answer, as a map. */
function infoFields(flat: unknown[]): Map<string, unknown> {
  const map = new Map<string, unknown>();
  for (let i = 0; i + 1 < flat.length; i += 2) map.set(String(flat[i]), flat[i + 1]);
  return map;
}
