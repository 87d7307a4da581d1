import type { ServerResponse } from 'node:http';
import type { LiveEndReason, LiveMessage } from '@app/contracts/live-updates/http';
import { compareStreamIds } from '../shared';
import { SSE_HEARTBEAT, sseMessage } from './sse';

/** Bytes a stream may have waiting to go out before the client is deemed gone (it resumes later). */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * One open stream: the HTTP response, to one tab. Until its backlog (what the window owed it) is
 * written, live messages wait in `pending`; afterwards each is written unless the stream already
 * has it (a message can arrive both ways).
 */
export class OpenStream {
  private pending: Array<{ id: string; message: LiveMessage }> | null = [];
  private last: string | null = null;
  private ended = false;

  constructor(
    readonly id: string,
    readonly userId: string,
    readonly openedAt: number,
    private readonly res: ServerResponse,
    private readonly onEnd: (stream: OpenStream) => void,
  ) {
    res.once('close', () => this.finish());
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** A live message: written now, or after the backlog. Returns whether it was written. */
  deliver(id: string, message: LiveMessage): boolean {
    if (this.ended) return false;
    if (this.pending) {
      this.pending.push({ id, message });
      return false;
    }
    return this.writeMessage(id, message);
  }

  /** Writes the backlog, then what came live meanwhile that the backlog did not hold. */
  resumeFrom(position: string, backlog: Array<{ id: string; message: LiveMessage }>): number {
    this.last = position;
    let written = 0;
    for (const entry of backlog) if (this.writeMessage(entry.id, entry.message)) written += 1;
    const waiting = this.pending ?? [];
    this.pending = null;
    waiting.sort((a, b) => compareStreamIds(a.id, b.id));
    for (const entry of waiting) if (this.writeMessage(entry.id, entry.message)) written += 1;
    return written;
  }

  /** A message outside the window (a `refetch`): written at once, as the new position. */
  writeNow(id: string, message: LiveMessage): void {
    this.writeRaw(sseMessage(id, message));
    this.last = id;
  }

  heartbeat(): void {
    this.writeRaw(SSE_HEARTBEAT);
  }

  writeRaw(text: string): void {
    if (this.ended) return;
    this.res.write(text);
    // A client that reads nothing (gone without a FIN): drop it rather than hold its bytes.
    if (this.res.writableLength > MAX_BUFFERED_BYTES) this.end();
  }

  /** Ends the stream; with a reason, tells the client first (it should then not reconnect). */
  end(reason?: LiveEndReason): void {
    if (this.ended) return;
    if (reason) this.res.write(`data: ${JSON.stringify({ kind: 'stream.ended', reason })}\n\n`);
    this.res.end();
    this.finish();
  }

  private writeMessage(id: string, message: LiveMessage): boolean {
    if (this.last !== null && compareStreamIds(id, this.last) <= 0) return false;
    this.writeRaw(sseMessage(id, message));
    this.last = id;
    return true;
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.pending = null;
    this.onEnd(this);
  }
}
