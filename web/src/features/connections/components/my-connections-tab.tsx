import { Alert, Button, Empty, Flex, Typography } from 'antd';
import { ResearcherGrid, ResearcherGridSkeleton } from '../../../components/researcher-card/researcher-grid';
import { errorMessage } from '../../../lib/api-client';
import { useConnections } from '../api/get-connections';
import { ConnectionCard } from './connection-card';
import type { useConnectionActions } from './use-connection-actions';

interface MyConnectionsTabProps {
  actions: ReturnType<typeof useConnectionActions>;
  onDiscover: () => void;
}

/** Spec 1 §2 My Connections. */
export function MyConnectionsTab({ actions, onDiscover }: MyConnectionsTabProps) {
  const connections = useConnections();
  if (connections.isPending) return <ResearcherGridSkeleton />;
  if (connections.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to load connections"
        description={errorMessage(connections.error, 'Please try again.')}
        action={<Button onClick={() => void connections.refetch()}>Retry</Button>}
      />
    );
  }
  const list = connections.data;
  if (list.length === 0) {
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
