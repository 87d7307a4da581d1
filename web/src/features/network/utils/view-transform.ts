/**
 * The canvas view: world (simulation) coordinates are drawn at `screen = world * k + (x, y)`, in the
 * canvas's logical pixels (900x600 or 1200x800, whatever its CSS size).
 */
export interface ViewTransform {
  x: number;
  y: number;
  k: number;
}

export const IDENTITY_VIEW: ViewTransform = { x: 0, y: 0, k: 1 };
const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;

export function toWorld(view: ViewTransform, sx: number, sy: number): { x: number; y: number } {
  return { x: (sx - view.x) / view.k, y: (sy - view.y) / view.k };
}

export function toScreen(view: ViewTransform, wx: number, wy: number): { x: number; y: number } {
  return { x: wx * view.k + view.x, y: wy * view.k + view.y };
}

export function panBy(view: ViewTransform, dx: number, dy: number): ViewTransform {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** Zooms by `factor` keeping the point under (sx, sy) where it is. */
export function zoomAt(view: ViewTransform, sx: number, sy: number, factor: number): ViewTransform {
  const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.k * factor));
  const world = toWorld(view, sx, sy);
  return { k, x: sx - world.x * k, y: sy - world.y * k };
}

/** A view that puts world point (wx, wy) at the middle of a `width` x `height` canvas. */
export function centreOn(
  view: ViewTransform,
  wx: number,
  wy: number,
  width: number,
  height: number,
): ViewTransform {
  return { k: view.k, x: width / 2 - wx * view.k, y: height / 2 - wy * view.k };
}

/**
 * Converts a pointer's client position into the canvas's logical pixels: the canvas may be drawn
 * smaller than its logical size (narrow screens), so scale by logical width over CSS width.
 */
export function clientToCanvas(
  rect: { left: number; top: number; width: number; height: number },
  logicalWidth: number,
  logicalHeight: number,
  clientX: number,
  clientY: number,
): { x: number; y: number } {
  const sx = rect.width > 0 ? logicalWidth / rect.width : 1;
  const sy = rect.height > 0 ? logicalHeight / rect.height : 1;
  return { x: (clientX - rect.left) * sx, y: (clientY - rect.top) * sy };
}
