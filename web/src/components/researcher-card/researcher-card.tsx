import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface ResearcherCardProps {
  name: string;
  /** Position, institution, department...: empty values are left out. */
  details: Array<string | null | undefined>;
  /** Beside the name, e.g. a match-score or availability badge. */
  badge?: ReactNode;
  children?: ReactNode;
  /** The card's buttons; they wrap on narrow screens. */
  actions: ReactNode;
}

/** The card every researcher list uses (discovery, supervisors, examiners, connections). */
export function ResearcherCard({ name, details, badge, children, actions }: ResearcherCardProps) {
  const lines = details.filter((d): d is string => Boolean(d && d.trim()));
  return (
    <Card variant="outlined" style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <Flex vertical gap={12} style={{ height: '100%' }}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Typography.Title level={3} style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}>
              {name}
            </Typography.Title>
            {lines.map((line, i) => (
              <Typography.Text
                key={i}
                type="secondary"
                style={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                {line}
              </Typography.Text>
            ))}
          </div>
          {badge ? <div style={{ flex: 'none', maxWidth: '50%' }}>{badge}</div> : null}
        </Flex>
        {children}
        <Flex wrap gap={8} style={{ marginTop: 'auto' }}>
          {actions}
        </Flex>
      </Flex>
    </Card>
  );
}
