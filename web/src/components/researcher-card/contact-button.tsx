import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** "Contact": opens the user's mail client (mailto); disabled when there is no address. */
export function ContactButton({ email, name }: { email: string | null | undefined; name: string }) {
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
