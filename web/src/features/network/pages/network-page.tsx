import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Skeleton, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { QueryState, type QueryStatus } from '../../../components/query-state/query-state';
import { useSignInAgainOn } from '../../../components/session/use-sign-in-again';
import { useSession } from '../../../lib/session';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNetworkConnections } from '../../../api/networking/get-network-connections';
import { useNetworkNodes } from '../../../api/networking/get-network-nodes';
import { useNetworkStatistics } from '../../../api/networking/get-network-statistics';
import { GraphCanvas, type GraphCanvasHandle } from '../components/graph-canvas';
import { GraphStatisticsPanel } from '../components/graph-statistics-panel';
import { GraphToolbar } from '../components/graph-toolbar';
import { DepthToggle, NodeDetailsPanel } from '../components/node-details-panel';
import { ResearcherList } from '../components/researcher-list';
import type { NetworkConnection, NetworkNode } from '../types';
import { shownConnections } from '../utils/graph-filters';
import { linksIn, networkSummary } from '../utils/graph-maths';
import {
  NARROW_LIMIT,
  WIDE_LIMIT,
  networkQuery,
  paramsOfView,
  viewFromParams,
  type FocusDepth,
  type NetworkView,
} from '../utils/network-view';

/** Canvas sizes of spec 2 section 9. */
const CANVAS_SIZE = { width: 900, height: 600 };
const FULLSCREEN_CANVAS_SIZE = { width: 1200, height: 800 };
/** Below this width (CSS pixels) the canvas is drawn at the width it has, taller than wide. */
const NARROW_WIDTH = 600;

const noNodes: NetworkNode[] = [];
const noConnections: NetworkConnection[] = [];

/** Set on the history entry a "Show their network" pushed, so Back can go back to where it came from. */
interface NetworkHistoryState {
  networkBack?: boolean;
}

/**
 * The canvas's logical size: the spec's 900x600 (1200x800 in fullscreen, scaled down to fit the
 * window); on a narrow screen the room it has (taller than wide; in fullscreen all of it), so a
 * node and a label are as big on a phone as anywhere.
 */
function useCanvasSize(element: HTMLElement | null, fullscreen: boolean) {
  const [room, setRoom] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      const height = Math.floor(entry?.contentRect.height ?? 0);
      setRoom(width > 0 && width < NARROW_WIDTH ? { width, height } : null);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  if (!room) return fullscreen ? FULLSCREEN_CANVAS_SIZE : CANVAS_SIZE;
  if (fullscreen && room.height > 0) return room;
  return { width: room.width, height: Math.round(Math.min(room.width * 1.5, window.innerHeight * 0.75)) };
}

/** /network-visualization: the researchers and their connections as a force-directed graph. */
export default function NetworkPage() {
  const { isAuthenticated } = useSession();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => viewFromParams(params), [params]);
  // A phone asks for fewer researchers: more would not be legible on its screen.
  const [limit] = useState(() => (window.innerWidth < NARROW_WIDTH ? NARROW_LIMIT : WIDE_LIMIT));
  const query = useMemo(() => networkQuery(view, limit), [view, limit]);
  const nodesQuery = useNetworkNodes(query, isAuthenticated);
  const connectionsQuery = useNetworkConnections(query, isAuthenticated);
  const statisticsQuery = useNetworkStatistics(isAuthenticated);
  useSignInAgainOn(nodesQuery.error ?? connectionsQuery.error ?? statisticsQuery.error);

  /** Moves to another view: pushed (Back returns) when exploring from a person, else in place. */
  const changeView = useCallback(
    (change: Partial<NetworkView>, how: { push?: boolean } = {}) => {
      const next = paramsOfView({ ...view, ...change });
      const state: NetworkHistoryState | null = how.push
        ? { networkBack: true }
        : (location.state as NetworkHistoryState | null);
      setParams(next, { replace: !how.push, state });
    },
    [view, location.state, setParams],
  );

  // The search box asks the server once typing pauses; Back and links bring their own search.
  const [searchText, setSearchText] = useState(view.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const searchSent = useRef(debouncedSearch);
  useEffect(() => {
    if (searchSent.current === debouncedSearch) return;
    searchSent.current = debouncedSearch;
    if (debouncedSearch === view.search) return;
    // A search finds anyone in the network, so it leaves a person's network (Back returns to it).
    changeView({ search: debouncedSearch, focus: null }, { push: view.focus !== null });
  }, [debouncedSearch, view.search, view.focus, changeView]);
  const [searchInView, setSearchInView] = useState(view.search);
  if (searchInView !== view.search) {
    setSearchInView(view.search);
    if (view.search !== debouncedSearch) setSearchText(view.search);
  }

  const [playing, setPlaying] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(view.focus);
  const [depthChoice, setDepthChoice] = useState<FocusDepth>(2);
  const canvas = useRef<GraphCanvasHandle>(null);
  // A state, not a ref: the box appears once the graph has loaded, and the size follows it then.
  const [canvasBox, setCanvasBox] = useState<HTMLDivElement | null>(null);
  const size = useCanvasSize(canvasBox, fullscreen);

  const nodes = nodesQuery.data ?? noNodes;
  const connections = connectionsQuery.data ?? noConnections;
  const nodesById = useMemo(() => new Map(nodes.map((n) => [n.id, n])), [nodes]);
  const tickedTypes = useMemo(() => new Set(view.types), [view.types]);
  const shown = useMemo(
    () => shownConnections(nodes, connections, tickedTypes),
    [nodes, connections, tickedTypes],
  );
  const selected = selectedId ? (nodesById.get(selectedId) ?? null) : null;
  const focused = view.focus ? (nodesById.get(view.focus) ?? null) : null;
  const stats = statisticsQuery.data;
  const whole = stats
    ? {
        researchers: stats.researchers,
        connections: view.types.reduce(
          (sum, t) => sum + (stats.byType[t as keyof typeof stats.byType] ?? 0),
          0,
        ),
      }
    : null;
  const shownLinks = useMemo(() => linksIn(shown), [shown]);
  const summary = networkSummary({ researchers: nodes.length, connections: shownLinks }, whole);
  const updating = nodesQuery.isPlaceholderData || connectionsQuery.isPlaceholderData;
  const narrowed = view.search.trim() !== '' || view.filter !== 'all' || view.focus !== null;

  const selectFromList = useCallback((id: string) => {
    setSelectedId(id);
    canvas.current?.focusNode(id);
  }, []);

  const showNetwork = (id: string) => {
    setSelectedId(id);
    // A person's network has no search: empty the box too, so that a search typed a moment ago and
    // not yet sent cannot be sent after this and leave the network just shown.
    setSearchText('');
    changeView({ focus: id, depth: depthChoice, search: '' }, { push: true });
  };
  const back = () => {
    if ((location.state as NetworkHistoryState | null)?.networkBack) navigate(-1);
    else changeView({ focus: null });
  };

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

  // Fullscreen fills the window: the canvas takes the room left below the toolbar, at 1200x800 or
  // scaled down to fit it (a size container: 100cqw by 100cqh is that room).
  const canvasColumn: CSSProperties = fullscreen
    ? { flex: '1 1 auto', height: '100%', containerType: 'size', position: 'relative', width: '100%' }
    : { flex: `0 1 ${size.width}px`, minWidth: 0, position: 'relative', width: '100%' };

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
        <Flex
          wrap={!fullscreen}
          gap={16}
          align="flex-start"
          style={fullscreen ? { height: '100%' } : undefined}
        >
          <div ref={setCanvasBox} style={canvasColumn} aria-busy={updating}>
            <GraphCanvas
              ref={canvas}
              nodes={nodes}
              connections={shown}
              width={size.width}
              height={size.height}
              playing={playing}
              selectedId={selectedId}
              onSelect={setSelectedId}
              ariaLabel={`Network graph: ${summary.toLowerCase()}`}
              describedBy="network-canvas-help"
              style={
                fullscreen
                  ? { width: `min(100cqw, ${size.width / size.height} * 100cqh)`, margin: '0 auto' }
                  : undefined
              }
            />
            {nodes.length === 0 && (
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
                    narrowed
                      ? 'No researchers match your search and filters'
                      : 'No researchers in the network yet'
                  }
                />
              </div>
            )}
            <Typography.Paragraph
              id="network-canvas-help"
              type="secondary"
              className={fullscreen ? 'visually-hidden' : undefined}
              style={{ marginTop: 8, marginBottom: 0 }}
            >
              Drag a researcher to move them, drag empty space to pan, scroll or pinch to zoom. With the graph
              focused: arrow keys pan, + and − zoom, Escape clears the selection.
            </Typography.Paragraph>
          </div>
          {!fullscreen && (
            <Flex vertical gap={16} style={{ flex: '1 1 240px', minWidth: 0 }}>
              <NodeDetailsPanel
                node={selected}
                depth={depthChoice}
                onDepthChange={setDepthChoice}
                onShowNetwork={selected && selected.id !== view.focus ? showNetwork : undefined}
              />
              <GraphStatisticsPanel stats={stats} failed={statisticsQuery.isError} />
              <ResearcherList nodes={nodes} selectedId={selectedId} onSelect={selectFromList} />
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
          ? { position: 'fixed', inset: 0, zIndex: 1000, background: '#fff', padding: 16, overflow: 'hidden' }
          : undefined
      }
    >
      <Flex vertical gap={16} style={fullscreen ? { height: '100%' } : undefined}>
        <header>
          <h1 id="network-heading" style={{ margin: 0, fontSize: 24 }}>
            Network Visualisation
          </h1>
          {!graphQuery.isPending && !graphQuery.error && (
            <Flex wrap gap={8} align="center">
              <Typography.Text type="secondary" aria-live="polite" data-testid="network-summary">
                {summary}
              </Typography.Text>
              {updating && <Spin size="small" aria-label="Updating the network" />}
            </Flex>
          )}
        </header>
        <Card size="small">
          <GraphToolbar
            search={searchText}
            onSearchChange={setSearchText}
            filter={view.filter}
            onFilterChange={(filter) => changeView({ filter })}
            edgeTypes={view.types}
            onEdgeTypesChange={(types) => changeView({ types })}
            playing={playing}
            onTogglePlaying={() => setPlaying((p) => !p)}
            onReset={() => canvas.current?.reset()}
            onCenterView={() => canvas.current?.centerView()}
            fullscreen={fullscreen}
            onToggleFullscreen={() => setFullscreen((f) => !f)}
          />
          {view.focus && (
            <Flex wrap gap={8} align="center" style={{ marginTop: 12 }} data-testid="network-focus">
              <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
                Back
              </Button>
              <Typography.Text strong>
                {focused ? `${focused.name}'s network` : 'Their network'}
              </Typography.Text>
              <DepthToggle depth={view.depth} onChange={(depth) => changeView({ depth })} />
            </Flex>
          )}
        </Card>
        <div style={fullscreen ? { flex: '1 1 auto', minHeight: 0 } : undefined}>{body}</div>
      </Flex>
    </section>
  );
}
