import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { DialogTabWrap } from '../components/dialog-focus/dialog-tab-wrap';
import { ToastViewportControls } from '../components/toast/toast-viewport-controls';

/**
 * antd's App: toasts (one at a time) and confirmation dialogs for `App.useApp()`. It carries
 * antd's Modal, Notification and Message (and, through Modal, Form), so it is not part of the
 * providers every page loads: the signed-out landing page has no use for it. It renders no element
 * of its own (`component={false}`); the providers set the text style antd's App would.
 */
export function Feedback({ children }: { children: ReactNode }) {
  return (
    <AntApp component={false} notification={{ maxCount: 1 }} message={{ maxCount: 1 }}>
      <ToastViewportControls />
      <DialogTabWrap />
      {children}
    </AntApp>
  );
}

/** The layout route of every page but the signed-out landing page (router.tsx loads it lazily). */
export default function FeedbackLayout() {
  return (
    <Feedback>
      <Outlet />
    </Feedback>
  );
}
