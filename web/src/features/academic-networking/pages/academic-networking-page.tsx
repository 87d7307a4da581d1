import { Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { AuthRequired } from '../components/auth-required';
import { DiscoverTab } from '../components/discover-tab';
import { MyConnectionsTab } from '../components/my-connections-tab';
import { useConnectionActions } from '../components/use-connection-actions';

type TabKey = 'discover' | 'connections';

/** /academic-networking (spec 1 §2): Discover Researchers and My Connections. */
export default function AcademicNetworkingPage() {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <AuthRequired />;
  return <Networking />;
}

function Networking() {
  const [tab, setTab] = useState<TabKey>('discover');
  const actions = useConnectionActions();
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
          Academic Networking
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Discover researchers who share your interests and manage your academic connections.
        </Typography.Paragraph>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          { key: 'discover', label: 'Discover Researchers', children: <DiscoverTab actions={actions} /> },
          {
            key: 'connections',
            label: 'My Connections',
            children: <MyConnectionsTab actions={actions} onDiscover={() => setTab('discover')} />,
          },
        ]}
      />
    </Flex>
  );
}
