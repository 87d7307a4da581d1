import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery, type ListPage } from './api-client';

type Params = Record<string, string | number | boolean | string[] | undefined | null>;

export interface PagedListOptions {
  /** The list's path, which is also the start of its query key (invalidate by it). */
  url: string;
  params: Params;
  pageSize: number;
  /** How far the viewer may page at most (signed-out visitors of the finders). */
  maxItems?: number;
  enabled?: boolean;
}

/**
 * A list the server pages (`offset`, `limit`, total in X-Total-Count), read a page at a time with
 * "Load more". While new criteria load, the previous results stay on screen.
 */
export function usePagedList<T>({
  url,
  params,
  pageSize,
  maxItems = Infinity,
  enabled = true,
}: PagedListOptions) {
  const query = useInfiniteQuery({
    queryKey: [url, params, pageSize] as const,
    queryFn: ({ pageParam }) =>
      apiGetPage<T>(withQuery(url, { ...params, limit: pageSize, offset: pageParam })),
    initialPageParam: 0,
    getNextPageParam: (last: ListPage<T>, pages: ListPage<T>[]) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && loaded < Math.min(last.total, maxItems) ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
  const pages = query.data?.pages ?? [];
  return {
    query,
    items: pages.flatMap((p) => p.items),
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
