import { Modal } from 'antd';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { DISCARD_CANCEL, DISCARD_OK, DISCARD_TITLE, useWarnBeforeUnload } from './use-confirm-discard';

interface UnsavedChanges {
  report(part: string, dirty: boolean): void;
}

const Context = createContext<UnsavedChanges | null>(null);

/** Tells the page's guard whether this part of it (a card, a form) has unsaved changes. */
export function useReportUnsaved(part: string, dirty: boolean): void {
  const guard = useContext(Context);
  useEffect(() => {
    guard?.report(part, dirty);
    return () => guard?.report(part, false);
  }, [guard, part, dirty]);
}

/**
 * Wraps a page whose parts report unsaved changes. Leaving it for another page of the app while
 * something is unsaved asks first ("Discard unsaved changes?"); closing or reloading the tab asks
 * through the browser's own prompt.
 */
export function UnsavedChangesGuard({
  children,
  keptAsDraft = false,
}: {
  children: ReactNode;
  /** Every part keeps its unsaved changes as a draft (lib/drafts): the trip to sign in does not ask. */
  keptAsDraft?: boolean;
}) {
  const [dirtyParts, setDirtyParts] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((part: string, dirty: boolean) => {
    setDirtyParts((parts) => {
      if (parts.has(part) === dirty) return parts;
      const next = new Set(parts);
      if (dirty) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ report }), [report]);
  const unsaved = dirtyParts.size > 0;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useWarnBeforeUnload(unsaved, keptAsDraft);

  return (
    <Context.Provider value={value}>
      {children}
      <Modal
        open={blocker.state === 'blocked'}
        destroyOnHidden
        title={DISCARD_TITLE}
        okText={DISCARD_OK}
        okButtonProps={{ danger: true }}
        cancelText={DISCARD_CANCEL}
        onOk={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        You have changes on this page that are not saved: {[...dirtyParts].join(', ')}. Leaving now discards
        them.
      </Modal>
    </Context.Provider>
  );
}
