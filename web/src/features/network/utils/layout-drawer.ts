import { FINE_EDGE_THRESHOLD, drawEdgeLayer, drawLayer, type LayerContext } from './graph-renderer';
import { buildLinks, type SimLink, type SimNode } from './graph-simulation';
import { realClock, type Clock } from './layout-clock';
import { decodeGraph, type LayoutPositions, type ToDrawing } from './layout-protocol';
import { NodeSprites } from './node-sprites';
import type { ViewTransform } from './view-transform';

/**
 * While the picture moves (the layout running, or the view being panned or zoomed) a dense network
 * (its connections and, where the drawing has sprites, its nodes) is drawn at this fraction of the
 * resolution, a quarter of the pixels; once it has been still for QUIET_MS it is drawn sharp again.
 */
const MOVING_EDGE_SCALE = 0.5;
const QUIET_MS = 150;

/** What the drawing draws on: an OffscreenCanvas, where the browser offers one. */
export interface EdgeCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): LayerContext | null;
  transferToImageBitmap(): ImageBitmap;
}

export function offscreenCanvas(width: number, height: number): EdgeCanvas | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  try {
    return new OffscreenCanvas(width, height) as unknown as EdgeCanvas;
  } catch {
    return null;
  }
}

/** Node circles drawn on OffscreenCanvases, where the browser has them. */
export function offscreenSprites(): NodeSprites | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  // NodeSprites only sizes the canvas and draws on its 2D context, which OffscreenCanvas has too.
  return new NodeSprites(() => new OffscreenCanvas(1, 1) as unknown as HTMLCanvasElement);
}

/**
 * The drawing as it runs on its thread: for the layout's latest positions, and again when the view
 * or the selection changes, it draws the frame (connections and, with sprites, the node circles:
 * all but the page's pictures, rings and labels; the costliest part of a frame) and posts it as a
 * picture with the positions it shows, so the page only has to copy it. Where it cannot draw it
 * posts the positions alone. `drawn` tells the layout that its positions were drawn, so it hands
 * over the next. Returns the message handler.
 */
export function createLayoutDrawer(
  post: (message: LayoutPositions, transfer: Transferable[]) => void,
  drawn: () => void,
  clock: Clock = realClock,
  createCanvas: (width: number, height: number) => EdgeCanvas | null = offscreenCanvas,
  sprites: NodeSprites | null = offscreenSprites(),
): (message: ToDrawing) => void {
  let version = 0;
  let nodes: SimNode<null>[] = [];
  let linksByType = new Map<string, SimLink<null>[]>();
  let dense = false;
  /** Whether the nodes hold positions of this graph yet, and whether a layout step moved them last. */
  let placed = false;
  let ticked = false;
  /** Positions taken whose drawing the layout has not been told of. */
  let owing = 0;
  let view: { view: ViewTransform; width: number; height: number; dpr: number } | null = null;
  let canvas: EdgeCanvas | null = null;
  let canDraw = true;
  let lastViewChange = -Infinity;
  /** Whether the last picture was drawn at full resolution. */
  let sharp = true;
  let selectedId: string | null = null;
  let timer: unknown = undefined;
  let polishing = false;

  const drawPicture = (
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
        nodes,
        linksByType,
        selectedId,
        sprite: (r) => sprites.get(r),
      });
    } else {
      drawEdgeLayer(ctx, linksByType, view.view, dpr);
    }
    return { edges: canvas.transferToImageBitmap(), view: view.view, scale, withNodes: sprites !== null };
  };

  const draw = () => {
    timer = undefined;
    polishing = false;
    if (placed) {
      const moving = dense && (ticked || clock.now() - lastViewChange < QUIET_MS);
      const xy = new Float32Array(nodes.length * 2);
      nodes.forEach((n, i) => {
        xy[i * 2] = n.x ?? 0;
        xy[i * 2 + 1] = n.y ?? 0;
      });
      const picture = drawPicture(moving ? MOVING_EDGE_SCALE : 1);
      const transfer: Transferable[] = [xy.buffer];
      if (picture.edges) transfer.push(picture.edges);
      post({ type: 'positions', version, xy, ...picture }, transfer);
      ticked = false;
      sharp = !moving;
      // A rough picture is drawn again sharp once nothing has moved for a while.
      if (!sharp) {
        timer = clock.setTimeout(draw, QUIET_MS);
        polishing = true;
      }
    }
    // Last: on one thread the layout may hand over its next positions at once.
    const done = owing;
    owing = 0;
    for (let i = 0; i < done; i++) drawn();
  };

  /** Draws soon (several changes make one drawing), sooner than a pending sharpening. */
  const request = () => {
    if (timer !== undefined && !polishing) return;
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = clock.setTimeout(draw, 0);
    polishing = false;
  };

  return (message) => {
    switch (message.type) {
      case 'graph': {
        version = message.version;
        const { inputs, connections } = decodeGraph(message);
        nodes = inputs.map(({ id, radius }) => ({ id, node: null, radius }));
        const built = buildLinks(new Map(nodes.map((n) => [n.id, n])), connections);
        linksByType = built.linksByType;
        dense = built.links.length > FINE_EDGE_THRESHOLD;
        placed = false;
        return;
      }
      case 'placed':
        owing += 1;
        if (message.version === version && message.xy.length === nodes.length * 2) {
          const { xy } = message;
          nodes.forEach((n, i) => {
            n.x = xy[i * 2];
            n.y = xy[i * 2 + 1];
          });
          placed = true;
          ticked ||= message.ticked;
        }
        break;
      case 'select':
        selectedId = message.id;
        break;
      case 'view':
        view = { view: message.view, width: message.width, height: message.height, dpr: message.dpr };
        lastViewChange = clock.now();
        break;
    }
    request();
  };
}
