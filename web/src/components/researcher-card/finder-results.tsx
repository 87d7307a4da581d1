import { Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { QueryState } from '../query-state/query-state';
import { countOf, LoadMore } from './load-more';
import { ResearcherGrid, ResearcherGridSkeleton } from './researcher-grid';

/** What a finder's paged list gives (`usePagedList`). */
export interface FinderList<T> {
  query: UseInfiniteQueryResult<unknown>;
  items: T[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
}

interface FinderResultsProps<T> {
  list: FinderList<T>;
  /** One and many, e.g. ['examiner', 'examiners']. */
  noun: readonly [string, string];
  /** Names the cards' list for screen readers, e.g. "Examiners". */
  label: string;
  /** After the count: "3 examiners found", "3 supervisors available". */
  countWord: string;
  emptyText: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Signed-out visitors see a first page only, with a link to sign in from here. */
  signInToSeeAllFrom?: string;
  /** Said under the results (e.g. how many were left out, and why). */
  footnote?: ReactNode;
}

/**
 * A finder's results (spec 1 §2): loading cards, the error, "none found", or the count, the
 * cards and "Load more". While new criteria load, the previous cards stay, dimmed.
 */
export function FinderResults<T>({
  list,
  noun,
  label,
  countWord,
  emptyText,
  itemKey,
  renderItem,
  signInToSeeAllFrom,
  footnote,
}: FinderResultsProps<T>) {
  const { query, items } = list;
  return (
    <QueryState
      query={query}
      loadingLabel={`Loading ${noun[1]}`}
      placeholder={<ResearcherGridSkeleton />}
      errorTitle={`Failed to load ${noun[1]}`}
    >
      {() => (
        <div aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {items.length === 0 ? (
            <Empty description={emptyText} />
          ) : (
            <>
              <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }} aria-live="polite">
                {countOf(list.total, noun)} {countWord}
              </Typography.Title>
              <ResearcherGrid label={label} items={items} itemKey={itemKey} renderItem={renderItem} />
              <LoadMore
                shown={items.length}
                total={list.total}
                noun={noun}
                list={list}
                signInToSeeAllFrom={signInToSeeAllFrom}
              />
            </>
          )}
          {footnote && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
              {footnote}
            </Typography.Paragraph>
          )}
        </div>
      )}
    </QueryState>
  );
}
