import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRespondToRequest, type RequestResponse } from '../../../api/networking/academic-requests';
import type { RequestKind } from '../utils/academic-requests';

/** What accepting each kind of request did, said in the toast. */
const acceptedToast: Record<RequestKind, { title: string; description: string }> = {
  connection: { title: 'Request Accepted', description: 'You are now connected.' },
  supervisor: {
    title: 'Request Accepted',
    description: 'You are now connected and have accepted to supervise.',
  },
  examiner: {
    title: 'Request Accepted',
    description: 'You are now connected and have accepted to examine.',
  },
};

/** Accept and Decline for a pending request addressed to the user. */
export function RespondButtons({
  requestId,
  kind,
  onDone,
}: {
  requestId: string;
  kind: RequestKind;
  onDone(): void;
}) {
  const toast = useToast();
  const respond = useRespondToRequest();
  // (The promise, not mutate's callbacks: those are dropped when this unmounts first, as it does
  // when the live channel reports the answer and the request leaves the list before the reply.)
  const answer = (response: RequestResponse) =>
    respond.mutateAsync({ id: requestId, response }).then(
      () => {
        toast(
          response === 'accepted'
            ? acceptedToast[kind]
            : { title: 'Request Declined', description: 'The request was declined.' },
        );
        onDone();
      },
      (err: unknown) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to send response'),
          variant: 'destructive',
        }),
    );
  const busy = respond.isPending;
  return (
    <>
      <Button
        icon={<CloseOutlined aria-hidden />}
        onClick={() => answer('rejected')}
        disabled={busy}
        loading={busy && respond.variables?.response === 'rejected'}
      >
        Decline
      </Button>
      <Button
        type="primary"
        icon={<CheckOutlined aria-hidden />}
        onClick={() => answer('accepted')}
        disabled={busy}
        loading={busy && respond.variables?.response === 'accepted'}
      >
        Accept
      </Button>
    </>
  );
}
