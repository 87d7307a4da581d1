import { Alert, Button, Modal, Typography } from 'antd';
import type { NotificationResponse } from '@app/contracts/notifications/http';
import { ButtonLink } from '../../../components/button-link/button-link';
import { formatDateTime } from '../../../lib/dates';
import type { AcademicRequest } from '../utils/academic-requests';
import { RespondButtons } from './respond-buttons';

export interface NotificationDetailDialogProps {
  notification: NotificationResponse | null;
  /** The request the notification is about, when it still waits for the user's answer. */
  pendingRequest: AcademicRequest | null;
  onClose(): void;
}

/** A notification in full; a request notification can be answered here too. */
export function NotificationDetailDialog({
  notification: n,
  pendingRequest,
  onClose,
}: NotificationDetailDialogProps) {
  const showLink = n && n.link && n.link !== '/';
  return (
    <Modal
      open={n !== null}
      title={n?.title}
      onCancel={onClose}
      footer={
        n ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
            {showLink ? <ButtonLink to={n.link}>Go to page</ButtonLink> : null}
            {pendingRequest ? (
              <RespondButtons requestId={pendingRequest.id} kind={pendingRequest.kind} onDone={onClose} />
            ) : (
              <Button type="primary" onClick={onClose}>
                Close
              </Button>
            )}
          </div>
        ) : null
      }
    >
      {n ? (
        <>
          <Typography.Paragraph type="secondary">{formatDateTime(n.createdAt, '')}</Typography.Paragraph>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{n.message}</Typography.Paragraph>
          {pendingRequest ? (
            <Alert type="info" showIcon title="This request is waiting for your answer." />
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
