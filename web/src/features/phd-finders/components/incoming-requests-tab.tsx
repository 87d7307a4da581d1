import { CheckOutlined, CloseOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useRequestErrorToast } from '../../../components/request-forms/use-request-feedback';
import { ButtonLink } from '../../../components/button-link/button-link';
import { useToast } from '../../../components/toast/use-toast';
import { paths } from '../../../config/paths';
import { useRespondToRequest, type RequestResponse } from '../../../api/networking/academic-requests';
import { useNameSearch } from '../../../components/researcher-card/name-search';
import { useSession } from '../../../lib/session';
import { useIncomingExaminerRequests } from '../../../api/networking/get-incoming-examiner-requests';
import { incomingExaminerRequests, type IncomingExaminerRequest } from './incoming-requests';
import { RequestList } from './request-list';
import { RequestDetails } from './request-details';
import { RequestStatusTag } from './request-status-tag';

/** Spec 1 §2: examiner requests addressed to me, with Accept and Decline while pending. */
export function IncomingRequestsTab() {
  const { user } = useSession();
  const { search, box } = useNameSearch('Search examiner requests to me');
  const paged = useIncomingExaminerRequests(search, true);
  const list = { ...paged, items: incomingExaminerRequests(paged.items, user?.id) };
  const toast = useToast();
  const failed = useRequestErrorToast();
  const respond = useRespondToRequest();
  const [busy, setBusy] = useState<string | null>(null);

  const answer = async (r: IncomingExaminerRequest, response: RequestResponse) => {
    setBusy(r.id);
    try {
      await respond.mutateAsync({ id: r.id, response });
      toast(
        response === 'accepted'
          ? {
              title: 'Request Accepted',
              description: `You accepted the examination request from ${r.requesterName}.`,
            }
          : {
              title: 'Request Declined',
              description: `You declined the examination request from ${r.requesterName}.`,
            },
      );
    } catch (err) {
      failed(err, response === 'accepted' ? 'Failed to accept request' : 'Failed to decline request');
    } finally {
      setBusy(null);
    }
  };

  return (
    <RequestList
      list={list}
      searchBox={box}
      search={search}
      label="Incoming examiner requests"
      loadingLabel="Loading incoming requests"
      errorTitle="Failed to load incoming requests"
      emptyText="No incoming examiner requests"
      renderItem={(r) => (
        <IncomingRequestRow
          request={r}
          busy={busy === r.id}
          disabled={busy !== null}
          onAccept={() => void answer(r, 'accepted')}
          onDecline={() => void answer(r, 'rejected')}
        />
      )}
    />
  );
}

interface RowProps {
  request: IncomingExaminerRequest;
  busy: boolean;
  disabled: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

function IncomingRequestRow({ request: r, busy, disabled, onAccept, onDecline }: RowProps) {
  return (
    <Card variant="outlined">
      <Flex justify="space-between" align="flex-start" gap={8} wrap style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {r.requesterName}
          </Typography.Title>
          {r.requesterInstitution ? (
            <Typography.Text type="secondary">{r.requesterInstitution}</Typography.Text>
          ) : null}
        </div>
        <RequestStatusTag status={r.status} />
      </Flex>
      <RequestDetails
        email={r.requesterEmail}
        requestedAt={r.requestedAt}
        thesisTitle={r.thesisTitle}
        researchArea={r.researchArea}
        message={r.message}
      />
      <Flex wrap gap={8} style={{ marginTop: 12 }}>
        <ButtonLink
          to={paths.researcher(r.requesterProfileId)}
          icon={<UserOutlined />}
          aria-label={`Profile of ${r.requesterName}`}
        >
          Profile
        </ButtonLink>
        {r.canRespond ? (
          <>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={busy}
              disabled={disabled && !busy}
              onClick={onAccept}
              aria-label={`Accept examination request from ${r.requesterName}`}
            >
              Accept
            </Button>
            <Button
              icon={<CloseOutlined />}
              disabled={disabled}
              onClick={onDecline}
              aria-label={`Decline examination request from ${r.requesterName}`}
            >
              Decline
            </Button>
          </>
        ) : null}
      </Flex>
    </Card>
  );
}
