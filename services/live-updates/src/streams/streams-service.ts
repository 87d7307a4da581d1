import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { NatsConnection, Subscription } from 'nats';
import { LIVE_STREAMS_BUSY_MESSAGE, type LiveEndReason } from '@app/contracts/live-updates/http';
import { unauthorized, unavailable } from '@app/service-kit';
import { EndAnnouncement, UserMessage, liveKeys, type LiveSubjects, type LiveWindow } from '../shared';
import type { LiveMetrics } from './live-metrics';
import type { LocalStreams } from './local-streams';
import { OpenStream } from './open-stream';
import type { PersonStreams } from './person-streams';
import { sseRetry, ssePosition } from './sse';

/** How long after an account's deletion a new stream for it is refused (longer than a user-context token lives). */
const GONE_SECONDS = 120;
/** How long the browser waits before reconnecting a dropped stream. */
const RECONNECT_MS = 3000;

export interface StreamsDeps {
  local: LocalStreams;
  people: PersonStreams;
  window: LiveWindow;
  redis: Redis;
  nc: NatsConnection;
  subjects: LiveSubjects;
  metrics: LiveMetrics;
  heartbeatMs: number;
  /** A stream older than this is ended at a heartbeat, so that its reconnect is authorised afresh. */
  maxAgeMs: number;
  log: FastifyBaseLogger;
}

/**
 * The streams of this replica: opening one (bounds, resume), hearing every replica's messages
 * and ends on core NATS, heartbeats, and ending them.
 */
export class StreamsService {
  private subscriptions: Subscription[] = [];
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly d: StreamsDeps) {}

  /** Listens to `live.user.*` and `live.end`, and starts the heartbeat. */
  start(): void {
    const { nc, subjects, local, metrics, log } = this.d;
    this.subscriptions.push(
      nc.subscribe(subjects.everyUser, {
        callback: (err, msg) => {
          if (err) return;
          const parsed = UserMessage.safeParse(safeJson(msg.string()));
          if (!parsed.success) return log.warn({ subject: msg.subject }, 'unreadable live message');
          const userId = msg.subject.slice(msg.subject.lastIndexOf('.') + 1);
          const written = local.deliver(userId, parsed.data.id, parsed.data.message);
          if (written > 0) {
            metrics.written.inc(written);
            metrics.delivery.observe(Math.max(0, Date.now() - parsed.data.at) / 1000);
          }
        },
      }),
      nc.subscribe(subjects.end, {
        callback: (err, msg) => {
          if (err) return;
          const parsed = EndAnnouncement.safeParse(safeJson(msg.string()));
          if (!parsed.success) return log.warn('unreadable end announcement');
          const ended =
            'userId' in parsed.data
              ? local.endUser(parsed.data.userId, parsed.data.reason)
              : local.endStreams(parsed.data.streamIds, parsed.data.reason);
          if (ended > 0) metrics.ended.inc({ reason: parsed.data.reason }, ended);
        },
      }),
    );
    this.heartbeat = setInterval(() => this.beat(), this.d.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Ends every stream here (the replica stops: the browsers reconnect to another and resume). */
  stop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const sub of this.subscriptions) sub.unsubscribe();
    this.subscriptions = [];
    for (const stream of this.d.local.all()) stream.end();
  }

  /**
   * Opens a stream for `userId` on `res` (not yet written to). Refuses (throws) when this replica
   * is full or the account is gone; makes the person's oldest stream give way when they have too
   * many; then writes what the window owes since `lastEventId`, or a `refetch` when it no longer can.
   */
  async open(
    userId: string,
    res: ServerResponse,
    lastEventId: string | undefined,
    /** Takes the response from the framework, just before the first byte is written. */
    takeOver: () => void,
  ): Promise<OpenStream> {
    const { local, people, redis, metrics, log } = this.d;
    if (local.isFull) {
      metrics.refused.inc({ reason: 'replica-full' });
      throw unavailable(LIVE_STREAMS_BUSY_MESSAGE);
    }
    if (await redis.exists(liveKeys.gone(userId))) {
      metrics.refused.inc({ reason: 'account-deleted' });
      throw unauthorized();
    }
    const stream = new OpenStream(randomUUID(), userId, Date.now(), res, (s) => {
      local.remove(s);
      void people.close(s.userId, s.id, s.openedAt).catch(() => undefined);
    });
    // Listening from here on: what arrives while the backlog is read waits in the stream.
    local.add(stream);
    metrics.opened.inc();
    try {
      const giveWay = await people.open(userId, stream.id, stream.openedAt);
      if (giveWay.length > 0) this.announce({ streamIds: giveWay, reason: 'replaced' });

      takeOver();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and compatible proxies: pass each message on at once.
        'x-accel-buffering': 'no',
      });
      res.write(sseRetry(RECONNECT_MS));
      await this.catchUp(stream, lastEventId);
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'opening a live stream failed');
      if (!res.headersSent) {
        stream.end();
        throw unavailable('Live updates are unavailable just now.');
      }
      stream.end();
    }
    return stream;
  }

  private async catchUp(stream: OpenStream, lastEventId: string | undefined): Promise<void> {
    const { window, metrics } = this.d;
    if (lastEventId === undefined || lastEventId === '') {
      const head = await window.head(stream.userId);
      stream.writeRaw(ssePosition(head));
      metrics.written.inc(stream.resumeFrom(head, []));
      return;
    }
    const after = await window.after(stream.userId, lastEventId);
    if (after.complete) {
      metrics.written.inc(stream.resumeFrom(lastEventId, after.entries));
      return;
    }
    const head = await window.head(stream.userId);
    const known = /^\d+-\d+$/.test(lastEventId);
    stream.writeNow(head, { kind: 'refetch', reason: known ? 'outside-window' : 'unknown-position' });
    metrics.written.inc(1 + stream.resumeFrom(head, []));
  }

  /** Ends a person's streams on every replica (sign-out, account deletion). */
  endPerson(userId: string, reason: LiveEndReason): void {
    this.announce({ userId, reason });
  }

  /** The account is deleted: its streams end everywhere, its window goes, new streams are refused. */
  async accountDeleted(userId: string): Promise<void> {
    const { redis, window, people } = this.d;
    await redis.set(liveKeys.gone(userId), '1', 'EX', GONE_SECONDS);
    this.announce({ userId, reason: 'account-deleted' });
    await window.drop(userId);
    await people.forget(userId);
  }

  private announce(end: EndAnnouncement): void {
    this.d.nc.publish(this.d.subjects.end, JSON.stringify(end));
  }

  private beat(): void {
    const oldest = Date.now() - this.d.maxAgeMs;
    for (const stream of this.d.local.all()) if (stream.openedAt < oldest) stream.end();
    const streams = this.d.local.all();
    for (const stream of streams) stream.heartbeat();
    void this.d.people
      .vouch(streams)
      .catch((err: Error) => this.d.log.warn({ err: err.message }, 'could not renew the open-stream counts'));
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
