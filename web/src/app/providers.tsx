import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { ToastViewportControls } from '../components/toast/toast-viewport-controls';
import { theme } from '../config/theme';

/** Data cache, design tokens, locale (antd has no en-AU; en-GB spells and formats alike) and toasts. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={enGB} theme={theme}>
        <AntApp notification={{ maxCount: 1 }} message={{ maxCount: 1 }}>
          <ToastViewportControls />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
