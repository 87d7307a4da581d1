import { Alert, Empty, Skeleton, Tag } from 'antd';
import { formatDate } from '../../../lib/dates';
import { requestKindLabel, requestStatusLabel, type AcademicRequest } from '../utils/academic-requests';
import { DashboardCard, DASHBOARD_LIST_SIZE, ScrollArea } from './dashboard-card';

const statusColour = { pending: 'gold', accepted: 'green', rejected: 'default' } as const;

export interface RequestsCardProps {
  requests: AcademicRequest[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onOpen(request: AcademicRequest): void;
}

/** Incoming connection, supervisor and examiner requests, newest first (the first five). */
export function RequestsCard({ requests, isLoading, isError, onOpen }: RequestsCardProps) {
  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (isError) body = <Alert type="error" showIcon title="Requests could not be loaded." />;
  else if (!requests?.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No requests yet" />;
  else
    body = (
      <ScrollArea label="Latest requests">
        <ul className="dashboard-list">
          {requests.slice(0, DASHBOARD_LIST_SIZE).map((r) => (
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
                <span className="dashboard-list__meta">{formatDate(r.date, '')}</span>
              </button>
            </li>
          ))}
        </ul>
      </ScrollArea>
    );
  return <DashboardCard title="Requests">{body}</DashboardCard>;
}
