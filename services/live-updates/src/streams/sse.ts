import type { LiveMessage } from '@app/contracts/live-updates/http';

/**
 * The text/event-stream wire format (WHATWG HTML, "Server-sent events"). Each message is one
 * `data:` line of JSON (JSON has no raw newlines) under its position as `id:`, so the browser's
 * EventSource sends that id back as `Last-Event-ID` when it reconnects.
 */
export const sseMessage = (id: string, message: LiveMessage) =>
  `id: ${id}\ndata: ${JSON.stringify(message)}\n\n`;

/** A position with no message: the browser keeps it as its last event id and fires nothing. */
export const ssePosition = (id: string) => `id: ${id}\n\n`;

/** How long the browser waits before reconnecting after the stream drops. */
export const sseRetry = (ms: number) => `retry: ${ms}\n\n`;

/** A comment line: ignored by the browser, it keeps proxies from closing an idle stream. */
export const SSE_HEARTBEAT = ':\n\n';
