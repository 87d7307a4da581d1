import type { LiveEndReason, LiveMessage } from '@app/contracts/live-updates/http';
import type { OpenStream } from './open-stream';

/**
 * The streams this replica holds, by person and by id. Messages for a person reach each of their
 * streams here; a person's streams on other replicas are those replicas' business.
 */
export class LocalStreams {
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private readonly byId = new Map<string, OpenStream>();

  constructor(readonly max: number) {}

  get size(): number {
    return this.byId.size;
  }

  get isFull(): boolean {
    return this.byId.size >= this.max;
  }

  add(stream: OpenStream): void {
    this.byId.set(stream.id, stream);
    const mine = this.byUser.get(stream.userId) ?? new Set<OpenStream>();
    mine.add(stream);
    this.byUser.set(stream.userId, mine);
  }

  remove(stream: OpenStream): void {
    this.byId.delete(stream.id);
    const mine = this.byUser.get(stream.userId);
    mine?.delete(stream);
    if (mine?.size === 0) this.byUser.delete(stream.userId);
  }

  /** Writes a person's message to each of their streams here; how many took it. */
  deliver(userId: string, id: string, message: LiveMessage): number {
    let written = 0;
    for (const stream of this.byUser.get(userId) ?? []) if (stream.deliver(id, message)) written += 1;
    return written;
  }

  endUser(userId: string, reason: LiveEndReason): number {
    const mine = [...(this.byUser.get(userId) ?? [])];
    for (const stream of mine) stream.end(reason);
    return mine.length;
  }

  endStreams(ids: string[], reason: LiveEndReason): number {
    let ended = 0;
    for (const id of ids) {
      const stream = this.byId.get(id);
      if (stream) {
        stream.end(reason);
        ended += 1;
      }
    }
    return ended;
  }

  /** Every stream here (heartbeats, and closing them all when the replica stops). */
  all(): OpenStream[] {
    return [...this.byId.values()];
  }
}
