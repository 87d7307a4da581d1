import { Flex, Tabs, Typography } from 'antd';
import { useSession } from '../../../lib/session';
import { FindTab } from '../components/find-tab';
import { examinerFinder } from '../roles/examiner';
import type { FinderResult, FinderRole, FinderRoleName } from '../roles/finder-role';
import { supervisorFinder } from '../roles/supervisor';

/**
 * /phd-supervisor-finder and /phd-examiner-finder (spec 1 §2): one page, worded and ruled by its
 * finder's role. Each role is its own page (keyed), so nothing typed in one finder carries over to the other.
 */
export default function PhdFinderPage({ finder }: { finder: FinderRoleName }) {
  return finder === 'supervisor' ? (
    <FinderPage key="supervisor" finder={supervisorFinder} />
  ) : (
    <FinderPage key="examiner" finder={examinerFinder} />
  );
}

function FinderPage<R extends FinderResult>({ finder }: { finder: FinderRole<R> }) {
  const { isAuthenticated } = useSession();
  const requestTabs = finder.useRequestTabs(isAuthenticated);
  const find = { key: 'find', label: finder.find.tab, children: <FindTab finder={finder} /> };
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
          {finder.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {finder.intro}
        </Typography.Paragraph>
      </div>
      <Tabs items={[find, ...requestTabs]} />
    </Flex>
  );
}
