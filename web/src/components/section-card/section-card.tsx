import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A card whose title is a level-2 heading, with a short explanation under it. */
export function SectionCard({
  title,
  description,
  children,
  danger,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Card style={danger ? { borderColor: '#fca5a5' } : undefined}>
      <section aria-label={title}>
        <Typography.Title
          level={2}
          style={{ fontSize: 18, marginTop: 0 }}
          type={danger ? 'danger' : undefined}
        >
          {title}
        </Typography.Title>
        {description ? <Typography.Paragraph type="secondary">{description}</Typography.Paragraph> : null}
        {children}
      </section>
    </Card>
  );
}
