import { Button, Descriptions, Modal, Tag } from 'antd';
import { ButtonLink } from '../../../components/button-link/button-link';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { requestKindLabel, requestStatusLabel, type AcademicRequest } from '../utils/academic-requests';
import { RespondButtons } from './respond-buttons';

/** Everything a request says, with Accept and Decline while it is pending. */
export function RequestDetailDialog({
  request,
  onClose,
}: {
  request: AcademicRequest | null;
  onClose(): void;
}) {
  const r = request;
  const items = r
    ? [
        { key: 'from', label: 'From', children: r.name },
        r.email
          ? { key: 'email', label: 'Email', children: <a href={`mailto:${r.email}`}>{r.email}</a> }
          : null,
        r.institution ? { key: 'institution', label: 'Institution', children: r.institution } : null,
        { key: 'date', label: 'Received', children: formatDateTime(r.requestedAt, 'Unknown') },
        {
          key: 'status',
          label: 'Status',
          children: (
            <Tag color={r.status === 'pending' ? 'gold' : r.status === 'accepted' ? 'green' : 'default'}>
              {requestStatusLabel[r.status]}
            </Tag>
          ),
        },
        r.thesisTitle ? { key: 'thesis', label: 'Thesis title', children: r.thesisTitle } : null,
        r.researchArea ? { key: 'area', label: 'Research area', children: r.researchArea } : null,
        r.researchInterests.length
          ? { key: 'interests', label: 'Research interests', children: r.researchInterests.join(', ') }
          : null,
        r.proposedProject ? { key: 'project', label: 'Proposed project', children: r.proposedProject } : null,
        r.message
          ? {
              key: 'message',
              label: 'Message',
              children: <span style={{ whiteSpace: 'pre-wrap' }}>{r.message}</span>,
            }
          : null,
      ].filter((i) => i !== null)
    : [];

  return (
    <Modal
      open={r !== null}
      destroyOnHidden
      title={r ? `${requestKindLabel[r.kind]} from ${r.name}` : ''}
      onCancel={onClose}
      footer={
        r ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
            {r.requesterId ? (
              <ButtonLink to={paths.researcher(r.requesterId)}>View Profile</ButtonLink>
            ) : null}
            {r.status === 'pending' && !r.isOutgoing ? (
              <RespondButtons requestId={r.id} kind={r.kind} onDone={onClose} />
            ) : (
              <Button onClick={onClose}>Close</Button>
            )}
          </div>
        ) : null
      }
    >
      <Descriptions column={1} size="small" items={items} />
    </Modal>
  );
}
