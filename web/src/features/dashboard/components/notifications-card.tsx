import { MailOutlined } from '@ant-design/icons';
import { Badge, Button, Tag } from 'antd';
import type { NotificationResponse } from '@app/contracts/notifications/http';
import { QueryState, type QueryStatus } from '../../../components/query-state/query-state';
import { formatDateTime } from '../../../lib/dates';
import {
  DashboardCard,
  dashboardListPlaceholder,
  DASHBOARD_LIST_SIZE,
  emptyDashboardList,
  ScrollArea,
} from './dashboard-card';

export interface NotificationsCardProps {
  notifications: QueryStatus<NotificationResponse[]>;
  onOpen(notification: NotificationResponse): void;
  /** Opens the choice of how often notifications are also emailed. */
  onEmailSettings(): void;
}

/** The newest five notifications; unread ones are marked "New" (not by colour alone). */
export function NotificationsCard({ notifications, onOpen, onEmailSettings }: NotificationsCardProps) {
  const unread = notifications.data?.filter((n) => !n.isRead).length ?? 0;
  const list = (items: NotificationResponse[]) => (
    <ScrollArea label="Latest notifications">
      <ul className="dashboard-list">
        {items.slice(0, DASHBOARD_LIST_SIZE).map((n) => (
          <li key={n.id}>
            <button
              type="button"
              className={
                n.isRead ? 'dashboard-list__item' : 'dashboard-list__item dashboard-list__item--unread'
              }
              onClick={() => onOpen(n)}
            >
              <span className="dashboard-list__row">
                <span className="dashboard-list__title">{n.title}</span>
                {n.isRead ? null : (
                  <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                    New
                  </Tag>
                )}
              </span>
              <span className="dashboard-list__text">{n.message}</span>
              <span className="dashboard-list__meta">{formatDateTime(n.createdAt, '')}</span>
            </button>
          </li>
        ))}
      </ul>
    </ScrollArea>
  );
  return (
    <DashboardCard
      id="notifications"
      actions={[
        <Button key="email" type="link" icon={<MailOutlined aria-hidden />} onClick={onEmailSettings}>
          Email settings
        </Button>,
      ]}
      title={
        <>
          Notifications{' '}
          {unread > 0 ? (
            <Badge count={unread} aria-label={`${unread} unread`} style={{ marginLeft: 4 }} />
          ) : null}
        </>
      }
    >
      <QueryState
        query={notifications}
        loadingLabel="Loading notifications"
        placeholder={dashboardListPlaceholder}
        errorTitle="Notifications could not be loaded."
        empty={emptyDashboardList('No notifications yet')}
      >
        {list}
      </QueryState>
    </DashboardCard>
  );
}
