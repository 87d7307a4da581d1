import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { NetworkNode } from '../types';
import { Fact, FactList } from './fact-list';
import { EDGE_COLOURS } from '../utils/edge-style';
import { formatPublications, researchAreasPreview, type ConnectionCounts } from '../utils/graph-maths';

interface NodeDetailsPanelProps {
  node: NetworkNode | null;
  counts: ConnectionCounts;
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

/** The selected researcher (spec 2 section 2, "Node Details panel"). */
export function NodeDetailsPanel({ node, counts }: NodeDetailsPanelProps) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Node Details</h2>} size="small">
      <div aria-live="polite">
        {node ? (
          <Details node={node} counts={counts} />
        ) : (
          <Typography.Text type="secondary">Click on a node to view details</Typography.Text>
        )}
      </div>
    </Card>
  );
}

function Details({ node, counts }: { node: NetworkNode; counts: ConnectionCounts }) {
  const areas = researchAreasPreview(node.researchInterests);
  return (
    <Flex vertical gap={8}>
      <div>
        <h3 style={{ margin: 0, fontSize: 15 }} data-testid="node-details-name">
          {node.name}
        </h3>
        <Typography.Text type="secondary">{node.institution}</Typography.Text>
      </div>
      <FactList>
        <Fact label="Total Connections">{counts.total}</Fact>
        <Fact
          label={
            <>
              <Swatch colour={EDGE_COLOURS.collaboration} />
              Academic
            </>
          }
        >
          {counts.academic}
        </Fact>
        <Fact
          label={
            <>
              <Swatch colour={EDGE_COLOURS.project_collaboration} />
              Project
            </>
          }
        >
          {counts.project}
        </Fact>
        <Fact
          label={
            <>
              <Swatch colour={EDGE_COLOURS.examination} />
              Examination
            </>
          }
        >
          {counts.examination}
        </Fact>
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
      <Link to={paths.researcher(node.id)}>View Profile</Link>
    </Flex>
  );
}
