import { Alert } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import {
  needsTroubleshootLink,
  TROUBLESHOOT_LINK_TEXT,
  type AuthBanners as Banners,
} from '../utils/auth-messages';

/** The sign-in error (closable, with the troubleshooting link when it helps) and success banners. */
export function AuthBanners({ banners }: { banners: Banners }) {
  const [errorOpen, setErrorOpen] = useState(true);
  const { error, success } = banners;
  if (!error && !success) return null;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12, marginBottom: 24 }}>
      {error && errorOpen ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error}
          description={
            needsTroubleshootLink(error) ? (
              <Link to={paths.authTroubleshoot}>{TROUBLESHOOT_LINK_TEXT}</Link>
            ) : undefined
          }
          closable={{ onClose: () => setErrorOpen(false), 'aria-label': 'Dismiss error' }}
        />
      ) : null}
      {success ? <Alert type="success" showIcon role="status" title={success} /> : null}
    </div>
  );
}
