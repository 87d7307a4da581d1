import { edgeColour, edgeWidth } from './edge-style';
import { INSTITUTION_LABEL_MAX, NAME_LABEL_MAX, truncate } from './graph-maths';
import type { SimLink, SimNode } from './graph-simulation';
import type { ViewTransform } from './view-transform';

export const NODE_FILL = '#4f46e5';
export const NODE_OUTLINE = '#ffffff';
const SELECTED_RING = '#111827';
const HOVER_RING = '#f97316';
const EDGE_ALPHA = 0.55;

/** Labels only for nodes drawn at least this big on screen (zoomed out they would be unreadable). */
const LABEL_MIN_SCREEN_RADIUS = 12;
/** Labels claim a cell of this size; a label whose cell is taken is skipped, so crowds stay legible. */
const LABEL_CELL = { width: 110, height: 30 };
/** A label's two lines (name, institution) from its top. */
const LABEL_HEIGHT = 26;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Pictures only for nodes drawn at least this big on screen... */
const IMAGE_MIN_SCREEN_RADIUS = 8;
/** ...and only while at most this many nodes are on screen: hundreds of tiny faces are noise. */
export const IMAGE_NODE_LIMIT = 300;
/**
 * Above this many connections edges are drawn fine: at most one device pixel wide, their type
 * widths scaled down. Lines wider than a pixel cost an order of magnitude more to rasterise
 * without a GPU, and at that density thick lines would only make a solid mat.
 */
export const FINE_EDGE_THRESHOLD = 1500;
const FINE_EDGE_SCALE = 0.4;

export interface Scene {
  /** Logical canvas size (CSS pixels of the 900x600 or 1200x800 surface). */
  width: number;
  height: number;
  /** Device pixels per logical pixel (the backing store is width*dpr by height*dpr). */
  dpr: number;
  view: ViewTransform;
  nodes: readonly SimNode[];
  linksByType: ReadonlyMap<string, readonly SimLink[]>;
  /** Nodes biggest first: who gets a label when space is short. */
  labelOrder: readonly SimNode[];
  selectedId: string | null;
  hoveredId: string | null;
  /** The ready profile picture for a URL, or null (still loading, or failed and skipped). */
  image: (url: string) => CanvasImageSource | null;
  /** A ready-drawn node circle of this device radius (2r+2 pixels square); without one, circles are drawn. */
  sprite?: (deviceRadius: number) => CanvasImageSource | null;
  /**
   * The connections (and, with `withNodes`, the node circles) already drawn by the layout worker for
   * the same positions; else drawn here.
   */
  edgeLayer?: EdgeLayer | null;
}

/**
 * A full-canvas picture of the connections, drawn at `view`, at `scale` times the backing store's
 * resolution (1, or less while the picture moves). With `withNodes` it also holds the selected
 * researcher's connections and the node circles (drawLayer): all of the frame but the pictures,
 * rings and labels, which the page adds.
 */
export interface EdgeLayer {
  image: CanvasImageSource;
  view: ViewTransform;
  scale: number;
  withNodes?: boolean;
}

/** What drawing connections needs of a 2D context: a window canvas's or a worker's OffscreenCanvas's. */
export type EdgeContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'globalAlpha'
  | 'strokeStyle'
  | 'lineWidth'
>;

/** What drawLayer needs besides: node circles are copied sprites, or arcs where there are none. */
export type LayerContext = EdgeContext &
  Pick<CanvasRenderingContext2D, 'drawImage' | 'arc' | 'fill' | 'fillStyle' | 'save' | 'restore'>;

/** The part of a node drawing needs (the layout worker's nodes carry no researcher). */
type Placed = Pick<SimNode<unknown>, 'id' | 'x' | 'y' | 'radius'>;

/** What drawLayer draws: the scene without the page's own parts (pictures, hover, labels). */
export interface LayerScene {
  width: number;
  height: number;
  /** Device pixels per logical pixel of the picture (the backing store's ratio times its scale). */
  dpr: number;
  view: ViewTransform;
  nodes: readonly Placed[];
  linksByType: ReadonlyMap<string, readonly SimLink<unknown>[]>;
  selectedId: string | null;
  sprite?: (deviceRadius: number) => CanvasImageSource | null;
}

const TAU = Math.PI * 2;

/**
 * Draws one frame. Built for thousands of nodes and edges: each edge type is one path and one
 * stroke, every plain node shares one path and one fill, nodes off screen are skipped, and labels
 * only go where they fit.
 */
export function drawScene(ctx: CanvasRenderingContext2D, scene: Scene): void {
  const { width, height, dpr, view } = scene;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);

  const layer = scene.edgeLayer;
  if (layer) {
    // Drawn for a view that may since have been panned or zoomed: map it onto the current one.
    const { image, view: at, scale } = layer;
    const zoom = view.k / at.k;
    const s = zoom / scale;
    ctx.setTransform(s, 0, 0, s, dpr * (view.x - at.x * zoom), dpr * (view.y - at.y * zoom));
    ctx.drawImage(image, 0, 0);
  } else {
    drawEdgeLayer(ctx, scene.linksByType, view, dpr);
  }
  const visible = visibleNodes(scene.nodes, view, width, height);
  if (!layer?.withNodes) drawSelectedEdgesAndNodes(ctx, scene, visible);
  ctx.setTransform(dpr * view.k, 0, 0, dpr * view.k, dpr * view.x, dpr * view.y);
  drawPicturesAndRings(ctx, scene, visible);

  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  drawLabels(ctx, scene, visible);
}

/**
 * The frame but for pictures, rings and labels, on a transparent canvas: what the layout worker
 * draws for the page (the page copies it, then adds the rest in drawScene).
 */
export function drawLayer(ctx: LayerContext, scene: LayerScene): void {
  drawEdgeLayer(ctx, scene.linksByType, scene.view, scene.dpr);
  drawSelectedEdgesAndNodes(ctx, scene, visibleNodes(scene.nodes, scene.view, scene.width, scene.height));
}

function drawSelectedEdgesAndNodes(ctx: LayerContext, scene: LayerScene, visible: Set<string>): void {
  const { view, dpr } = scene;
  ctx.setTransform(dpr * view.k, 0, 0, dpr * view.k, dpr * view.x, dpr * view.y);
  drawSelectedEdges(ctx, scene);
  drawNodeCircles(ctx, scene, visible);
}

/** Line width in world units for a type's width in CSS pixels, fine or full. */
function edgeLineWidth(type: string, fine: boolean, k: number, dpr: number): number {
  const cssWidth = edgeWidth(type);
  return fine ? Math.min(1, cssWidth * FINE_EDGE_SCALE) / (dpr * k) : cssWidth / k;
}

/**
 * Every connection, each type as one path and one stroke, at `view` on a backing store of ratio
 * `dpr`. Runs in the layout worker (on an OffscreenCanvas) or on the page.
 */
export function drawEdgeLayer(
  ctx: EdgeContext,
  linksByType: ReadonlyMap<string, readonly SimLink<unknown>[]>,
  view: ViewTransform,
  dpr: number,
): void {
  ctx.setTransform(dpr * view.k, 0, 0, dpr * view.k, dpr * view.x, dpr * view.y);
  let total = 0;
  for (const links of linksByType.values()) total += links.length;
  const fine = total > FINE_EDGE_THRESHOLD;
  ctx.globalAlpha = EDGE_ALPHA;
  for (const [type, links] of linksByType) {
    if (links.length === 0) continue;
    ctx.beginPath();
    for (const l of links) {
      // A node has no position until the layout has placed it.
      if (l.source.x === undefined || l.target.x === undefined) continue;
      ctx.moveTo(l.source.x, l.source.y ?? 0);
      ctx.lineTo(l.target.x, l.target.y ?? 0);
    }
    ctx.strokeStyle = edgeColour(type);
    ctx.lineWidth = edgeLineWidth(type, fine, view.k, dpr);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

function drawSelectedEdges(ctx: EdgeContext, { linksByType, selectedId, view }: LayerScene): void {
  if (!selectedId) return;
  // The selected researcher's own connections, drawn over the rest at full strength.
  for (const [type, links] of linksByType) {
    let any = false;
    for (const l of links) {
      if (l.source.id !== selectedId && l.target.id !== selectedId) continue;
      if (l.source.x === undefined || l.target.x === undefined) continue;
      if (!any) {
        ctx.beginPath();
        any = true;
      }
      ctx.moveTo(l.source.x ?? 0, l.source.y ?? 0);
      ctx.lineTo(l.target.x ?? 0, l.target.y ?? 0);
    }
    if (!any) continue;
    ctx.strokeStyle = edgeColour(type);
    ctx.lineWidth = (edgeWidth(type) + 1.5) / view.k;
    ctx.stroke();
  }
}

/** The ids of the nodes on a width x height screen at `view`. */
function visibleNodes(
  nodes: readonly Placed[],
  view: ViewTransform,
  width: number,
  height: number,
): Set<string> {
  const visible = new Set<string>();
  for (const n of nodes) {
    if (n.x === undefined || n.y === undefined) continue;
    const sx = n.x * view.k + view.x;
    const sy = n.y * view.k + view.y;
    const r = n.radius * view.k;
    if (sx + r >= 0 && sx - r <= width && sy + r >= 0 && sy - r <= height) visible.add(n.id);
  }
  return visible;
}

/** The plain node circles on screen: copied sprites, or one path filled and outlined. */
function drawNodeCircles(ctx: LayerContext, scene: LayerScene, visible: Set<string>): void {
  const { nodes, view } = scene;
  if (drawNodeSprites(ctx, scene, visible)) return;
  ctx.beginPath();
  for (const n of nodes) {
    if (!visible.has(n.id)) continue;
    const x = n.x ?? 0;
    const y = n.y ?? 0;
    ctx.moveTo(x + n.radius, y);
    ctx.arc(x, y, n.radius, 0, TAU);
  }
  ctx.fillStyle = NODE_FILL;
  ctx.fill();
  // A one-device-pixel outline: wider strokes over thousands of circles are slow without a GPU.
  ctx.strokeStyle = NODE_OUTLINE;
  ctx.lineWidth = 1 / (scene.dpr * view.k);
  ctx.stroke();
}

/** Profile pictures over the circles, then the hover and selection rings. */
function drawPicturesAndRings(ctx: CanvasRenderingContext2D, scene: Scene, visible: Set<string>): void {
  const { nodes, view, selectedId, hoveredId } = scene;
  for (const n of visible.size <= IMAGE_NODE_LIMIT ? nodes : []) {
    const url = n.node.profileImageUrl;
    if (!url || !visible.has(n.id) || n.radius * view.k < IMAGE_MIN_SCREEN_RADIUS) continue;
    const bitmap = scene.image(url);
    if (!bitmap) continue;
    const r = n.radius - 1 / view.k;
    ctx.drawImage(bitmap, (n.x ?? 0) - r, (n.y ?? 0) - r, r * 2, r * 2);
  }

  const ring = (id: string | null, colour: string, width: number) => {
    if (!id) return;
    const n = nodes.find((m) => m.id === id);
    if (!n || n.x === undefined) return;
    ctx.beginPath();
    ctx.arc(n.x ?? 0, n.y ?? 0, n.radius + width / view.k, 0, TAU);
    ctx.strokeStyle = colour;
    ctx.lineWidth = (width * 1.5) / view.k;
    ctx.stroke();
  };
  if (hoveredId !== selectedId) ring(hoveredId, HOVER_RING, 2);
  ring(selectedId, SELECTED_RING, 3);
}

/** Copies a ready-drawn circle per node, at whole device pixels; false when sprites are unavailable. */
function drawNodeSprites(ctx: LayerContext, scene: LayerScene, visible: Set<string>): boolean {
  const { sprite, nodes, view, dpr } = scene;
  if (!sprite || !sprite(Math.max(1, Math.round(15 * view.k * dpr)))) return false;
  const shown = nodes.filter((n) => visible.has(n.id));
  const cx = new Int32Array(shown.length);
  const cy = new Int32Array(shown.length);
  const r = new Int32Array(shown.length);
  shown.forEach((n, i) => {
    r[i] = Math.max(1, Math.round(n.radius * view.k * dpr));
    cx[i] = Math.round(((n.x ?? 0) * view.k + view.x) * dpr);
    cy[i] = Math.round(((n.y ?? 0) * view.k + view.y) * dpr);
  });
  const showing = uncovered(cx, cy, r, Math.ceil(scene.width * dpr), Math.ceil(scene.height * dpr));
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  for (let i = 0; i < shown.length; i++) {
    if (!showing[i]) continue;
    const image = sprite(r[i]!);
    if (image) ctx.drawImage(image, cx[i]! - r[i]! - 1, cy[i]! - r[i]! - 1);
  }
  ctx.restore();
  return true;
}

/** Side of a cell of the occlusion grid, in device pixels. */
const OCCLUSION_CELL = 4;

/**
 * Which of these circles (centre and radius in device pixels, drawn in this order) show at all.
 * Walking from the last drawn to the first, a circle none of whose cells is left uncovered by the
 * opaque middles of the circles drawn after it is left out. That changes no pixel (an opaque pixel
 * replaces what was under it), and with thousands of nodes on one screen most lie wholly under
 * others: copying them was most of the cost of drawing the nodes.
 */
export function uncovered(
  cx: Int32Array,
  cy: Int32Array,
  r: Int32Array,
  width: number,
  height: number,
): Uint8Array {
  const C = OCCLUSION_CELL;
  const cols = Math.ceil(width / C);
  const rows = Math.ceil(height / C);
  const covered = new Uint8Array(cols * rows);
  const showing = new Uint8Array(cx.length);
  for (let i = cx.length - 1; i >= 0; i--) {
    const x = cx[i]!;
    const y = cy[i]!;
    const radius = r[i]!;
    // The sprite covers [x - r - 1, x + r + 1) on both axes; cells off the canvas do not matter.
    const gx0 = Math.max(0, Math.floor((x - radius - 1) / C));
    const gx1 = Math.min(cols - 1, Math.floor((x + radius) / C));
    const gy0 = Math.max(0, Math.floor((y - radius - 1) / C));
    const gy1 = Math.min(rows - 1, Math.floor((y + radius) / C));
    let hidden = true;
    for (let gy = gy0; gy <= gy1 && hidden; gy++) {
      for (let gx = gx0; gx <= gx1; gx++) {
        if (!covered[gy * cols + gx]) {
          hidden = false;
          break;
        }
      }
    }
    if (hidden) continue;
    showing[i] = 1;
    // Fully opaque within r - 1.5 (the fill and the outline's inner half, clear of anti-aliasing):
    // a cell counts as covered when its farthest corner is inside that.
    const opaque = radius - 1.5;
    if (opaque < C) continue;
    const opaque2 = opaque * opaque;
    for (let gy = gy0; gy <= gy1; gy++) {
      const dy = Math.max(Math.abs(gy * C - y), Math.abs(gy * C + C - y));
      if (dy > opaque) continue;
      for (let gx = gx0; gx <= gx1; gx++) {
        const dx = Math.max(Math.abs(gx * C - x), Math.abs(gx * C + C - x));
        if (dx * dx + dy * dy <= opaque2) covered[gy * cols + gx] = 1;
      }
    }
  }
  return showing;
}

function drawLabels(ctx: CanvasRenderingContext2D, scene: Scene, visible: Set<string>): void {
  const { view, labelOrder, selectedId, hoveredId, width, height } = scene;
  const placed = new LabelGrid();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  // Below the node, but kept inside the canvas: a label at an edge moves in rather than being cut.
  const anchor = (n: SimNode) => ({
    x: clamp((n.x ?? 0) * view.k + view.x, LABEL_CELL.width / 2, width - LABEL_CELL.width / 2),
    y: clamp((n.y ?? 0) * view.k + view.y + n.radius * view.k + 3, 0, height - LABEL_HEIGHT),
  });
  const label = (n: SimNode) => {
    const at = anchor(n);
    const name = truncate(n.node.name, NAME_LABEL_MAX);
    const institution = truncate(n.node.institution, INSTITUTION_LABEL_MAX);
    ctx.font = '600 11px system-ui, sans-serif';
    const nameWidth = ctx.measureText(name).width;
    ctx.font = '10px system-ui, sans-serif';
    // A label wider than its cell is kept inside by its own width.
    const half = Math.max(nameWidth, ctx.measureText(institution).width) / 2;
    const x = half * 2 < width ? clamp(at.x, half, width - half) : width / 2;
    ctx.font = '600 11px system-ui, sans-serif';
    ctx.fillStyle = '#111827';
    ctx.fillText(name, x, at.y);
    ctx.font = '10px system-ui, sans-serif';
    ctx.fillStyle = '#4b5563';
    ctx.fillText(institution, x, at.y + 13);
  };
  // The selected and hovered researchers are always named; they claim their places first.
  const always = labelOrder.filter((n) => (n.id === selectedId || n.id === hoveredId) && visible.has(n.id));
  for (const n of always) placed.claim(anchor(n));
  let budget = Math.ceil(width / LABEL_CELL.width) * Math.ceil(height / LABEL_CELL.height);
  for (const n of labelOrder) {
    if (budget <= 0) break;
    if (n.radius * view.k < LABEL_MIN_SCREEN_RADIUS) break; // biggest first: the rest are smaller
    if (!visible.has(n.id) || n.id === selectedId || n.id === hoveredId) continue;
    const at = anchor(n);
    if (!placed.isFree(at)) continue;
    placed.claim(at);
    budget -= 1;
    label(n);
  }
  for (const n of always) label(n);
}

/** Where labels already are, bucketed by cell so a free-space check looks at 9 cells only. */
export class LabelGrid {
  private readonly cells = new Map<number, { x: number; y: number }[]>();

  /** A number per cell (cheaper than a string key: this runs for every node, every frame). */
  private static key(cx: number, cy: number): number {
    return cx * 65_536 + cy;
  }

  isFree({ x, y }: { x: number; y: number }): boolean {
    const cx = Math.floor(x / LABEL_CELL.width);
    const cy = Math.floor(y / LABEL_CELL.height);
    for (let i = -1; i <= 1; i++) {
      for (let j = -1; j <= 1; j++) {
        const cell = this.cells.get(LabelGrid.key(cx + i, cy + j));
        if (!cell) continue;
        for (const p of cell) {
          if (Math.abs(p.x - x) < LABEL_CELL.width && Math.abs(p.y - y) < LABEL_CELL.height) return false;
        }
      }
    }
    return true;
  }

  claim(at: { x: number; y: number }): void {
    const key = LabelGrid.key(Math.floor(at.x / LABEL_CELL.width), Math.floor(at.y / LABEL_CELL.height));
    const list = this.cells.get(key);
    if (list) list.push(at);
    else this.cells.set(key, [at]);
  }
}
