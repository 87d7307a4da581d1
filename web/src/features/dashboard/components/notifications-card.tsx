import { Alert, Badge, Empty, Skeleton, Tag } from 'antd';
import type { NotificationResponse } from '@app/contracts/notifications/http';
import { formatDateTime } from '../../../lib/dates';
import { DashboardCard, DASHBOARD_LIST_SIZE, ScrollArea } from './dashboard-card';

export interface NotificationsCardProps {
  notifications: NotificationResponse[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onOpen(notification: NotificationResponse): void;
}

/** The newest five notifications; unread ones are marked "New" (not by colour alone). */
export function NotificationsCard({ notifications, isLoading, isError, onOpen }: NotificationsCardProps) {
  const unread = notifications?.filter((n) => !n.isRead).length ?? 0;
  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (isError) body = <Alert type="error" showIcon title="Notifications could not be loaded." />;
  else if (!notifications?.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications yet" />;
  else
    body = (
      <ScrollArea label="Latest notifications">
        <ul className="dashboard-list">
          {notifications.slice(0, DASHBOARD_LIST_SIZE).map((n) => (
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
      title={
        <>
          Notifications{' '}
          {unread > 0 ? (
            <Badge count={unread} aria-label={`${unread} unread`} style={{ marginLeft: 4 }} />
          ) : null}
        </>
      }
    >
      {body}
    </DashboardCard>
  );
}
