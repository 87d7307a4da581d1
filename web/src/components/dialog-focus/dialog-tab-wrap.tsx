import { useEffect } from 'react';
import { tabbable, type FocusableElement } from 'tabbable';

/**
 * Where Tab (or Shift+Tab, `backwards`) should take the focus from `active` among a dialog's tab
 * stops, when it must wrap round rather than leave: from the last stop to the first, from the first
 * (or the dialog itself) to the last. Undefined when the browser's own order is right.
 */
export function wrappedStop(
  stops: readonly FocusableElement[],
  active: Element | null,
  dialog: Element,
  backwards: boolean,
): FocusableElement | undefined {
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return undefined;
  if (backwards) return active === first || active === dialog ? last : undefined;
  return active === last ? first : undefined;
}

/** The modal dialog on top: antd's modals, confirmations and drawers mark themselves aria-modal. */
function topmostModal(): HTMLElement | undefined {
  const open = [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')].filter(
    (dialog) => dialog.getClientRects().length > 0,
  );
  return open[open.length - 1];
}

/**
 * Tab stays inside a modal dialog and goes round it, as the WAI-ARIA dialog pattern has it. antd's
 * focus lock only pulls the focus back once it has landed outside the dialog, so Tab from the last
 * control first went out of the page (to the browser's toolbar) and only the next Tab came back:
 * one stop where a keyboard or screen-reader user is nowhere. Rendered once, inside antd's App.
 */
export function DialogTabWrap(): null {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey)
        return;
      const dialog = topmostModal();
      if (!dialog) return;
      const next = wrappedStop(tabbable(dialog), document.activeElement, dialog, event.shiftKey);
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}
