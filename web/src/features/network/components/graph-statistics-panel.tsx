import { Card, Typography } from 'antd';
import type { NetworkStatistics } from '@app/contracts/networking/http';
import { Fact, FactList } from './fact-list';
import { formatAverage, formatDensity } from '../utils/graph-maths';

/**
 * Spec 2 section 2, "Network Statistics panel", of the whole network (counted on the server by the
 * spec's formulas), whatever part of it is drawn.
 */
export function GraphStatisticsPanel({
  stats,
  failed,
}: {
  stats: NetworkStatistics | undefined;
  failed: boolean;
}) {
  const figure = (value: (s: NetworkStatistics) => string) => (stats ? value(stats) : '…');
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Network Statistics</h2>} size="small">
      {failed && !stats ? (
        <Typography.Text type="secondary">The network's figures could not be loaded.</Typography.Text>
      ) : (
        <FactList>
          <Fact label="Total Researchers">{figure((s) => s.researchers.toLocaleString('en-AU'))}</Fact>
          <Fact label="Total Connections">{figure((s) => s.connections.toLocaleString('en-AU'))}</Fact>
          <Fact label="Average Connections">{figure((s) => formatAverage(s.averageConnections))}</Fact>
          <Fact label="Density">{figure((s) => formatDensity(s.density))}</Fact>
        </FactList>
      )}
    </Card>
  );
}
