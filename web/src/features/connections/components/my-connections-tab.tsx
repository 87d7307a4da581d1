import { Button, Flex, Typography } from 'antd';
import { QueryState } from '../../../components/query-state/query-state';
import { ResearcherGrid, ResearcherGridSkeleton } from '../../../components/researcher-card/researcher-grid';
import { useConnections, type AcademicConnection } from '../api/get-connections';
import { ConnectionCard } from './connection-card';
import type { useConnectionActions } from './use-connection-actions';

interface MyConnectionsTabProps {
  actions: ReturnType<typeof useConnectionActions>;
  onDiscover: () => void;
}

/** Spec 1 §2 My Connections. */
export function MyConnectionsTab({ actions, onDiscover }: MyConnectionsTabProps) {
  const connections = useConnections();
  return (
    <QueryState
      query={connections}
      loadingLabel="Loading connections"
      placeholder={<ResearcherGridSkeleton />}
      errorTitle="Failed to load connections"
      empty={{
        description: 'You have no connections yet',
        action: (
          <Button type="primary" onClick={onDiscover}>
            Discover Researchers
          </Button>
        ),
      }}
    >
      {(list) => <ConnectionList list={list} actions={actions} />}
    </QueryState>
  );
}

function ConnectionList({
  list,
  actions,
}: {
  list: AcademicConnection[];
  actions: MyConnectionsTabProps['actions'];
}) {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {list.length} {list.length === 1 ? 'connection' : 'connections'}
      </Typography.Title>
      <ResearcherGrid
        label="My connections"
        items={list}
        itemKey={(c) => c.id}
        renderItem={(c) => (
          <ConnectionCard
            connection={c}
            busy={actions.busy.has(c.id)}
            onRemove={() => void actions.removeConnection(c)}
          />
        )}
      />
    </Flex>
  );
}
