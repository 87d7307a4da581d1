import { App } from 'antd';
import { useCallback } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  /** 'destructive' for failures (spec 1 §2: default and destructive variants). */
  variant?: 'default' | 'destructive';
}

const TOAST_DURATION_SECONDS = 5;

/** Toasts sit at the top on small screens and at the bottom right on medium screens and up. */
function toastPlacement(): 'top' | 'bottomRight' {
  return typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches
    ? 'bottomRight'
    : 'top';
}

/**
 * Shows one toast at a time (the App provider sets maxCount 1), for 5 seconds.
 * Usage: `const toast = useToast(); toast({ title: 'Connection Removed' })`.
 */
export function useToast(): (input: ToastInput) => void {
  const { notification } = App.useApp();
  return useCallback(
    ({ title, description, variant = 'default' }: ToastInput) => {
      const show = variant === 'destructive' ? notification.error : notification.success;
      show({
        title,
        description,
        placement: toastPlacement(),
        duration: TOAST_DURATION_SECONDS,
        style: { maxWidth: 420 },
        role: variant === 'destructive' ? 'alert' : 'status',
      });
    },
    [notification],
  );
}
