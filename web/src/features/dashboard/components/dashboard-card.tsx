import { Card, Empty, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A dashboard card whose title is a level-2 heading, so the page's headings stay in order. */
export function DashboardCard({
  title,
  extra,
  actions,
  children,
  id,
}: {
  title: ReactNode;
  extra?: ReactNode;
  /** A row of actions under the card's content. */
  actions?: ReactNode[];
  children: ReactNode;
  id?: string;
}) {
  return (
    <Card
      id={id}
      // Full height of the row, the content stretching so that actions line up at the bottom.
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1 } }}
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      actions={actions}
    >
      {children}
    </Card>
  );
}

/** What a dashboard card shows while its list loads. */
export const dashboardListPlaceholder = <Skeleton active paragraph={{ rows: 3 }} title={false} />;

/** A dashboard card's empty state: small, to keep the cards level. */
export const emptyDashboardList = (description: string) => ({
  description,
  image: Empty.PRESENTED_IMAGE_SIMPLE,
});

/** The first five items of a card, in an area that scrolls when they are tall (spec 1 §2). */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ maxHeight: 320, overflowY: 'auto', margin: '-8px -8px 0', padding: 8 }}
    >
      {children}
    </div>
  );
}

export const DASHBOARD_LIST_SIZE = 5;
