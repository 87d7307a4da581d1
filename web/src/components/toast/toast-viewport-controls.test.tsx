import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { swipeDismisses, swipeOffset } from './toast-viewport-controls';
import { useToast } from './use-toast';

// jsdom has no PointerEvent (this file only: other tests run without it, as before).
if (typeof window.PointerEvent === 'undefined') {
  class PointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = PointerEvent as unknown as typeof window.PointerEvent;
}

function ShowToast() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Connection Removed', description: 'Gone.' })}>
      show
    </button>
  );
}

async function showToast(): Promise<HTMLElement> {
  render(
    <TestProviders client={new QueryClient()}>
      <ShowToast />
    </TestProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
  const title = await screen.findByText('Connection Removed');
  return title.closest<HTMLElement>('.ant-notification-notice')!;
}

/** A pointer dragged from x 100 to 100 + dx over the toast, then let go. */
function swipe(notice: HTMLElement, dx: number) {
  const at = (clientX: number) => ({ pointerId: 1, clientX, clientY: 10, bubbles: true });
  fireEvent.pointerDown(notice, at(100));
  fireEvent.pointerMove(notice, at(100 + dx / 2));
  fireEvent.pointerMove(notice, at(100 + dx));
  const moved = notice.style.transform;
  fireEvent.pointerUp(notice, at(100 + dx));
  return moved;
}

describe('the toast viewport', () => {
  it('moves the focus to the toast on F8, and nowhere when there is none', async () => {
    render(
      <TestProviders client={new QueryClient()}>
        <ShowToast />
      </TestProviders>,
    );
    const button = screen.getByRole('button', { name: 'show' });
    button.focus();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    const notice = (await screen.findByText('Connection Removed')).closest('.ant-notification-notice');
    fireEvent.keyDown(document, { key: 'F7' });
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(notice);
  });

  it('dismisses a toast swiped right by 50 px or more', async () => {
    const notice = await showToast();
    expect(swipe(notice, 60)).toBe('translateX(60px)');
    await waitFor(() => expect(screen.queryByText('Connection Removed')).not.toBeInTheDocument());
  });

  it('lets a shorter swipe, or one to the left, spring back', async () => {
    const notice = await showToast();
    expect(swipe(notice, 40)).toBe('translateX(40px)');
    expect(swipe(notice, -80)).toBe('');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(notice.style.transform).toBe('');
    expect(screen.getByText('Connection Removed')).toBeInTheDocument();
  });

  it('measures the swipe rightwards only, against the 50 px threshold', () => {
    expect([swipeOffset(-20), swipeOffset(0), swipeOffset(35)]).toEqual([0, 0, 35]);
    expect([49, 50, 51, -60].map(swipeDismisses)).toEqual([false, true, true, false]);
  });
});
