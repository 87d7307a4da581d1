import { Card, Empty, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/query-state/query-state';
import type { FinderList } from '../../../components/researcher-card/finder-results';
import { countOf, LoadMore } from '../../../components/researcher-card/load-more';

interface RequestListProps<T> {
  list: FinderList<T>;
  /** The search box, and what it holds once settled. */
  searchBox: ReactNode;
  search: string;
  /** Names the list for screen readers, e.g. "Outgoing examiner requests". */
  label: string;
  emptyText: string;
  loadingLabel: string;
  errorTitle: string;
  renderItem: (item: T) => ReactNode;
}

const NOUN = ['request', 'requests'] as const;

/**
 * A tab's requests: newest first, 20 at a time with "Load more", searchable by name, counted in
 * full (the server's total) rather than by what is loaded.
 */
export function RequestList<T extends { id: string }>({
  list,
  searchBox,
  search,
  label,
  emptyText,
  loadingLabel,
  errorTitle,
  renderItem,
}: RequestListProps<T>) {
  const { query, items, total } = list;
  return (
    <Flex vertical gap={12}>
      {searchBox}
      <QueryState
        query={query}
        loadingLabel={loadingLabel}
        placeholder={<Card loading />}
        errorTitle={errorTitle}
      >
        {() => (
          <div aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            {items.length === 0 ? (
              <Empty description={search ? `No requests match “${search}”` : emptyText} />
            ) : (
              <>
                <Typography.Text type="secondary" aria-live="polite">
                  {search ? `${countOf(total, NOUN)} matching “${search}”` : countOf(total, NOUN)}
                </Typography.Text>
                <Flex vertical gap={12} role="list" aria-label={label} style={{ marginTop: 8 }}>
                  {items.map((item) => (
                    <div key={item.id} role="listitem">
                      {renderItem(item)}
                    </div>
                  ))}
                </Flex>
                <LoadMore shown={items.length} total={total} noun={NOUN} list={list} />
              </>
            )}
          </div>
        )}
      </QueryState>
    </Flex>
  );
}
