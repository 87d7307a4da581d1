import {
  CheckOutlined,
  ClockCircleOutlined,
  CloseOutlined,
  DisconnectOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { ConfirmButton } from '../../../components/confirm-button/confirm-button';
import type { ConnectionStatus } from './connection-status';

interface ConnectionActionProps {
  status: ConnectionStatus;
  name: string;
  busy: boolean;
  onConnect: () => void;
  onAccept: () => void;
  onDecline: () => void;
  onDisconnect: () => void;
}

/** Spec 1 §4: Connect, a disabled Request Sent, Accept or Decline, or Disconnect, by status. */
export function ConnectionAction({
  status,
  name,
  busy,
  onConnect,
  onAccept,
  onDecline,
  onDisconnect,
}: ConnectionActionProps) {
  switch (status) {
    case 'pending_received':
      return (
        <>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={busy}
            onClick={onAccept}
            aria-label={`Accept connection request from ${name}`}
          >
            Accept
          </Button>
          <Button
            icon={<CloseOutlined />}
            disabled={busy}
            onClick={onDecline}
            aria-label={`Decline connection request from ${name}`}
          >
            Decline
          </Button>
        </>
      );
    case 'connected':
      return (
        <ConfirmButton
          danger
          icon={<DisconnectOutlined />}
          loading={busy}
          aria-label={`Disconnect from ${name}`}
          question={`Disconnect from ${name}?`}
          consequence="You will no longer be connected. To connect again, you will need to send a new request."
          confirmText="Disconnect"
          onConfirm={onDisconnect}
        >
          Disconnect
        </ConfirmButton>
      );
    default: {
      // Connect and the pending request it becomes are one element (disabled by aria-disabled, not
      // `disabled`), so a keyboard user's focus stays on it when it turns into "Request Sent".
      const sent = status === 'pending_sent';
      return (
        <Flex vertical gap={2}>
          <Button
            type={sent ? 'default' : 'primary'}
            icon={sent ? <ClockCircleOutlined /> : <UserAddOutlined />}
            loading={busy}
            onClick={sent ? undefined : onConnect}
            aria-disabled={sent || undefined}
            aria-label={sent ? `Request Sent to ${name}` : `Connect with ${name}`}
          >
            {sent ? 'Request Sent' : 'Connect'}
          </Button>
          {sent ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Waiting for response from the recipient
            </Typography.Text>
          ) : null}
        </Flex>
      );
    }
  }
}
