import { Button, Flex } from 'antd';
import type { FallbackProps } from 'react-error-boundary';
import { useRouteError } from 'react-router-dom';
import { isStalePageFile } from '../../lib/new-version';

/**
 * What a page that failed shows in its place, inside the app's shell (the top bar still leads
 * everywhere else). It is in the main bundle: a page that failed because its files could not be
 * fetched must not need another file to say so. Plain headings rather than antd's Typography,
 * which the signed-out landing page's bundle does not otherwise carry.
 */
export function PageError({ error }: FallbackProps) {
  const stale = isStalePageFile(error);
  return (
    <Flex vertical gap={12} align="flex-start" role="alert" style={{ maxWidth: 640 }}>
      <h1 style={{ margin: 0, fontSize: 28, fontWeight: 600, lineHeight: 1.3 }}>
        {stale ? 'Research Connect has been updated' : 'Something went wrong'}
      </h1>
      <p style={{ margin: 0 }}>
        {stale
          ? 'This page belongs to the newer version. Reload to open it.'
          : 'This page could not be shown. Reloading it usually helps; if it keeps happening, the Help page says whom to contact.'}
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Flex>
  );
}

/** The last resort, for a failure outside any page (the shell itself): the router's error element. */
export function AppError() {
  const error = useRouteError();
  return (
    <div style={{ padding: '24px 16px' }}>
      <PageError error={error} resetErrorBoundary={() => undefined} />
    </div>
  );
}
