import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { MyGroupsResponse } from '@app/contracts/groups/http';
import { QueryState, type QueryStatus } from '../../../components/query-state/query-state';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import {
  DashboardCard,
  dashboardListPlaceholder,
  DASHBOARD_LIST_SIZE,
  emptyDashboardList,
  ScrollArea,
} from './dashboard-card';

export interface GroupsCardProps {
  groups: QueryStatus<MyGroupsResponse>;
}

/** The user's research groups (the first five), linking to the groups page. */
export function GroupsCard({ groups }: GroupsCardProps) {
  return (
    <DashboardCard title="Research Groups" extra={<Link to={paths.researchGroups}>View all groups</Link>}>
      <QueryState
        query={groups}
        loadingLabel="Loading your research groups"
        placeholder={dashboardListPlaceholder}
        errorTitle="Research groups could not be loaded."
        empty={emptyDashboardList('You have not joined a research group yet')}
      >
        {(list) => (
          <ScrollArea label="My research groups">
            <ul className="dashboard-list">
              {list.slice(0, DASHBOARD_LIST_SIZE).map(({ group, membership }) => (
                <li key={group.id} className="dashboard-list__item" style={{ cursor: 'default' }}>
                  <span className="dashboard-list__row">
                    <span className="dashboard-list__title">{group.name}</span>
                    {membership.isLeader ? (
                      <Tag color="gold" style={{ marginInlineEnd: 0 }}>
                        Leader
                      </Tag>
                    ) : null}
                  </span>
                  <span className="dashboard-list__meta">
                    Member since {formatDate(membership.joinedAt, '')}
                  </span>
                </li>
              ))}
            </ul>
          </ScrollArea>
        )}
      </QueryState>
    </DashboardCard>
  );
}
