import { Descriptions } from 'antd';
import { formatDate } from '../../../lib/dates';

interface RequestDetailsProps {
  /** The other side's address: the student's on an incoming request, the examiner's on mine. */
  email: string | null | undefined;
  requestedAt: string | null | undefined;
  thesisTitle: string | null | undefined;
  researchArea: string | null | undefined;
  message: string | null | undefined;
}

/** The details both request lists show on a card (spec 1 §2). */
export function RequestDetails({
  email,
  requestedAt,
  thesisTitle,
  researchArea,
  message,
}: RequestDetailsProps) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        {
          key: 'email',
          label: 'Email',
          children: email ? <a href={`mailto:${email}`}>{email}</a> : 'Not provided',
        },
        { key: 'requested', label: 'Requested', children: formatDate(requestedAt, 'Unknown') },
        { key: 'thesis', label: 'Thesis title', children: thesisTitle || 'Not provided' },
        { key: 'area', label: 'Research area', children: researchArea || 'Not provided' },
        { key: 'message', label: 'Message', span: 'filled', children: message || 'No message' },
      ]}
    />
  );
}
