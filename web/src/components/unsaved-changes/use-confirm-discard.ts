import { App } from 'antd';
import { useCallback, useEffect } from 'react';
import { isLeavingForSignIn } from '../../lib/session';

/** The question both guards ask, the page's and a dialog's. */
export const DISCARD_TITLE = 'Discard unsaved changes?';
export const DISCARD_OK = 'Discard changes';
export const DISCARD_CANCEL = 'Keep editing';

/**
 * While `active`, closing or reloading the tab asks first, through the browser's own prompt. With
 * `keptAsDraft` (what is typed is in lib/drafts), the app's own trip to sign in does not ask: the
 * draft comes back with the person.
 */
export function useWarnBeforeUnload(active: boolean, keptAsDraft = false): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (keptAsDraft && isLeavingForSignIn()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active, keptAsDraft]);
}

/**
 * For a dialog holding what someone typed: returns the handler for closing it by hand (Cancel, ×,
 * Escape, a click beside it). While `dirty`, that asks "Discard unsaved changes?" first, with
 * "Keep editing" focused, and closing the tab asks through the browser; a stray click beside a
 * half-written project or request no longer throws it away. Closing after a successful save calls
 * `close` directly.
 */
export function useConfirmDiscard(
  dirty: boolean,
  close: () => void,
  { keptAsDraft = false }: { keptAsDraft?: boolean } = {},
): () => void {
  const { modal } = App.useApp();
  useWarnBeforeUnload(dirty, keptAsDraft);
  return useCallback(() => {
    if (!dirty) {
      close();
      return;
    }
    modal.confirm({
      title: DISCARD_TITLE,
      content: 'What you typed in this dialog is not saved. Closing it now discards it.',
      okText: DISCARD_OK,
      okButtonProps: { danger: true },
      cancelText: DISCARD_CANCEL,
      autoFocusButton: 'cancel',
      onOk: close,
    });
  }, [dirty, close, modal]);
}
