import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@app/contracts/live-updates/http';
import { academicRequestsKey } from '../networking/academic-requests';
import { connectionsKey } from '../networking/get-connections';
import { notificationCountKey, notificationsKey } from '../notifications/notifications';
import { liveQueryKeys } from './live-queries';
import { useLiveUpdates, type LiveSource } from './use-live-updates';

/** An EventSource the test drives: opens, sends messages, fails, as the server would. */
class FakeSource implements LiveSource {
  static all: FakeSource[] = [];
  readyState = 0;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  open() {
    this.readyState = 1;
    act(() => this.onopen?.(new Event('open')));
  }
  send(message: LiveMessage, id = '1-0') {
    act(() =>
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message), lastEventId: id })),
    );
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    act(() => this.onerror?.(new Event('error')));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}
const createSource = (url: string) => new FakeSource(url);
const latest = () => FakeSource.all.at(-1)!;

afterEach(() => {
  FakeSource.all = [];
  vi.useRealTimers();
});

function setUp(enabled = true, fallbackMs = 60_000) {
  const client = new QueryClient();
  const invalidated: unknown[][] = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push([...(filters?.queryKey ?? [])]);
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveUpdates({ enabled, createSource, fallbackMs }), { wrapper });
  const take = () => invalidated.splice(0);
  return { hook, take };
}

const created: LiveMessage = {
  kind: 'notification.created',
  notificationId: '11111111-1111-4111-8111-111111111111',
  notificationType: 'connection_request',
};
const requestCreated: LiveMessage = {
  kind: 'request.created',
  connectionId: '22222222-2222-4222-8222-222222222222',
  connectionType: 'research_interest',
};

describe('the live channel', () => {
  it('opens one stream when signed in, none signed out', () => {
    setUp(false);
    expect(FakeSource.all).toHaveLength(0);
    const { hook } = setUp(true);
    expect(FakeSource.all.map((s) => s.url)).toEqual(['/api/events/stream']);
    latest().open();
    expect(hook.result.current).toBe('live');
    hook.unmount();
    expect(latest().closed).toBe(true);
  });

  it('refreshes the bell on a notification, the request lists on a request, My Connections on a connection', () => {
    const { take } = setUp();
    latest().open();
    latest().send(created);
    expect(take()).toEqual([notificationCountKey, notificationsKey].map((k) => [...k]));
    latest().send(requestCreated);
    expect(take()).toContainEqual([...academicRequestsKey]);
    latest().send({
      kind: 'connection.changed',
      connectionId: requestCreated.connectionId,
      change: 'accepted',
    });
    const changed = take();
    expect(changed).toContainEqual([...connectionsKey]);
    expect(changed).toContainEqual([...academicRequestsKey]);
    expect(changed).not.toContainEqual([...notificationCountKey]);
  });

  it('refreshes everything live on refetch', () => {
    const { take } = setUp();
    latest().open();
    latest().send({ kind: 'refetch', reason: 'outside-window' });
    expect(take()).toEqual(liveQueryKeys.map((k) => [...k]));
  });

  it('closes for good when the person signed out or the account was deleted', () => {
    vi.useFakeTimers();
    const { hook, take } = setUp(true, 1000);
    latest().open();
    latest().send({ kind: 'stream.ended', reason: 'signed-out' });
    expect(latest().closed).toBe(true);
    // Nothing refetched: the account's deletion, say, shows its message before it signs out.
    expect(take()).toEqual([]);
    expect(hook.result.current).toBe('off');
    act(() => vi.advanceTimersByTime(5000));
    act(() => window.dispatchEvent(new Event('focus')));
    expect(FakeSource.all).toHaveLength(1);
    expect(take()).toEqual([]);
  });

  it('when replaced, stops without reconnecting, refetches on focus, and resumes from its position when shown', () => {
    const { hook, take } = setUp();
    latest().open();
    latest().send(created, '7-0');
    take();
    latest().send({ kind: 'stream.ended', reason: 'replaced' }, '8-0');
    expect(latest().closed).toBe(true);
    expect(FakeSource.all).toHaveLength(1);
    expect(hook.result.current).toBe('down');
    expect(take()).toEqual([]);

    act(() => window.dispatchEvent(new Event('focus')));
    expect(take()).toEqual(liveQueryKeys.map((k) => [...k]));
    expect(FakeSource.all).toHaveLength(2);
    expect(latest().url).toBe('/api/events/stream?lastEventId=8-0');
  });

  it('falls back to refetching every minute while down, quietly, and catches up once back', () => {
    vi.useFakeTimers();
    const { hook, take } = setUp(true, 60_000);
    latest().open();
    act(() => vi.advanceTimersByTime(60_000));
    expect(take()).toEqual([]); // live: no polling
    latest().fail(0); // the browser reconnects by itself
    expect(hook.result.current).toBe('down');
    act(() => vi.advanceTimersByTime(60_000));
    expect(take()).toEqual(liveQueryKeys.map((k) => [...k]));
    expect(FakeSource.all).toHaveLength(1);
    latest().open();
    expect(hook.result.current).toBe('live');
    expect(take()).toEqual(liveQueryKeys.map((k) => [...k]));
  });

  it('opens again after a refusal (503: the server was full) at the next minute', () => {
    vi.useFakeTimers();
    setUp(true, 60_000);
    latest().fail(2);
    expect(FakeSource.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeSource.all).toHaveLength(2);
  });
});
