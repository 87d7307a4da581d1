import { Badge, Flex, Tabs, Typography } from 'antd';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session';
import { useAcademicRequests } from '../../../lib/api/academic-requests';
import { useOutgoingExaminerRequests } from '../api/get-outgoing-examiner-requests';
import { FindExaminersTab } from '../components/find-examiners-tab';
import { IncomingRequestsTab } from '../components/incoming-requests-tab';
import { incomingExaminerRequests } from '../components/incoming-requests';
import { OutgoingRequestsTab } from '../components/outgoing-requests-tab';

/** A tab label with a count badge when the list is not empty (spec 1 §2). */
function CountLabel({ label, count }: { label: string; count: number }) {
  return (
    <Flex align="center" gap={8}>
      {label}
      {count > 0 ? <Badge count={count} color="blue" /> : null}
    </Flex>
  );
}

/** /phd-examiner-finder (spec 1 §2): Find Examiners, and when signed in Outgoing and Incoming Requests. */
export default function ExaminerFinderPage() {
  const { user, isAuthenticated } = useSession();
  const outgoing = useOutgoingExaminerRequests(isAuthenticated);
  const requests = useAcademicRequests(isAuthenticated);
  const incoming = useMemo(
    () => incomingExaminerRequests(requests.data, user?.id),
    [requests.data, user?.id],
  );

  const find = { key: 'find', label: 'Find Examiners', children: <FindExaminersTab /> };
  const items = isAuthenticated
    ? [
        find,
        {
          key: 'outgoing',
          label: <CountLabel label="Outgoing Requests" count={outgoing.data?.length ?? 0} />,
          children: <OutgoingRequestsTab query={outgoing} />,
        },
        {
          key: 'incoming',
          label: <CountLabel label="Incoming Requests" count={incoming.length} />,
          children: <IncomingRequestsTab requests={incoming} query={requests} />,
        },
      ]
    : [find];

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
          PhD Examiner Finder
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Find examiners for your thesis and follow your examination requests.
        </Typography.Paragraph>
      </div>
      <Tabs items={items} />
    </Flex>
  );
}
