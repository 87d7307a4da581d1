import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, theme as antdTheme } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { theme } from '../config/theme';

/** The text style antd's App gives its element (the App itself is in feedback.tsx, not here). */
function TextStyle({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  const { colorText: color, fontSize, lineHeight, fontFamily } = token;
  return <div style={{ color, fontSize, lineHeight, fontFamily }}>{children}</div>;
}

/** Data cache, design tokens and locale (antd has no en-AU; en-GB spells and formats alike). */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={enGB} theme={theme}>
        <TextStyle>{children}</TextStyle>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
