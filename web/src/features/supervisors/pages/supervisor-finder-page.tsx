import { Flex, Tabs, Typography } from 'antd';
import { FindSupervisorsTab } from '../components/find-supervisors-tab';

/** /phd-supervisor-finder (spec 1 §2): public; requesting needs login. */
export default function SupervisorFinderPage() {
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
          PhD Supervisor Finder
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Search available supervisors and filter by research areas and expertise.
        </Typography.Paragraph>
      </div>
      <Tabs items={[{ key: 'find', label: 'Find Supervisors', children: <FindSupervisorsTab /> }]} />
    </Flex>
  );
}
