import { CheckOutlined, CloseOutlined, DisconnectOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { ConfirmButton } from '../../../components/confirm-button/confirm-button';
import { RequestButton } from '../../../components/request-forms/request-button';
import type { ConnectionStatusForViewer } from '@app/contracts/networking/http';

interface ConnectionActionProps {
  status: ConnectionStatusForViewer;
  name: string;
  busy: boolean;
  onConnect: () => void;
  onAccept: () => void;
  onDecline: () => void;
  onDisconnect: () => void;
}

/**
 * Spec 1 §4: Connect, a disabled Request Sent, Accept or Decline, or Disconnect, by status; and a
 * disabled "Request not possible yet" while I may not ask them (never why, nor until when).
 */
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
    case 'not_possible_yet':
      return (
        <Button
          icon={<UserAddOutlined />}
          disabled
          aria-label={`Connect with ${name}: request not possible yet`}
        >
          Request not possible yet
        </Button>
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
    default:
      // Connect and the pending request it becomes are one element, so focus stays on it.
      return (
        <Flex vertical gap={2}>
          <RequestButton
            pending={status === 'pending_sent'}
            label={`Connect with ${name}`}
            pendingLabel={`Request Sent to ${name}`}
            icon={<UserAddOutlined />}
            loading={busy}
            onRequest={onConnect}
          >
            Connect
          </RequestButton>
          {status === 'pending_sent' ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Waiting for response from the recipient
            </Typography.Text>
          ) : null}
        </Flex>
      );
  }
}
