import { useEffect } from 'react';

/** Spec 1 §2: the toast viewport's hotkey, and how far right a toast is swiped to dismiss it. */
const TOAST_HOTKEY = 'F8';
const SWIPE_DISMISS_PX = 50;

// antd renders each toast as a notice with its own close button.
const NOTICE = '.ant-notification-notice';
const CLOSE = '.ant-notification-notice-close';

/** Where a toast sits while it is dragged `dx` pixels (toasts move right only). */
export function swipeOffset(dx: number): number {
  return Math.max(0, dx);
}

/** Whether letting go of a toast dragged `dx` pixels dismisses it. */
export function swipeDismisses(dx: number): boolean {
  return swipeOffset(dx) >= SWIPE_DISMISS_PX;
}

/**
 * What antd's notifications lack of the spec's toast viewport: F8 moves the keyboard focus to
 * the toast on screen (so a keyboard or screen-reader user can read and close it), and a toast
 * swiped right by 50 px or more is dismissed (shorter swipes spring back). Rendered once, inside
 * antd's App.
 */
export function ToastViewportControls(): null {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
        return;
      const notices = document.querySelectorAll<HTMLElement>(NOTICE);
      const latest = notices[notices.length - 1];
      if (!latest) return;
      event.preventDefault();
      if (!latest.hasAttribute('tabindex')) latest.tabIndex = -1;
      latest.focus();
    };

    let drag: { notice: HTMLElement; pointerId: number; startX: number; dx: number } | null = null;
    const place = (notice: HTMLElement, dx: number) => {
      const offset = swipeOffset(dx);
      notice.style.transform = offset ? `translateX(${offset}px)` : '';
      notice.style.opacity = offset ? String(Math.max(0.3, 1 - offset / (SWIPE_DISMISS_PX * 3))) : '';
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      const notice = target?.closest?.<HTMLElement>(NOTICE);
      // Buttons and links inside a toast keep their own clicks.
      if (!notice || target!.closest('button, a, input, textarea')) return;
      drag = { notice, pointerId: event.pointerId, startX: event.clientX, dx: 0 };
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      drag.dx = event.clientX - drag.startX;
      place(drag.notice, drag.dx);
    };
    const onPointerEnd = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const { notice, dx } = drag;
      drag = null;
      if (event.type === 'pointerup' && swipeDismisses(dx)) {
        notice.querySelector<HTMLElement>(CLOSE)?.click();
      } else {
        place(notice, 0);
      }
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('pointermove', onPointerMove);
    document.addEventListener('pointerup', onPointerEnd);
    document.addEventListener('pointercancel', onPointerEnd);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('pointermove', onPointerMove);
      document.removeEventListener('pointerup', onPointerEnd);
      document.removeEventListener('pointercancel', onPointerEnd);
    };
  }, []);
  return null;
}
