import { Button, Empty, Flex, Typography } from 'antd';
import { QueryState } from '../../../components/query-state/query-state';
import { countOf, LoadMore } from '../../../components/researcher-card/load-more';
import { useNameSearch } from '../../../components/researcher-card/name-search';
import { ResearcherGrid, ResearcherGridSkeleton } from '../../../components/researcher-card/researcher-grid';
import { useConnections } from '../../../api/networking/get-connections';
import { ConnectionCard } from './connection-card';
import type { useConnectionActions } from './use-connection-actions';

const NOUN = ['connection', 'connections'] as const;

interface MyConnectionsTabProps {
  actions: ReturnType<typeof useConnectionActions>;
  onDiscover: () => void;
}

/**
 * Spec 1 §2 My Connections: newest first, 24 at a time with "Load more", searchable by name; the
 * count is of all of them (the server's total), not of those loaded.
 */
export function MyConnectionsTab({ actions, onDiscover }: MyConnectionsTabProps) {
  const { search, box } = useNameSearch('Search my connections');
  const connections = useConnections(search);
  const { query, items, total } = connections;
  // With no connections at all there is nothing to search: the page invites discovery instead.
  const none = !search && !query.isPlaceholderData && query.isSuccess && total === 0;
  if (none) {
    return (
      <Empty description="You have no connections yet">
        <Button type="primary" onClick={onDiscover}>
          Discover Researchers
        </Button>
      </Empty>
    );
  }
  return (
    <Flex vertical gap={16}>
      {box}
      <QueryState
        query={query}
        loadingLabel="Loading connections"
        placeholder={<ResearcherGridSkeleton />}
        errorTitle="Failed to load connections"
      >
        {() => (
          <div aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            {items.length === 0 ? (
              <Empty description={`No connections match “${search}”`} />
            ) : (
              <>
                <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }} aria-live="polite">
                  {search ? `${countOf(total, NOUN)} matching “${search}”` : countOf(total, NOUN)}
                </Typography.Title>
                <ResearcherGrid
                  label="My connections"
                  items={items}
                  itemKey={(c) => c.id}
                  renderItem={(c) => (
                    <ConnectionCard
                      connection={c}
                      busy={actions.busy.has(c.id)}
                      onRemove={() => void actions.removeConnection(c)}
                    />
                  )}
                />
                <LoadMore shown={items.length} total={total} noun={NOUN} list={connections} />
              </>
            )}
          </div>
        )}
      </QueryState>
    </Flex>
  );
}
