import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLocation } from 'react-router-dom';
import { signIn, useSession } from '../../lib/session';

/**
 * "Contact": opens the user's mail client (mailto). Members' addresses are shown to signed-in
 * members only, so a visitor's Contact signs them in first (and comes back here); a member with
 * no address gets a disabled button.
 */
export function ContactButton({ email, name }: { email: string | null | undefined; name: string }) {
  const { isAuthenticated } = useSession();
  const { pathname, search } = useLocation();
  if (!isAuthenticated && !email) {
    return (
      <Button
        icon={<MailOutlined />}
        onClick={() => signIn(pathname + search)}
        title="Sign in to see how to contact this researcher"
        aria-label={`Sign in to contact ${name}`}
      >
        Contact
      </Button>
    );
  }
  if (!email) {
    return (
      <Button
        icon={<MailOutlined />}
        disabled
        title="No email address"
        aria-label={`Contact ${name}: no email address`}
      >
        Contact
      </Button>
    );
  }
  return (
    <Button icon={<MailOutlined />} href={`mailto:${email}`} aria-label={`Contact ${name} by email`}>
      Contact
    </Button>
  );
}
