import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { QueryState, type QueryStatus } from '../../../components/query-state/query-state';
import { useSignInAgainOn } from '../../../components/session/use-sign-in-again';
import { useSession } from '../../../lib/session';
import { useNetworkConnections } from '../api/get-network-connections';
import { useNetworkNodes } from '../api/get-network-nodes';
import { GraphCanvas, type GraphCanvasHandle } from '../components/graph-canvas';
import { GraphStatisticsPanel } from '../components/graph-statistics-panel';
import { GraphToolbar } from '../components/graph-toolbar';
import { NodeDetailsPanel } from '../components/node-details-panel';
import { ResearcherList } from '../components/researcher-list';
import { CONNECTION_TYPES, type NetworkConnection, type NetworkNode, type NodeFilter } from '../types';
import { connectionCounts, countsFor, networkStatistics } from '../utils/graph-maths';
import { shownGraph } from '../utils/graph-filters';

/** Canvas sizes of spec 2 section 9. */
const CANVAS_SIZE = { width: 900, height: 600 };
const FULLSCREEN_CANVAS_SIZE = { width: 1200, height: 800 };

const noNodes: NetworkNode[] = [];

function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-AU')} ${word}${count === 1 ? '' : 's'}`;
}
const noConnections: NetworkConnection[] = [];

/** /network-visualization: the researchers and their connections as a force-directed graph. */
export default function ResearchGraphPage() {
  const { isAuthenticated } = useSession();
  const nodesQuery = useNetworkNodes(isAuthenticated);
  const connectionsQuery = useNetworkConnections(isAuthenticated);
  useSignInAgainOn(nodesQuery.error ?? connectionsQuery.error);

  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<NodeFilter>('all');
  const [edgeTypes, setEdgeTypes] = useState<string[]>([...CONNECTION_TYPES]);
  const [playing, setPlaying] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const canvas = useRef<GraphCanvasHandle>(null);
  // Typing stays responsive while the graph catches up with the search.
  const deferredSearch = useDeferredValue(search);

  const nodes = nodesQuery.data ?? noNodes;
  const connections = connectionsQuery.data ?? noConnections;
  const counts = useMemo(() => connectionCounts(connections), [connections]);
  const nodesById = useMemo(() => new Map(nodes.map((n) => [n.id, n])), [nodes]);
  const edgeTypeSet = useMemo(() => new Set(edgeTypes), [edgeTypes]);
  const shown = useMemo(
    () => shownGraph(nodes, connections, counts, { search: deferredSearch, filter, edgeTypes: edgeTypeSet }),
    [nodes, connections, counts, deferredSearch, filter, edgeTypeSet],
  );
  const stats = networkStatistics(shown.nodes.length, shown.connections.length);
  const selected = selectedId ? (nodesById.get(selectedId) ?? null) : null;

  const selectFromList = useCallback((id: string) => {
    setSelectedId(id);
    canvas.current?.focusNode(id);
  }, []);

  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) setFullscreen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullscreen]);

  // The researchers and their connections load, fail and load again together.
  const graphQuery: QueryStatus<unknown> = {
    isPending: nodesQuery.isPending || connectionsQuery.isPending,
    error: nodesQuery.error ?? connectionsQuery.error,
    data: nodesQuery.data && connectionsQuery.data ? [nodesQuery.data, connectionsQuery.data] : undefined,
    refetch: () => {
      void nodesQuery.refetch();
      void connectionsQuery.refetch();
    },
  };
  const size = fullscreen ? FULLSCREEN_CANVAS_SIZE : CANVAS_SIZE;
  const summary = `Showing ${plural(stats.researchers, 'researcher')} and ${plural(stats.connections, 'connection')}`;

  const body = (
    <QueryState
      query={graphQuery}
      loadingLabel="Loading the research network"
      placeholder={
        <Skeleton.Node active style={{ width: '100%', maxWidth: CANVAS_SIZE.width, height: 400 }} />
      }
      errorTitle="Failed to load the research network"
      retryLabel="Try again"
    >
      {() => (
        <Flex wrap gap={16} align="flex-start">
          <div style={{ flex: `0 1 ${size.width}px`, minWidth: 0, position: 'relative', width: '100%' }}>
            <GraphCanvas
              ref={canvas}
              nodes={shown.nodes}
              connections={shown.connections}
              counts={counts}
              width={size.width}
              height={size.height}
              playing={playing}
              selectedId={selectedId}
              onSelect={setSelectedId}
              ariaLabel={`Network graph: ${summary.toLowerCase()}`}
              describedBy="network-canvas-help"
              style={
                fullscreen ? { maxWidth: `min(${size.width}px, calc((100vh - 190px) * 1.5))` } : undefined
              }
            />
            {shown.nodes.length === 0 && (
              <div
                style={{
                  position: 'absolute',
                  inset: 0,
                  display: 'grid',
                  placeItems: 'center',
                  pointerEvents: 'none',
                }}
              >
                <Empty
                  description={
                    nodes.length === 0
                      ? 'No researchers in the network yet'
                      : 'No researchers match your search and filters'
                  }
                />
              </div>
            )}
            <Typography.Paragraph
              id="network-canvas-help"
              type="secondary"
              style={{ marginTop: 8, marginBottom: 0 }}
            >
              Drag a researcher to move them, drag empty space to pan, scroll to zoom. With the graph focused:
              arrow keys pan, + and − zoom, Escape clears the selection.
            </Typography.Paragraph>
          </div>
          {!fullscreen && (
            <Flex vertical gap={16} style={{ flex: '1 1 240px', minWidth: 0 }}>
              <NodeDetailsPanel node={selected} counts={countsFor(counts, selectedId ?? '')} />
              <GraphStatisticsPanel stats={stats} />
              <ResearcherList
                nodes={shown.nodes}
                counts={counts}
                selectedId={selectedId}
                onSelect={selectFromList}
              />
            </Flex>
          )}
        </Flex>
      )}
    </QueryState>
  );

  return (
    <section
      aria-labelledby="network-heading"
      style={
        fullscreen
          ? { position: 'fixed', inset: 0, zIndex: 1000, background: '#fff', padding: 16, overflow: 'auto' }
          : undefined
      }
    >
      <Flex vertical gap={16}>
        <header>
          <h1 id="network-heading" style={{ margin: 0, fontSize: 24 }}>
            Network Visualisation
          </h1>
          {!graphQuery.isPending && !graphQuery.error && (
            <Typography.Text type="secondary" aria-live="polite" data-testid="network-summary">
              {summary}
            </Typography.Text>
          )}
        </header>
        <Card size="small">
          <GraphToolbar
            search={search}
            onSearchChange={setSearch}
            filter={filter}
            onFilterChange={setFilter}
            edgeTypes={edgeTypes}
            onEdgeTypesChange={setEdgeTypes}
            playing={playing}
            onTogglePlaying={() => setPlaying((p) => !p)}
            onReset={() => canvas.current?.reset()}
            onCenterView={() => canvas.current?.centerView()}
            fullscreen={fullscreen}
            onToggleFullscreen={() => setFullscreen((f) => !f)}
          />
        </Card>
        {body}
      </Flex>
    </section>
  );
}
