import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PROFILE_PUBLICATIONS_MAX, profileRoutes, type Publication } from '@app/contracts/profile/http';
import type { ListPage } from '../../lib/api-client';
import { callApiPage } from '../../lib/call-api';
import { researcherKey } from './get-researcher';

/**
 * `GET /api/researcher/:id/publications`: the first `limit`, newest first, with how many there are
 * in all (a prolific researcher has 1,900; a page never asks for them all).
 */
const researcherPublicationsQuery = (id: string, limit: number) =>
  queryOptions({
    queryKey: [...researcherKey(id), 'publications', limit] as const,
    queryFn: () => callApiPage(profileRoutes.researcherPublications, { limit, offset: 0 }, { userId: id }),
  });

export function useResearcherPublications(id: string, limit: number, enabled = true) {
  return useQuery({ ...researcherPublicationsQuery(id, limit), enabled });
}

/** How many more publications "Load more" reads at a time on the own profile. */
const PUBLICATIONS_PAGE_SIZE = PROFILE_PUBLICATIONS_MAX;

/**
 * All of a researcher's publications, read on a page at a time from a first page already at hand
 * (the newest 20 that `GET /api/profile` sends, with `stats.publications` as the total). `version`
 * changes when that first page does (after a sync), starting the list again from it.
 */
export function usePublicationPages(
  userId: string,
  firstPage: { items: Publication[]; total: number },
  version: string,
) {
  type Page = Pick<ListPage<Publication>, 'items' | 'total'>;
  const query = useInfiniteQuery({
    queryKey: [...researcherKey(userId), 'publications', 'pages', version] as const,
    queryFn: ({ pageParam }): Promise<Page> =>
      callApiPage(
        profileRoutes.researcherPublications,
        { limit: PUBLICATIONS_PAGE_SIZE, offset: pageParam },
        { userId },
      ),
    initialPageParam: 0,
    initialData: { pages: [firstPage], pageParams: [0] },
    // The first page came with the profile: it is not read again on its own.
    staleTime: Infinity,
    getNextPageParam: (last: Page, pages: Page[]) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
  const pages = query.data.pages;
  return {
    items: pages.flatMap((p) => p.items),
    total: pages.at(-1)?.total ?? firstPage.total,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
  };
}
