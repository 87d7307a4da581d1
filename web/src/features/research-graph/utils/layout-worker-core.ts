import { FINE_EDGE_THRESHOLD, drawEdgeLayer, drawLayer, type LayerContext } from './graph-renderer';
import { GraphSimulation } from './graph-simulation';
import type { LayoutPositions, ToLayout } from './layout-protocol';
import { NodeSprites } from './node-sprites';
import type { ViewTransform } from './view-transform';

/** One layout step per display frame at most: faster would only make the animation rush. */
const FRAME_MS = 16;
/**
 * While the picture moves (the layout running, or the view being panned or zoomed) a dense network
 * (its connections and, where the worker draws them, its nodes) is drawn at this fraction of the
 * resolution, a quarter of the pixels; once it has been still for QUIET_MS it is drawn sharp again.
 */
const MOVING_EDGE_SCALE = 0.5;
const QUIET_MS = 150;

interface Clock {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

const realClock: Clock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => performance.now(),
};

/** What the worker draws on: an OffscreenCanvas, where the browser offers one. */
export interface EdgeCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): LayerContext | null;
  transferToImageBitmap(): ImageBitmap;
}

function offscreenCanvas(width: number, height: number): EdgeCanvas | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  try {
    return new OffscreenCanvas(width, height) as unknown as EdgeCanvas;
  } catch {
    return null;
  }
}

/** Node circles drawn on OffscreenCanvases, where the browser has them. */
function offscreenSprites(): NodeSprites | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  // NodeSprites only sizes the canvas and draws on its 2D context, which OffscreenCanvas has too.
  return new NodeSprites(() => new OffscreenCanvas(1, 1) as unknown as HTMLCanvasElement);
}

/** Entry `i` of one of a graph message's parallel lists (the engine builds them together). */
function entry<T>(list: ArrayLike<T>, i: number): T {
  const value = list[i];
  if (value === undefined) throw new Error(`The graph message has no entry ${i} in a list of ${list.length}`);
  return value;
}

/**
 * The layout as it runs inside the worker: it ticks while running and warm, at most once a frame,
 * and posts the positions after every tick and after anything that moves nodes. Where it can, it
 * also draws the frame for those positions (connections and, with sprites, the node circles: all
 * but the page's pictures, rings and labels; the costliest part of a frame) and sends it as a
 * picture, so the page only has to copy it. Returns the message handler.
 */
export function createLayoutWorker(
  post: (message: LayoutPositions, transfer: Transferable[]) => void,
  clock: Clock = realClock,
  createCanvas: (width: number, height: number) => EdgeCanvas | null = offscreenCanvas,
  sprites: NodeSprites | null = offscreenSprites(),
): (message: ToLayout) => void {
  let sim = new GraphSimulation<null>(900, 600);
  let version = 0;
  let running = true;
  let timer: unknown = undefined;
  let sendPending = false;
  let view: { view: ViewTransform; width: number; height: number; dpr: number } | null = null;
  let canvas: EdgeCanvas | null = null;
  let canDraw = true;
  let lastViewChange = -Infinity;
  /** Whether the last picture of the connections was drawn at full resolution. */
  let sharp = true;
  let polishing = false;
  let selectedId: string | null = null;

  const drawEdges = (
    scale: number,
  ): { edges?: ImageBitmap; view?: ViewTransform; scale?: number; withNodes?: boolean } => {
    if (!view || !canDraw) return {};
    const w = Math.max(1, Math.round(view.width * view.dpr * scale));
    const h = Math.max(1, Math.round(view.height * view.dpr * scale));
    if (!canvas || canvas.width !== w || canvas.height !== h) canvas = createCanvas(w, h);
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) {
      canDraw = false; // the page draws the connections itself
      return {};
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    const dpr = view.dpr * scale;
    if (sprites) {
      drawLayer(ctx, {
        width: view.width,
        height: view.height,
        dpr,
        view: view.view,
        nodes: sim.nodes,
        linksByType: sim.linksByType,
        selectedId,
        sprite: (r) => sprites.get(r),
      });
    } else {
      drawEdgeLayer(ctx, sim.linksByType, view.view, dpr);
    }
    return { edges: canvas.transferToImageBitmap(), view: view.view, scale, withNodes: sprites !== null };
  };

  const send = (scale: number) => {
    sendPending = false;
    const xy = new Float32Array(sim.nodes.length * 2);
    sim.nodes.forEach((n, i) => {
      xy[i * 2] = n.x ?? 0;
      xy[i * 2 + 1] = n.y ?? 0;
    });
    const drawn = drawEdges(scale);
    const transfer: Transferable[] = [xy.buffer];
    if (drawn.edges) transfer.push(drawn.edges);
    post({ type: 'positions', version, xy, ...drawn }, transfer);
  };

  const schedule = (ms: number, polish = false) => {
    timer = clock.setTimeout(loop, ms);
    polishing = polish;
  };

  const loop = () => {
    timer = undefined;
    const started = clock.now();
    const ticking = running && sim.isWarm;
    if (ticking) sim.step();
    const dense = sim.links.length > FINE_EDGE_THRESHOLD;
    const moving = dense && (ticking || started - lastViewChange < QUIET_MS);
    if (!ticking && !sendPending) {
      if (sharp) return;
      // Nothing new, but the last picture was rough: draw it sharp once things have been still.
      if (moving) return schedule(QUIET_MS, true);
    }
    send(moving ? MOVING_EDGE_SCALE : 1);
    sharp = !moving;
    if (running && sim.isWarm) schedule(Math.max(0, FRAME_MS - (clock.now() - started)));
    else if (!sharp) schedule(QUIET_MS, true);
  };

  /** Runs the loop soon: to tick, or to send what changed (several changes make one message). */
  const kick = () => {
    const due = (running && sim.isWarm) || sendPending;
    if (!due) return;
    if (timer !== undefined && polishing) {
      clock.clearTimeout(timer);
      timer = undefined;
    }
    if (timer === undefined) schedule(0);
  };

  return (message) => {
    switch (message.type) {
      case 'init':
        sim = new GraphSimulation<null>(message.width, message.height);
        break;
      case 'graph': {
        version = message.version;
        const inputs = message.ids.map((id, i) => ({ id, node: null, radius: entry(message.radii, i) }));
        const connections = Array.from(message.sources, (s, i) => ({
          source: entry(message.ids, s),
          target: entry(message.ids, entry(message.targets, i)),
          type: message.typeNames[entry(message.types, i)] ?? 'unknown',
          strength: entry(message.strengths, i),
        }));
        sim.setGraph(inputs, connections);
        sendPending = true;
        break;
      }
      case 'run':
        running = message.running;
        break;
      case 'pin': {
        const n = sim.find(message.id);
        if (n) sim.pin(n, message.x, message.y);
        sendPending = true;
        break;
      }
      case 'unpin': {
        const n = sim.find(message.id);
        if (n) sim.unpin(n);
        if (message.reheat) sim.reheat(0.3);
        break;
      }
      case 'randomise':
        sim.randomise();
        sendPending = true;
        break;
      case 'resize':
        sim.resize(message.width, message.height);
        sendPending = true;
        break;
      case 'select':
        selectedId = message.id;
        sendPending = true;
        break;
      case 'view':
        view = { view: message.view, width: message.width, height: message.height, dpr: message.dpr };
        lastViewChange = clock.now();
        sendPending = true;
        break;
    }
    kick();
  };
}
