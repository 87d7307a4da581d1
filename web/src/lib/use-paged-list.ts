import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { RouteDefinition } from '@app/contracts/define-route';
import type { ListPage } from './api-client';
import { callApiPage, type CallInput, type ListItem, type QueryValues } from './call-api';

export interface PagedListOptions<D extends RouteDefinition> {
  /** The list's route; its path is also the start of its query key (invalidate by it). */
  route: D;
  /** The route's path parameters (`:id`), when it has any. */
  pathParams?: CallInput<D>['params'];
  /** The start of the query key instead of the route's path, for a list refreshed with others under it. */
  keyRoot?: readonly unknown[];
  /** The search criteria (the page's `limit` and `offset` are added). */
  params: CallInput<D>['query'];
  pageSize: number;
  /** How far the viewer may page at most (signed-out visitors of the finders). */
  maxItems?: number;
  enabled?: boolean;
}

/**
 * A list the server pages (`offset`, `limit`, total in X-Total-Count), read a page at a time with
 * "Load more". While new criteria load, the previous results stay on screen.
 */
export function usePagedList<D extends RouteDefinition>({
  route,
  pathParams,
  keyRoot,
  params,
  pageSize,
  maxItems = Infinity,
  enabled = true,
}: PagedListOptions<D>) {
  type Page = ListPage<ListItem<D>>;
  const query = useInfiniteQuery({
    queryKey: [...(keyRoot ?? [route.path]), ...(pathParams ? [pathParams] : []), params, pageSize],
    queryFn: ({ pageParam }): Promise<Page> =>
      callApiPage(route, { ...(params as QueryValues), limit: pageSize, offset: pageParam }, pathParams),
    initialPageParam: 0,
    getNextPageParam: (last: Page, pages: Page[]) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && loaded < Math.min(last.total, maxItems) ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  return {
    query,
    items,
    /** The items loaded as a query's state (for QueryState); a failed "Load more" is not a failed list. */
    state: {
      isPending: query.isPending,
      error: query.isFetchNextPageError ? null : query.error,
      data: query.data ? items : undefined,
      refetch: query.refetch,
    },
    total: pages.at(-1)?.total ?? 0,
    /** The first page's response headers (what the server says about the whole list). */
    headers: pages[0]?.headers,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    // While new criteria load, the previous results stay on screen: loading more of them is not
    // offered (it would add to the list being replaced).
    loadingMore: query.isFetchingNextPage || query.isPlaceholderData,
    loadMoreFailed: query.isFetchNextPageError,
  };
}
