import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRespondToRequest, type RequestResponse } from '../../../lib/api/academic-requests';

/** Accept and Decline for a pending request addressed to the user. */
export function RespondButtons({ requestId, onDone }: { requestId: string; onDone(): void }) {
  const toast = useToast();
  const respond = useRespondToRequest();
  const answer = (response: RequestResponse) =>
    respond.mutate(
      { id: requestId, response },
      {
        onSuccess: () => {
          toast(
            response === 'accepted'
              ? { title: 'Request Accepted', description: 'They can now see you as a connection.' }
              : { title: 'Request Declined', description: 'The request was declined.' },
          );
          onDone();
        },
        onError: (err) =>
          toast({
            title: 'Error',
            description: errorMessage(err, 'Failed to send response'),
            variant: 'destructive',
          }),
      },
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
