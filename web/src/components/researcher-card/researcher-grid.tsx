import { Card, Col, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';

interface ResearcherGridProps<T> {
  /** Names the list for screen readers. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** Cards one per row on phones, two on tablets, three on wide screens. */
export function ResearcherGrid<T>({ label, items, itemKey, renderItem }: ResearcherGridProps<T>) {
  return (
    <Row gutter={[16, 16]} role="list" aria-label={label}>
      {items.map((item) => (
        <Col key={itemKey(item)} xs={24} md={12} xl={8} role="listitem">
          {renderItem(item)}
        </Col>
      ))}
    </Row>
  );
}

/** Placeholder cards while a list loads (QueryState labels them for screen readers). */
export function ResearcherGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Row gutter={[16, 16]}>
      {Array.from({ length: count }, (_, i) => (
        <Col key={i} xs={24} md={12} xl={8}>
          <Card variant="outlined">
            <Skeleton active avatar={false} paragraph={{ rows: 4 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
