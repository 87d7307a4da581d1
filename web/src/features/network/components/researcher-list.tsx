import { Button, Card, Typography } from 'antd';
import type { NetworkNode } from '../types';
import { RESEARCHER_LIST_LIMIT, mostConnected } from '../utils/graph-filters';

interface ResearcherListProps {
  nodes: readonly NetworkNode[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * The graph as a list, for keyboards and screen readers: selecting a researcher here does what
 * clicking their node does.
 */
export function ResearcherList({ nodes, selectedId, onSelect }: ResearcherListProps) {
  const shown = mostConnected(nodes);
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Researchers</h2>} size="small">
      {nodes.length > RESEARCHER_LIST_LIMIT && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          The {RESEARCHER_LIST_LIMIT} most connected of {nodes.length.toLocaleString('en-AU')} shown; search
          to find others.
        </Typography.Paragraph>
      )}
      {shown.length === 0 ? (
        <Typography.Text type="secondary">No researchers shown</Typography.Text>
      ) : (
        <ul
          aria-label="Researchers shown"
          style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 320, overflowY: 'auto' }}
        >
          {shown.map((node) => {
            const total = node.connections.total;
            return (
              <li key={node.id}>
                <Button
                  type={node.id === selectedId ? 'primary' : 'text'}
                  block
                  aria-pressed={node.id === selectedId}
                  onClick={() => onSelect(node.id)}
                  style={{
                    justifyContent: 'space-between',
                    height: 'auto',
                    padding: '4px 8px',
                    textAlign: 'left',
                  }}
                >
                  <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {node.name}
                  </span>
                  <span aria-label={`${total} connections`}>{total}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
