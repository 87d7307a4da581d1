import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../components/toast/use-toast';
import { useAcceptConnection } from '../../../api/networking/accept-connection';
import { useDeclineConnection } from '../../../api/networking/decline-connection';
import { academicRequestsQuery } from '../../../api/networking/academic-requests';
import { invalidateNotifications } from '../../../api/notifications/notifications';
import { connectionWith, type AcademicConnection } from '../../../api/networking/get-connections';
import type { SimilarResearcher } from '../../../api/networking/get-similar-researchers';
import { refreshNetworkingLists } from '../../../api/networking/invalidate-networking';
import { useRemoveConnection } from '../../../api/networking/remove-connection';
import {
  connectionRequestBody,
  useSendConnectionRequest,
} from '../../../api/networking/send-connection-request';
import { findIncomingRequest } from './connection-status';

type Researcher = Pick<SimilarResearcher, 'id' | 'userId' | 'orcidId' | 'name'> &
  Partial<Pick<SimilarResearcher, 'connectionId'>>;

/**
 * Connect, accept, decline, disconnect and remove, with the toasts of spec 1 §8. Lives in the tab
 * (which stays mounted) so a toast still shows when the card it came from leaves the list.
 * `busy` holds the ids of the researchers and connections with an action under way. The person is
 * told as soon as the server answers; the card stays busy until the lists are fetched again (spec 1
 * §4), so it cannot offer the action it has just done.
 */
export function useConnectionActions() {
  const client = useQueryClient();
  const toast = useToast();
  const { user } = useSession();
  const send = useSendConnectionRequest();
  const accept = useAcceptConnection();
  const decline = useDeclineConnection();
  const remove = useRemoveConnection();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const run = useCallback(
    async (key: string, fallback: string, action: () => Promise<void | { notifications?: boolean }>) => {
      setBusy((s) => new Set(s).add(key));
      try {
        const done = await action();
        await Promise.all([
          refreshNetworkingLists(client),
          done?.notifications ? invalidateNotifications(client) : undefined,
        ]);
      } catch (err) {
        if (isUnauthorizedError(err)) {
          toast({
            title: 'Unauthorized',
            description: 'Please login again to continue',
            variant: 'destructive',
          });
        } else {
          toast({ title: 'Error', description: errorMessage(err, fallback), variant: 'destructive' });
        }
      } finally {
        setBusy((s) => {
          const next = new Set(s);
          next.delete(key);
          return next;
        });
      }
    },
    [client, toast],
  );

  const connect = (r: Researcher) =>
    run(r.id, 'Failed to send connection request', async () => {
      const answer = await send.mutateAsync(connectionRequestBody(r));
      if (answer?.acceptedExistingRequest) {
        // They had already asked: the server accepted their request instead of sending a second one.
        toast({ title: 'Connection Accepted', description: `You are now connected with ${r.name}.` });
        return { notifications: true };
      }
      toast({
        title: 'Connection Request Sent',
        description: `Your connection request was sent to ${r.name}.`,
      });
    });

  const respond = (r: Researcher, answer: 'accept' | 'decline') =>
    run(
      r.id,
      answer === 'accept' ? 'Failed to accept connection' : 'Failed to decline connection',
      async () => {
        // Requests are never cached (spec 1 §9): read this researcher's to me fresh, to find the
        // one to answer.
        const requests = await client.fetchQuery(
          academicRequestsQuery({
            direction: 'incoming',
            type: 'research_interest',
            status: 'pending',
            people: [r.userId],
          }),
        );
        const request = findIncomingRequest(requests.items, r, user?.id);
        if (!request) return; // spec 1 §5: nothing is sent
        if (answer === 'accept') {
          await accept.mutateAsync(request.id);
          toast({ title: 'Connection Accepted', description: `You are now connected with ${r.name}.` });
          // Accepting also refreshes the notifications and their count (spec 1 §4).
          return { notifications: true };
        }
        await decline.mutateAsync(request.id);
        toast({ title: 'Connection Declined', description: `You declined the request from ${r.name}.` });
      },
    );

  const disconnect = (r: Researcher) =>
    run(r.id, 'Failed to remove connection', async () => {
      // The card names its connection; otherwise ask the server for ours (a cached list may
      // predate a request accepted since).
      const id = r.connectionId ?? (await connectionWith(r))?.id;
      if (!id) {
        toast({ title: 'Error', description: 'Connection not found', variant: 'destructive' });
        return;
      }
      await remove.mutateAsync(id);
      toast({ title: 'Connection Removed', description: `${r.name} was removed from your connections.` });
    });

  const removeConnection = (c: Pick<AcademicConnection, 'id' | 'name'>) =>
    run(c.id, 'Failed to remove connection', async () => {
      await remove.mutateAsync(c.id);
      toast({ title: 'Connection Removed', description: `${c.name} was removed from your connections.` });
    });

  return {
    busy,
    connect,
    accept: (r: Researcher) => respond(r, 'accept'),
    decline: (r: Researcher) => respond(r, 'decline'),
    disconnect,
    removeConnection,
  };
}
