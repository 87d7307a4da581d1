import type { NetworkConnection } from '../types';
import {
  BOUNDS_MARGIN,
  GraphSimulation,
  REHEAT_ALPHA,
  buildLinks,
  type GraphInput,
  type SimLink,
  type SimNode,
} from './graph-simulation';
import type { EdgeLayer } from './graph-renderer';
import { isForDrawing, type ConnectMessage, type LayoutPositions, type ToLayout } from './layout-protocol';
import type { ViewTransform } from './view-transform';

/**
 * Where node positions come from, as the canvas sees it. The canvas calls `advance()` once per
 * animation frame and redraws when it answers true.
 */
export interface LayoutEngine {
  readonly nodes: readonly SimNode[];
  readonly linksByType: ReadonlyMap<string, readonly SimLink[]>;
  setGraph(inputs: readonly GraphInput[], connections: readonly NetworkConnection[]): void;
  /** Whether the layout may move (playing and no node held). */
  setRunning(running: boolean): void;
  /** Takes the next positions; true when any node moved. */
  advance(): boolean;
  randomise(): void;
  /** Warms a layout that has come to rest so it moves again (Play). */
  reheat(): void;
  /** Called when positions arrive from elsewhere (the workers), for the canvas to draw them. */
  onUpdate: (() => void) | null;
  resize(width: number, height: number): void;
  /** Holds a node at a point while it is dragged. */
  pin(node: SimNode, x: number, y: number): void;
  /** Lets a node go; `reheat` when it was moved, so its neighbours follow. */
  unpin(node: SimNode, reheat: boolean): void;
  find(id: string): SimNode | undefined;
  /** Where the canvas looks, for layouts that draw the connections themselves. */
  setView(view: ViewTransform, width: number, height: number, dpr: number): void;
  /** Who is selected, for layouts that draw the selected researcher's connections themselves. */
  setSelected(id: string | null): void;
  /** The connections (maybe with the nodes) drawn for the current positions, or null when the page must draw them. */
  readonly edgeLayer: EdgeLayer | null;
  dispose(): void;
}

/** The layout on the main thread: used where there are no workers (tests) or the worker fails. */
export class InlineLayout implements LayoutEngine {
  private readonly sim: GraphSimulation;
  private running = true;

  constructor(width: number, height: number, random?: () => number) {
    this.sim = new GraphSimulation(width, height, random);
  }

  get nodes() {
    return this.sim.nodes;
  }
  get linksByType() {
    return this.sim.linksByType;
  }
  setGraph(inputs: readonly GraphInput[], connections: readonly NetworkConnection[]): void {
    this.sim.setGraph(inputs, connections);
  }
  setRunning(running: boolean): void {
    this.running = running;
  }
  advance(): boolean {
    return this.running ? this.sim.step() : false;
  }
  randomise(): void {
    this.sim.randomise();
  }
  reheat(): void {
    this.sim.reheat(REHEAT_ALPHA);
  }
  /** Never called: the layout moves only when the canvas advances it. */
  onUpdate: (() => void) | null = null;
  resize(width: number, height: number): void {
    this.sim.resize(width, height);
  }
  pin(node: SimNode, x: number, y: number): void {
    this.sim.pin(node, x, y);
  }
  unpin(node: SimNode, reheat: boolean): void {
    this.sim.unpin(node);
    if (reheat) this.sim.reheat(REHEAT_ALPHA);
  }
  find(id: string): SimNode | undefined {
    return this.sim.find(id);
  }
  setView(): void {}
  setSelected(): void {}
  readonly edgeLayer = null;
  dispose(): void {}
}

/** What WorkerLayout needs of a Worker. */
export interface WorkerLike {
  postMessage(message: ToLayout): void;
  onmessage: ((event: MessageEvent<LayoutPositions>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/**
 * The layout in Web Workers (layoutWorkers): the main thread keeps the nodes (for drawing and hit
 * testing) and copies in the workers' latest positions once per frame. A dragged node follows the
 * pointer here at once and is never overwritten by positions still in flight. Should a worker
 * fail, the layout carries on inline from where it was.
 */
export class WorkerLayout implements LayoutEngine {
  private shownNodes: SimNode[] = [];
  private shownLinks = new Map<string, SimLink[]>();
  private readonly known = new Map<string, SimNode>();
  private shown = new Map<string, SimNode>();
  private version = 0;
  private latest: LayoutPositions | null = null;
  private layer: EdgeLayer | null = null;
  private sentView = '';
  private sentSelection: string | null = null;
  private held: SimNode | null = null;
  private running = true;
  private fallback: InlineLayout | null = null;
  onUpdate: (() => void) | null = null;
  private lastGraph: { inputs: readonly GraphInput[]; connections: readonly NetworkConnection[] } | null =
    null;

  constructor(
    private readonly worker: WorkerLike,
    private width: number,
    private height: number,
  ) {
    worker.onmessage = (event) => {
      const message = event.data;
      if (message.type !== 'positions') return;
      if (message.version !== this.version) return message.edges?.close();
      // Only the newest positions matter; a picture never shown is let go at once.
      this.latest?.edges?.close();
      this.latest = message;
      this.onUpdate?.();
    };
    worker.onerror = () => this.fallBack();
    worker.postMessage({ type: 'init', width, height });
  }

  get nodes(): readonly SimNode[] {
    return this.fallback ? this.fallback.nodes : this.shownNodes;
  }

  get linksByType(): ReadonlyMap<string, readonly SimLink[]> {
    return this.fallback ? this.fallback.linksByType : this.shownLinks;
  }

  setGraph(inputs: readonly GraphInput[], connections: readonly NetworkConnection[]): void {
    this.lastGraph = { inputs, connections };
    if (this.fallback) return this.fallback.setGraph(inputs, connections);
    this.version += 1;
    this.latest?.edges?.close();
    this.latest = null;
    // The old picture shows connections that may be gone: the page draws them until a new one comes.
    this.dropLayer();
    this.shownNodes = inputs.map(({ id, node, radius }) => {
      let n = this.known.get(id);
      if (!n) this.known.set(id, (n = { id, node, radius }));
      n.node = node;
      n.radius = radius;
      return n;
    });
    this.shown = new Map(this.shownNodes.map((n) => [n.id, n]));
    const { links, linksByType } = buildLinks(this.shown, connections);
    this.shownLinks = linksByType;
    const index = new Map(this.shownNodes.map((n, i) => [n.id, i]));
    const typeNames = [...linksByType.keys()];
    const typeIndex = new Map(typeNames.map((t, i) => [t, i]));
    this.worker.postMessage({
      type: 'graph',
      version: this.version,
      ids: this.shownNodes.map((n) => n.id),
      radii: Float32Array.from(this.shownNodes, (n) => n.radius),
      sources: Int32Array.from(links, (l) => index.get(l.source.id)!),
      targets: Int32Array.from(links, (l) => index.get(l.target.id)!),
      strengths: Float32Array.from(links, (l) => l.strength),
      types: Uint8Array.from(links, (l) => typeIndex.get(l.type)!),
      typeNames,
    });
  }

  setRunning(running: boolean): void {
    if (this.fallback) return this.fallback.setRunning(running);
    if (running === this.running) return;
    this.running = running;
    this.worker.postMessage({ type: 'run', running });
  }

  advance(): boolean {
    if (this.fallback) return this.fallback.advance();
    const message = this.latest;
    if (!message || message.xy.length !== this.shownNodes.length * 2) return false;
    this.latest = null;
    const { xy } = message;
    this.shownNodes.forEach((n, i) => {
      if (n === this.held) return;
      n.x = xy[i * 2]!;
      n.y = xy[i * 2 + 1]!;
    });
    this.dropLayer();
    if (message.edges && message.view)
      this.layer = {
        image: message.edges,
        view: message.view,
        scale: message.scale ?? 1,
        withNodes: message.withNodes ?? false,
      };
    return true;
  }

  get edgeLayer(): EdgeLayer | null {
    return this.fallback ? null : this.layer;
  }

  setView(view: ViewTransform, width: number, height: number, dpr: number): void {
    if (this.fallback) return;
    const key = `${view.x},${view.y},${view.k},${width},${height},${dpr}`;
    if (key === this.sentView) return;
    this.sentView = key;
    this.worker.postMessage({ type: 'view', view, width, height, dpr });
  }

  setSelected(id: string | null): void {
    if (this.fallback || id === this.sentSelection) return;
    this.sentSelection = id;
    this.worker.postMessage({ type: 'select', id });
  }

  randomise(): void {
    if (this.fallback) return this.fallback.randomise();
    this.worker.postMessage({ type: 'randomise' });
  }

  reheat(): void {
    if (this.fallback) return this.fallback.reheat();
    this.worker.postMessage({ type: 'reheat' });
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    if (this.fallback) return this.fallback.resize(width, height);
    this.worker.postMessage({ type: 'resize', width, height });
  }

  pin(node: SimNode, x: number, y: number): void {
    if (this.fallback) return this.fallback.pin(node, x, y);
    const m = BOUNDS_MARGIN;
    node.x = Math.min(this.width - m, Math.max(m, x));
    node.y = Math.min(this.height - m, Math.max(m, y));
    this.held = node;
    this.worker.postMessage({ type: 'pin', id: node.id, x: node.x, y: node.y });
  }

  unpin(node: SimNode, reheat: boolean): void {
    if (this.fallback) return this.fallback.unpin(node, reheat);
    this.held = null;
    this.worker.postMessage({ type: 'unpin', id: node.id, reheat });
  }

  find(id: string): SimNode | undefined {
    return this.fallback ? this.fallback.find(id) : this.shown.get(id);
  }

  dispose(): void {
    this.worker.terminate();
    this.dropLayer();
  }

  private dropLayer(): void {
    const image = this.layer?.image as ImageBitmap | undefined;
    image?.close?.();
    this.layer = null;
  }

  private fallBack(): void {
    if (this.fallback) return;
    this.worker.terminate();
    this.dropLayer();
    const inline = new InlineLayout(this.width, this.height);
    if (this.lastGraph) {
      // Keep the positions the worker had reached.
      const placed = new Map(this.shownNodes.map((n) => [n.id, { x: n.x, y: n.y }]));
      inline.setGraph(this.lastGraph.inputs, this.lastGraph.connections);
      for (const n of inline.nodes) Object.assign(n, placed.get(n.id) ?? {});
    }
    inline.setRunning(this.running);
    this.fallback = inline;
  }
}

/**
 * The layout and the drawing of its frames on two worker threads, as one WorkerLike: the layout
 * hands its positions to the drawing through a channel of their own and works out the next step
 * while the drawing draws the last, so on two cores a frame costs the longer of the two, not their
 * sum. The view and the selection go to the drawing, everything else to the layout.
 */
function layoutWorkers(): WorkerLike {
  const stepping = new Worker(new URL('./layout.worker.ts', import.meta.url), {
    type: 'module',
    name: 'network-layout',
  });
  let drawing: Worker;
  try {
    drawing = new Worker(new URL('./drawing.worker.ts', import.meta.url), {
      type: 'module',
      name: 'network-drawing',
    });
  } catch (error) {
    stepping.terminate();
    throw error;
  }
  const { port1, port2 } = new MessageChannel();
  stepping.postMessage({ type: 'connect', port: port1 } satisfies ConnectMessage, [port1]);
  drawing.postMessage({ type: 'connect', port: port2 } satisfies ConnectMessage, [port2]);
  const workers: WorkerLike = {
    postMessage: (message) => (isForDrawing(message) ? drawing : stepping).postMessage(message),
    onmessage: null,
    onerror: null,
    terminate: () => {
      stepping.terminate();
      drawing.terminate();
    },
  };
  drawing.onmessage = (event: MessageEvent<LayoutPositions>) => workers.onmessage?.(event);
  stepping.onerror = drawing.onerror = (event) => workers.onerror?.(event);
  return workers;
}

/** The layout in workers where the browser has them, else on the main thread. */
export function createLayoutEngine(width: number, height: number): LayoutEngine {
  if (typeof Worker === 'undefined') return new InlineLayout(width, height);
  try {
    return new WorkerLayout(layoutWorkers(), width, height);
  } catch {
    return new InlineLayout(width, height);
  }
}
