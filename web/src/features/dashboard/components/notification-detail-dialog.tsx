import { Alert, Button, Modal, Typography } from 'antd';
import type { NotificationResponse } from '@app/contracts/notifications/http';
import { ButtonLink } from '../../../components/button-link/button-link';
import { formatDateTime } from '../../../lib/dates';
import type { AcademicRequest } from '../utils/academic-requests';
import { RespondButtons } from './respond-buttons';

export interface NotificationDetailDialogProps {
  notification: NotificationResponse | null;
  /**
   * The request a request notification is about: answered here while it is pending; null when it
   * is no longer in the user's requests; undefined for other notifications, or while unknown.
   */
  request?: AcademicRequest | null;
  onClose(): void;
}

/** A notification in full; a request notification can be answered here too. */
export function NotificationDetailDialog({
  notification: n,
  request,
  onClose,
}: NotificationDetailDialogProps) {
  const showLink = n && n.link && n.link !== '/';
  const pendingRequest = request?.status === 'pending' ? request : null;
  return (
    <Modal
      open={n !== null}
      destroyOnHidden
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
          ) : request ? (
            <Alert
              type={request.status === 'accepted' ? 'success' : 'info'}
              showIcon
              title={
                request.status === 'accepted' ? 'You accepted this request.' : 'You declined this request.'
              }
            />
          ) : request === null ? (
            <Alert type="info" showIcon title="This request is no longer waiting for an answer." />
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
