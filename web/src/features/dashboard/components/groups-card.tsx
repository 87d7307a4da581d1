import { Alert, Empty, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { MyGroupsResponse } from '@app/contracts/groups/http';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { DashboardCard, DASHBOARD_LIST_SIZE, ScrollArea } from './dashboard-card';

export interface GroupsCardProps {
  groups: MyGroupsResponse | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** The user's research groups (the first five), linking to the groups page. */
export function GroupsCard({ groups, isLoading, isError }: GroupsCardProps) {
  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (isError) body = <Alert type="error" showIcon title="Research groups could not be loaded." />;
  else if (!groups?.length)
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="You have not joined a research group yet" />
    );
  else
    body = (
      <ScrollArea label="My research groups">
        <ul className="dashboard-list">
          {groups.slice(0, DASHBOARD_LIST_SIZE).map(({ group, membership }) => (
            <li key={group.id} className="dashboard-list__item" style={{ cursor: 'default' }}>
              <span className="dashboard-list__row">
                <span className="dashboard-list__title">{group.name}</span>
                {membership.isLeader ? (
                  <Tag color="gold" style={{ marginInlineEnd: 0 }}>
                    Leader
                  </Tag>
                ) : null}
              </span>
              <span className="dashboard-list__meta">Member since {formatDate(membership.joinedAt, '')}</span>
            </li>
          ))}
        </ul>
      </ScrollArea>
    );
  return (
    <DashboardCard title="Research Groups" extra={<Link to={paths.researchGroups}>View all groups</Link>}>
      {body}
    </DashboardCard>
  );
}
