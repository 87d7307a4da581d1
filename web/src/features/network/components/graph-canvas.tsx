import { useEffect, useImperativeHandle, useRef, useState, type CSSProperties, type Ref } from 'react';
import { photoAt } from '../../../components/profile-image/photo-sources';
import { useGraphInteraction, type Gesture } from '../hooks/use-graph-interaction';
import type { NetworkConnection, NetworkNode } from '../types';
import { shownNodeRadius } from '../utils/graph-maths';
import { drawScene } from '../utils/graph-renderer';
import type { SimNode } from '../utils/graph-simulation';
import { ImageCache } from '../utils/image-cache';
import { createLayoutEngine, type LayoutEngine } from '../utils/layout-engine';
import { NodeSprites } from '../utils/node-sprites';
import { IDENTITY_VIEW, centreOn, type ViewTransform } from '../utils/view-transform';

export interface GraphCanvasHandle {
  /** Re-randomises the layout and resets the view (the Reset button). */
  reset(): void;
  /** Puts the view back where it started (the Center View button). */
  centerView(): void;
  /** Moves the view so this researcher is in the middle. */
  focusNode(id: string): void;
}

interface GraphCanvasProps {
  ref?: Ref<GraphCanvasHandle>;
  nodes: readonly NetworkNode[];
  connections: readonly NetworkConnection[];
  /** Logical size: 900x600, or 1200x800 in fullscreen. */
  width: number;
  height: number;
  playing: boolean;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  ariaLabel: string;
  describedBy?: string;
  style?: CSSProperties;
}

/** A flag whose raising also calls `wake` (the draw loop's "something changed"). */
function wakingFlag(wake: () => void): { current: boolean } {
  let value = true;
  return {
    get current() {
      return value;
    },
    set current(next: boolean) {
      value = next;
      if (next) wake();
    },
  };
}

/** Fired on the canvas after each frame it draws. */
const GRAPH_DRAWN_EVENT = 'graphdrawn';
const drawnEvent = new Event(GRAPH_DRAWN_EVENT);

/**
 * The force-directed graph on a canvas. Everything that changes every frame (positions, the view,
 * the pointer gesture, hover) lives in refs and is drawn by one requestAnimationFrame loop, so React
 * renders only when the data, filters, size, play state or selection change. The layout runs in a
 * Web Worker where there is one; it moves while playing and warm and not while a node is held, and
 * the loop draws only when something moved. Once the layout has cooled and nothing else changes,
 * the loop stops asking for frames altogether until something wakes it. How it answers the pointer and keyboard is
 * useGraphInteraction.
 */
export function GraphCanvas({
  ref,
  nodes,
  connections,
  width,
  height,
  playing,
  selectedId,
  onSelect,
  ariaLabel,
  describedBy,
  style,
}: GraphCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const layoutRef = useRef<LayoutEngine | null>(null);
  const imagesRef = useRef<ImageCache | null>(null);
  const spritesRef = useRef<NodeSprites | null>(null);
  const viewRef = useRef<ViewTransform>(IDENTITY_VIEW);
  const gestureRef = useRef<Gesture | null>(null);
  const hoveredRef = useRef<string | null>(null);
  /** The nodes biggest first (who gets a label when space is short), and the list it was made from. */
  const labelOrderRef = useRef<{ from: readonly SimNode[]; order: SimNode[] }>({ from: [], order: [] });
  /** Wakes the draw loop, which sleeps while nothing moves (the page then uses no CPU). */
  const wakeRef = useRef<() => void>(() => undefined);
  const [dirtyRef] = useState(() => wakingFlag(() => wakeRef.current()));
  const playedRef = useRef(playing);
  const liveRef = useRef({ playing, selectedId, width, height, dpr: 1, onSelect });

  useEffect(() => {
    // Play starts the layout again, also once it has come to rest (spec 2: Play/Pause animation).
    if (playing && !playedRef.current) layoutRef.current?.reheat();
    playedRef.current = playing;
    liveRef.current.playing = playing;
    liveRef.current.onSelect = onSelect;
    liveRef.current.selectedId = selectedId;
    dirtyRef.current = true;
  }, [playing, onSelect, selectedId, dirtyRef]);

  // Declared first so the effects below always find it (also when StrictMode remounts).
  useEffect(() => {
    const layout = createLayoutEngine(liveRef.current.width, liveRef.current.height);
    layout.onUpdate = () => wakeRef.current();
    layoutRef.current = layout;
    return () => {
      layout.dispose();
      if (layoutRef.current === layout) layoutRef.current = null;
    };
  }, []);

  useEffect(() => {
    const layout = layoutRef.current;
    if (!layout) return;
    const inputs = nodes.map((node) => ({
      id: node.id,
      node,
      radius: shownNodeRadius(node.connections.total),
    }));
    layout.setGraph(inputs, connections);
    dirtyRef.current = true;
  }, [nodes, connections, dirtyRef]);

  // The backing store follows the logical size and the device pixel ratio (sharp on high-DPI screens).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const dpr = window.devicePixelRatio || 1;
      liveRef.current = { ...liveRef.current, width, height, dpr };
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      dirtyRef.current = true;
    };
    layoutRef.current?.resize(width, height);
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [width, height, dirtyRef]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const images = () =>
      (imagesRef.current ??= new ImageCache(() => {
        dirtyRef.current = true;
      }));
    let frameId = 0;
    const frame = () => {
      frameId = 0;
      const live = liveRef.current;
      const layout = layoutRef.current;
      if (!layout) return;
      layout.setRunning(live.playing && gestureRef.current?.kind !== 'node');
      layout.setView(viewRef.current, live.width, live.height, live.dpr);
      layout.setSelected(live.selectedId);
      const moved = layout.advance();
      // The next frame comes while the layout moves here; positions from its workers wake the loop
      // as they arrive, and anything else that changes the picture sets dirtyRef.
      if (moved) wake();
      if (!moved && !dirtyRef.current) return;
      // Nothing placed yet (the workers' first positions are on their way): their arrival draws.
      if (layout.nodes[0] && layout.nodes[0].x === undefined) return;
      dirtyRef.current = false;
      if (labelOrderRef.current.from !== layout.nodes) {
        labelOrderRef.current = {
          from: layout.nodes,
          order: [...layout.nodes].sort((a, b) => b.radius - a.radius),
        };
      }
      drawScene(ctx, {
        width: live.width,
        height: live.height,
        dpr: live.dpr,
        view: viewRef.current,
        nodes: layout.nodes,
        linksByType: layout.linksByType,
        labelOrder: labelOrderRef.current.order,
        selectedId: live.selectedId,
        hoveredId: hoveredRef.current,
        // Nodes are drawn about 30 px across: the smallest size of a photo covers them.
        image: (url) => images().get(photoAt(url, 64)),
        sprite: (r) => (spritesRef.current ??= new NodeSprites()).get(r),
        edgeLayer: layout.edgeLayer,
      });
      // Lets a frame-rate measurement count the frames actually drawn (bench/web-network-fps).
      canvas.dispatchEvent(drawnEvent);
    };
    const wake = () => {
      if (!frameId) frameId = requestAnimationFrame(frame);
    };
    wakeRef.current = wake;
    wake();

    return () => {
      cancelAnimationFrame(frameId);
      wakeRef.current = () => undefined;
    };
  }, [dirtyRef]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        layoutRef.current?.randomise();
        viewRef.current = IDENTITY_VIEW;
        dirtyRef.current = true;
      },
      centerView() {
        viewRef.current = IDENTITY_VIEW;
        dirtyRef.current = true;
      },
      focusNode(id: string) {
        const n = layoutRef.current?.find(id);
        if (!n || n.x === undefined || n.y === undefined) return;
        viewRef.current = centreOn(viewRef.current, n.x, n.y, liveRef.current.width, liveRef.current.height);
        dirtyRef.current = true;
      },
    }),
    [dirtyRef],
  );

  const interaction = useGraphInteraction({
    canvasRef,
    layoutRef,
    viewRef,
    gestureRef,
    hoveredRef,
    dirtyRef,
    liveRef,
  });

  return (
    <canvas
      ref={canvasRef}
      // The graph is a keyboard-operated widget (useGraphInteraction's onKeyDown), which is what role="application" says.
      // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
      role="application"
      aria-roledescription="network graph"
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      tabIndex={0}
      data-testid="network-canvas"
      {...interaction}
      style={{
        display: 'block',
        width: '100%',
        maxWidth: width,
        aspectRatio: `${width} / ${height}`,
        height: 'auto',
        background: '#ffffff',
        border: '1px solid #e5e7eb',
        borderRadius: 8,
        touchAction: 'none',
        cursor: 'grab',
        ...style,
      }}
    />
  );
}
