import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LiveMessage } from '@app/contracts/live-updates/http';
import { invalidateLive, liveQueriesOf, liveQueryKeys } from './live-queries';

/** `liveUpdatesRoutes.stream`'s path (written here: the route definitions would bring zod along). */
const LIVE_STREAM_PATH = '/api/events/stream';
/** While the stream is down, what it would have refreshed is refetched this often (and on focus). */
const LIVE_FALLBACK_MS = 60_000;

/** What the hook needs of an EventSource (a fake one in tests). */
export interface LiveSource {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}
type LiveSourceFactory = (url: string) => LiveSource;

const CLOSED = 2;

/**
 * `live`: the stream is open. `down`: it is not (failed, refused, or reconnecting); the app
 * refetches on focus and every minute, and says nothing about it. `off`: the server ended it for
 * good (signed out, account deleted).
 */
export type LiveState = 'connecting' | 'live' | 'down' | 'off';

export interface LiveUpdatesOptions {
  enabled: boolean;
  createSource?: LiveSourceFactory;
  fallbackMs?: number;
}

const browserSource: LiveSourceFactory | null =
  typeof EventSource === 'undefined' ? null : (url) => new EventSource(url);

/**
 * One live channel for this tab (issue 43): an EventSource on `/api/events/stream` while signed
 * in. Each message marks the queries it concerns stale (the ones on screen refetch at once); the
 * EventSource reconnects by itself and resumes with `Last-Event-ID`.
 *
 * - `refetch` (what was sent while away is no longer kept): every live query is refreshed.
 * - `stream.ended` `signed-out` / `account-deleted`: closed for good. Nothing else: the tab that
 *   signed out or deleted the account is on its way out already (account deletion shows its
 *   message, then signs out), and another tab learns it at its next request, as without a stream.
 * - `stream.ended` `replaced` (the person opened more tabs than the server holds streams for, and
 *   this was the oldest): closed, with no reconnect loop between tabs; it opens again, resuming
 *   from where it was, the next time the tab is shown, when it is the one being looked at.
 * - Down (refused, failed, or between reconnects): refetch on focus and every `fallbackMs`; once
 *   it is back, everything live is refreshed once (what came meanwhile may be missed).
 */
export function useLiveUpdates({
  enabled,
  createSource = browserSource ?? undefined,
  fallbackMs = LIVE_FALLBACK_MS,
}: LiveUpdatesOptions): LiveState {
  const client = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (!enabled || !createSource) return;
    let source: LiveSource | null = null;
    let lastEventId: string | null = null;
    let current: LiveState = 'connecting';
    let wasDown = false;
    let stopped = false;
    const set = (next: LiveState) => {
      current = next;
      setState(next);
    };
    const refreshAll = () => void invalidateLive(client, liveQueryKeys);

    const open = () => {
      source?.close();
      const query = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
      const es = createSource(`${LIVE_STREAM_PATH}${query}`);
      source = es;
      set('connecting');
      es.onopen = () => {
        if (wasDown) refreshAll();
        wasDown = false;
        set('live');
      };
      es.onmessage = (event) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        let message: LiveMessage;
        try {
          message = JSON.parse(event.data) as LiveMessage;
        } catch {
          return;
        }
        if (message.kind === 'stream.ended') {
          es.close();
          source = null;
          wasDown = true;
          set(message.reason === 'replaced' ? 'down' : 'off');
          return;
        }
        void invalidateLive(client, liveQueriesOf(message));
      };
      es.onerror = () => {
        // The browser reconnects by itself unless the answer was a refusal (CLOSED).
        wasDown = true;
        if (es.readyState === CLOSED && source === es) source = null;
        set('down');
      };
    };

    const whileDown = () => {
      if (current !== 'down' || stopped) return;
      refreshAll();
      // A stream refused or replaced is tried again when the tab is looked at (or a minute on).
      if (!source) open();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') whileDown();
    };
    const timer = setInterval(whileDown, fallbackMs);
    window.addEventListener('focus', whileDown);
    document.addEventListener('visibilitychange', onVisible);
    open();
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('focus', whileDown);
      document.removeEventListener('visibilitychange', onVisible);
      source?.close();
    };
  }, [enabled, createSource, fallbackMs, client]);

  return enabled && createSource ? state : 'off';
}
