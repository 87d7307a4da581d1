import { useQueries } from '@tanstack/react-query';
import { PERSONAL_LIST_MAX_LIMIT, PERSONAL_LIST_MAX_PEOPLE } from '@app/contracts/networking/http';
import type { RouteDefinition } from '@app/contracts/define-route';
import { callApiPage, type ListItem } from '../../lib/call-api';
import { awaitingAnswer } from './request-button';

/**
 * The profile ids, among the cards shown, of the people my requests (supervisor or examiner) are
 * waiting on. The server is asked about those people only, never for every request I have sent.
 */
export function useAwaitingAnswer<D extends RouteDefinition>(
  route: D,
  shownIds: readonly string[],
  recipientOf: (request: ListItem<D>) => string | null,
  enabled: boolean,
): ReadonlySet<string> {
  const groups: string[][] = [];
  const ids = [...new Set(shownIds)].sort();
  for (let i = 0; i < ids.length; i += PERSONAL_LIST_MAX_PEOPLE) {
    groups.push(ids.slice(i, i + PERSONAL_LIST_MAX_PEOPLE));
  }
  const answers = useQueries({
    queries: groups.map((people) => ({
      queryKey: [route.path, 'awaiting', people] as const,
      queryFn: () => callApiPage(route, { status: 'pending', people, limit: PERSONAL_LIST_MAX_LIMIT }),
      enabled,
    })),
  });
  const sent = answers.flatMap((a) => a.data?.items ?? []) as Array<ListItem<D> & { status: string }>;
  return awaitingAnswer(sent, recipientOf);
}
