import { Card, Flex, Typography } from 'antd';
import { QueryState } from '../../../components/query-state/query-state';
import type { OutgoingExaminerRequest } from '../api/get-outgoing-examiner-requests';
import type { useOutgoingExaminerRequests } from '../api/get-outgoing-examiner-requests';
import { RequestDetails } from './request-details';
import { RequestStatusTag } from './request-status-tag';

/** Spec 1 §2: my examiner requests, with examiner, email, date, status, thesis, area and message. */
export function OutgoingRequestsTab({ query }: { query: ReturnType<typeof useOutgoingExaminerRequests> }) {
  return (
    <QueryState
      query={query}
      loadingLabel="Loading your requests"
      placeholder={<Card loading />}
      errorTitle="Failed to load your requests"
      empty={{ description: 'No outgoing requests yet' }}
    >
      {(requests) => (
        <Flex vertical gap={12} role="list" aria-label="Outgoing examiner requests">
          {requests.map((r) => (
            <OutgoingRequestRow key={r.id} request={r} />
          ))}
        </Flex>
      )}
    </QueryState>
  );
}

function OutgoingRequestRow({ request: r }: { request: OutgoingExaminerRequest }) {
  return (
    <Card variant="outlined" role="listitem">
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
