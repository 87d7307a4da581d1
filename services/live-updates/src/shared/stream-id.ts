/**
 * Positions in a person's window are Redis stream ids, `<milliseconds>-<sequence>`: they order
 * messages, and the SSE `id:` of each message is its position.
 */
export interface StreamId {
  ms: bigint;
  seq: bigint;
}

const FORM = /^(\d{1,16})-(\d{1,16})$/;

/** The position an id names, or null when it is not one (a client may send anything). */
export function parseStreamId(id: string): StreamId | null {
  const match = FORM.exec(id);
  return match ? { ms: BigInt(match[1]!), seq: BigInt(match[2]!) } : null;
}

/** Negative when `a` comes before `b`, 0 when equal, positive after. Both must be well formed. */
export function compareStreamIds(a: string, b: string): number {
  const x = parseStreamId(a);
  const y = parseStreamId(b);
  if (!x || !y) throw new Error(`Not stream ids: ${a}, ${b}`);
  if (x.ms !== y.ms) return x.ms < y.ms ? -1 : 1;
  return x.seq === y.seq ? 0 : x.seq < y.seq ? -1 : 1;
}

/** The position "now", for a stream opened on an empty window: nothing before it is owed. */
export const streamIdAt = (ms: number) => `${Math.floor(ms)}-0`;
