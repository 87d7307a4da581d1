import { Card } from 'antd';
import { Fact, FactList } from './fact-list';
import { formatAverage, formatDensity, type NetworkStatistics } from '../utils/graph-maths';

/** Spec 2 section 2, "Network Statistics panel", over the researchers and connections shown. */
export function GraphStatisticsPanel({ stats }: { stats: NetworkStatistics }) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Network Statistics</h2>} size="small">
      <FactList>
        <Fact label="Total Researchers">{stats.researchers.toLocaleString('en-AU')}</Fact>
        <Fact label="Total Connections">{stats.connections.toLocaleString('en-AU')}</Fact>
        <Fact label="Average Connections">{formatAverage(stats.averageConnections)}</Fact>
        <Fact label="Density">{formatDensity(stats.densityPercent)}</Fact>
      </FactList>
    </Card>
  );
}
