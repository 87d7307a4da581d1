import { Tag, Typography } from 'antd';
import { QueryState, type QueryStatus } from '../../../components/query-state/query-state';
import { formatDate } from '../../../lib/dates';
import { requestKindLabel, requestStatusLabel, type AcademicRequest } from '../utils/academic-requests';
import {
  DashboardCard,
  dashboardListPlaceholder,
  DASHBOARD_LIST_SIZE,
  emptyDashboardList,
  ScrollArea,
} from './dashboard-card';

const statusColour = { pending: 'gold', accepted: 'green', rejected: 'default' } as const;

export interface RequestsCardProps {
  requests: QueryStatus<AcademicRequest[]>;
  /** How many requests to me there are in all (the card shows the newest five). */
  total?: number;
  onOpen(request: AcademicRequest): void;
}

/** Incoming connection, supervisor and examiner requests, newest first (the first five). */
export function RequestsCard({ requests, total = 0, onOpen }: RequestsCardProps) {
  return (
    <DashboardCard
      title="Requests"
      actions={
        total > DASHBOARD_LIST_SIZE
          ? [
              <Typography.Text key="total" type="secondary">
                The newest {DASHBOARD_LIST_SIZE} of {total} requests
              </Typography.Text>,
            ]
          : undefined
      }
    >
      <QueryState
        query={requests}
        loadingLabel="Loading requests"
        placeholder={dashboardListPlaceholder}
        errorTitle="Requests could not be loaded."
        empty={emptyDashboardList('No requests yet')}
      >
        {(list) => (
          <ScrollArea label="Latest requests">
            <ul className="dashboard-list">
              {list.slice(0, DASHBOARD_LIST_SIZE).map((r) => (
                <li key={r.id}>
                  <button type="button" className="dashboard-list__item" onClick={() => onOpen(r)}>
                    <span className="dashboard-list__row">
                      <span className="dashboard-list__title">{r.name}</span>
                      <Tag color={statusColour[r.status]} style={{ marginInlineEnd: 0 }}>
                        {requestStatusLabel[r.status]}
                      </Tag>
                    </span>
                    <span className="dashboard-list__text">
                      {requestKindLabel[r.kind]}
                      {r.thesisTitle ? `: ${r.thesisTitle}` : ''}
                    </span>
                    <span className="dashboard-list__meta">{formatDate(r.requestedAt, '')}</span>
                  </button>
                </li>
              ))}
            </ul>
          </ScrollArea>
        )}
      </QueryState>
    </DashboardCard>
  );
}
