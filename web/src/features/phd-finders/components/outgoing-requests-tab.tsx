import { Card, Flex, Typography } from 'antd';
import { useNameSearch } from '../../../components/researcher-card/name-search';
import {
  useOutgoingExaminerRequests,
  type OutgoingExaminerRequest,
} from '../../../api/networking/get-outgoing-examiner-requests';
import { RequestDetails } from './request-details';
import { RequestList } from './request-list';
import { RequestStatusTag } from './request-status-tag';

/** Spec 1 §2: my examiner requests, with examiner, email, date, status, thesis, area and message. */
export function OutgoingRequestsTab() {
  const { search, box } = useNameSearch('Search my examiner requests');
  const list = useOutgoingExaminerRequests(search, true);
  return (
    <RequestList
      list={list}
      searchBox={box}
      search={search}
      label="Outgoing examiner requests"
      loadingLabel="Loading your requests"
      errorTitle="Failed to load your requests"
      emptyText="No outgoing requests yet"
      renderItem={(r) => <OutgoingRequestRow request={r} />}
    />
  );
}

function OutgoingRequestRow({ request: r }: { request: OutgoingExaminerRequest }) {
  return (
    <Card variant="outlined">
      <Flex justify="space-between" align="flex-start" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {r.examinerName}
        </Typography.Title>
        <RequestStatusTag status={r.status} />
      </Flex>
      <RequestDetails
        email={r.examinerEmail}
        requestedAt={r.requestedAt}
        thesisTitle={r.thesisTitle}
        researchArea={r.researchArea}
        message={r.requestMessage}
      />
    </Card>
  );
}
