import { Badge, Flex } from 'antd';
import { useIncomingExaminerRequests } from '../../../api/networking/get-incoming-examiner-requests';
import { useOutgoingExaminerRequests } from '../../../api/networking/get-outgoing-examiner-requests';
import { IncomingRequestsTab } from './incoming-requests-tab';
import { OutgoingRequestsTab } from './outgoing-requests-tab';

/** A tab label with a count badge when the list is not empty (spec 1 §2). */
function CountLabel({ label, count }: { label: string; count: number }) {
  return (
    <Flex align="center" gap={8}>
      {label}
      {count > 0 ? <Badge count={count} color="blue" /> : null}
    </Flex>
  );
}

/** The examiner finder's Outgoing and Incoming Requests tabs, shown when signed in. */
export function useExaminerRequestTabs(signedIn: boolean) {
  // The tabs' first pages (the same queries, unsearched) give the badges their totals.
  const outgoing = useOutgoingExaminerRequests('', signedIn);
  const incoming = useIncomingExaminerRequests('', signedIn);
  if (!signedIn) return [];
  return [
    {
      key: 'outgoing',
      label: <CountLabel label="Outgoing Requests" count={outgoing.total} />,
      children: <OutgoingRequestsTab />,
    },
    {
      key: 'incoming',
      label: <CountLabel label="Incoming Requests" count={incoming.total} />,
      children: <IncomingRequestsTab />,
    },
  ];
}
