import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Segmented, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { KnownConnectionType, NetworkNode } from '../types';
import { Fact, FactList } from './fact-list';
import { EDGE_COLOURS } from '../utils/edge-style';
import { formatPublications, researchAreasPreview } from '../utils/graph-maths';
import type { FocusDepth } from '../utils/network-view';

interface NodeDetailsPanelProps {
  node: NetworkNode | null;
  /** How far "Show their network" reaches, and its toggle. */
  depth: FocusDepth;
  onDepthChange: (depth: FocusDepth) => void;
  /** Shows the selected researcher's network; absent while it is the one shown. */
  onShowNetwork?: (id: string) => void;
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: 2,
        background: colour,
        marginRight: 6,
      }}
    />
  );
}

/** The connection counts, per type, in the order of the checkboxes. */
const COUNTED_TYPES: { type: KnownConnectionType; label: string }[] = [
  { type: 'collaboration', label: 'Academic' },
  { type: 'project_collaboration', label: 'Project' },
  { type: 'examination', label: 'Examination' },
  { type: 'research_group', label: 'Research Groups' },
];

/** "Direct connections" or also their connections' connections. */
export function DepthToggle({
  depth,
  onChange,
}: {
  depth: FocusDepth;
  onChange: (depth: FocusDepth) => void;
}) {
  return (
    <Segmented<FocusDepth>
      aria-label="How far from them"
      value={depth}
      onChange={onChange}
      options={[
        { value: 1, label: 'Direct' },
        { value: 2, label: '2 steps' },
      ]}
    />
  );
}

/** The selected researcher (spec 2 section 2, "Node Details panel"). */
export function NodeDetailsPanel({ node, ...rest }: NodeDetailsPanelProps) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Node Details</h2>} size="small">
      <div aria-live="polite">
        {node ? (
          <Details node={node} {...rest} />
        ) : (
          <Typography.Text type="secondary">Click on a node to view details</Typography.Text>
        )}
      </div>
    </Card>
  );
}

function Details({
  node,
  depth,
  onDepthChange,
  onShowNetwork,
}: NodeDetailsPanelProps & { node: NetworkNode }) {
  const areas = researchAreasPreview(node.researchInterests, node.researchInterestCount);
  return (
    <Flex vertical gap={8}>
      <div>
        <h3 style={{ margin: 0, fontSize: 15 }} data-testid="node-details-name">
          {node.name}
        </h3>
        <Typography.Text type="secondary">{node.institution}</Typography.Text>
      </div>
      {/* Their links in the whole network, also to researchers not loaded. */}
      <FactList>
        <Fact label="Total Connections">{node.connections.total.toLocaleString('en-AU')}</Fact>
        {COUNTED_TYPES.map(({ type, label }) => (
          <Fact
            key={type}
            label={
              <>
                <Swatch colour={EDGE_COLOURS[type]} />
                {label}
              </>
            }
          >
            {node.connections[type].toLocaleString('en-AU')}
          </Fact>
        ))}
        <Fact label="Publications">
          <Tag style={{ marginInlineEnd: 0 }}>{formatPublications(node.publicationCount)}</Tag>
        </Fact>
      </FactList>
      <div>
        <Typography.Text strong>Research Areas</Typography.Text>
        <Flex wrap gap={4} style={{ marginTop: 4 }}>
          {areas.shown.length === 0 ? (
            <Typography.Text type="secondary">None listed</Typography.Text>
          ) : (
            areas.shown.map((area) => (
              <Tag key={area} color="blue">
                {area}
              </Tag>
            ))
          )}
          {areas.more > 0 && <Tag>+{areas.more} more</Tag>}
        </Flex>
      </div>
      {onShowNetwork && (
        <Flex wrap gap={8} align="center">
          <Button icon={<ApartmentOutlined aria-hidden />} onClick={() => onShowNetwork(node.id)}>
            Show their network
          </Button>
          <DepthToggle depth={depth} onChange={onDepthChange} />
        </Flex>
      )}
      <Link to={paths.researcher(node.id)}>View Profile</Link>
    </Flex>
  );
}
