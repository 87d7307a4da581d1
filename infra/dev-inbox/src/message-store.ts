import { randomUUID } from 'node:crypto';
import type { ParsedMail, AddressObject } from 'mailparser';

/** One captured email, as the dev inbox shows it and serves it at `/api/messages`. */
export interface CapturedMessage {
  id: string;
  receivedAt: string;
  /** The SMTP envelope: who the sending server said it was from and to. */
  envelope: { from: string | null; to: string[] };
  from: string | null;
  to: string[];
  subject: string;
  messageId: string | null;
  text: string | null;
  html: string | null;
  /** Header names in lower case; repeated headers are joined with a new line. */
  headers: Record<string, string>;
  size: number;
}

export interface StoredMessage extends CapturedMessage {
  /** The message source as received (kept for the "Source" view, not sent in lists). */
  raw: string;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  if (!field) return [];
  const list = Array.isArray(field) ? field : [field];
  return list.flatMap((a) => a.value.map((v) => v.address ?? v.name).filter((x): x is string => !!x));
}

/** Headers from the raw lines, so they read exactly as sent (unfolded, values after the colon). */
function headerRecord(mail: ParsedMail): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { key, line } of mail.headerLines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    out[key] = key in out ? `${out[key]}\n${value}` : value;
  }
  return out;
}

export function toStoredMessage(
  mail: ParsedMail,
  raw: Buffer,
  envelope: { from: string | null; to: string[] },
  receivedAt = new Date(),
): StoredMessage {
  return {
    id: randomUUID(),
    receivedAt: receivedAt.toISOString(),
    envelope,
    from: addresses(mail.from)[0] ?? null,
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    messageId: mail.messageId ?? null,
    text: mail.text ?? null,
    html: typeof mail.html === 'string' ? mail.html : null,
    headers: headerRecord(mail),
    size: raw.length,
    raw: raw.toString('utf8'),
  };
}

/** The last `capacity` messages, newest first; older ones fall off the end. */
export class MessageStore {
  private readonly messages: StoredMessage[] = [];
  private readonly listeners = new Set<(m: StoredMessage) => void>();

  constructor(readonly capacity = 500) {}

  add(message: StoredMessage): void {
    this.messages.unshift(message);
    if (this.messages.length > this.capacity) this.messages.length = this.capacity;
    for (const listener of this.listeners) listener(message);
  }

  list(): StoredMessage[] {
    return [...this.messages];
  }

  get(id: string): StoredMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }

  clear(): number {
    const n = this.messages.length;
    this.messages.length = 0;
    return n;
  }

  /** Calls `listener` for every message added from now on; returns the unsubscribe function. */
  onMessage(listener: (m: StoredMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The JSON shape of a message (everything but the raw source). */
export function summary(message: StoredMessage): CapturedMessage {
  const { raw: _raw, ...rest } = message;
  return rest;
}
