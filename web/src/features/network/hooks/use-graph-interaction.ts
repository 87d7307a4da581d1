import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { SimNode } from '../utils/graph-simulation';
import { nodeAt } from '../utils/hit-test';
import type { LayoutEngine } from '../utils/layout-engine';
import { clientToCanvas, panBy, toWorld, zoomAt, type ViewTransform } from '../utils/view-transform';

/** A pointer held down on the canvas: dragging a node, or panning the view. */
export type Gesture =
  | {
      kind: 'node';
      node: SimNode;
      offsetX: number;
      offsetY: number;
      startX: number;
      startY: number;
      moved: boolean;
    }
  | { kind: 'pan'; lastX: number; lastY: number; startX: number; startY: number; moved: boolean }
  /** Two fingers: their distance zooms, their midpoint pans. */
  | { kind: 'pinch'; distance: number; midX: number; midY: number; moved: true };

/**
 * What the canvas's draw loop and its interaction handlers share. It changes every frame, so it
 * lives in refs; a handler that changes what is drawn sets `dirty` for the loop to draw again.
 */
export interface GraphScene {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  layoutRef: RefObject<LayoutEngine | null>;
  viewRef: RefObject<ViewTransform>;
  gestureRef: RefObject<Gesture | null>;
  hoveredRef: RefObject<string | null>;
  dirtyRef: RefObject<boolean>;
  /** The latest props the handlers need: the logical size and the selection callback. */
  liveRef: RefObject<{ width: number; height: number; onSelect: (id: string | null) => void }>;
}

/** Movement under this many logical pixels is a click, not a drag. */
const CLICK_SLOP = 4;
const KEY_PAN_STEP = 40;
/** A finger hits a node within this many CSS pixels of its centre at least: a 24 px target. */
const TOUCH_TARGET_RADIUS = 12;
const ZOOM_STEP = 1.2;

const setCursor = (canvas: HTMLCanvasElement, cursor: string) => {
  if (canvas.style.cursor !== cursor) canvas.style.cursor = cursor;
};

/**
 * How the graph answers the pointer and the keyboard: drag a node (which selects it), drag empty
 * space to pan, click empty space to clear the selection, hover to highlight, wheel, pinch or +/-
 * to zoom, arrows to pan, Escape to clear. Returns the handlers to spread onto the canvas.
 */
/** Where the canvas's pointers are, in logical canvas pixels, by pointer id. */
type Pointers = Map<number, { x: number; y: number }>;

function pinchOf(pointers: Pointers) {
  const [a, b] = [...pointers.values()];
  if (!a || !b) return null;
  return {
    distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
    midX: (a.x + b.x) / 2,
    midY: (a.y + b.y) / 2,
  };
}

export function useGraphInteraction({
  canvasRef,
  layoutRef,
  viewRef,
  gestureRef,
  hoveredRef,
  dirtyRef,
  liveRef,
}: GraphScene) {
  // Wheel zoom needs a non-passive listener to keep the page from scrolling under the pointer.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = clientToCanvas(
        canvas.getBoundingClientRect(),
        liveRef.current.width,
        liveRef.current.height,
        e.clientX,
        e.clientY,
      );
      viewRef.current = zoomAt(viewRef.current, p.x, p.y, e.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP);
      dirtyRef.current = true;
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [canvasRef, liveRef, viewRef, dirtyRef]);

  const pointersRef = useRef<Pointers>(new Map());

  const pointerAt = (e: PointerEvent<HTMLCanvasElement>) =>
    clientToCanvas(
      e.currentTarget.getBoundingClientRect(),
      liveRef.current.width,
      liveRef.current.height,
      e.clientX,
      e.clientY,
    );

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const p = pointerAt(e);
    const view = viewRef.current;
    const w = toWorld(view, p.x, p.y);
    const layout = layoutRef.current;
    if (!layout) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const pointers = pointersRef.current;
    pointers.set(e.pointerId, p);
    const pinch = pointers.size === 2 ? pinchOf(pointers) : null;
    if (pinch) {
      // A second finger turns the gesture into a pinch; a node held by the first is let go.
      const held = gestureRef.current;
      if (held?.kind === 'node') layout.unpin(held.node, held.moved);
      gestureRef.current = { kind: 'pinch', ...pinch, moved: true };
      dirtyRef.current = true;
      return;
    }
    if (pointers.size > 2) return;
    let hit = nodeAt(layout.nodes, w.x, w.y, 2 / view.k);
    if (!hit && e.pointerType === 'touch') {
      // Fingers are broad: a node under the finger's 24 px counts (the canvas may be drawn smaller than its logical size).
      const rect = e.currentTarget.getBoundingClientRect();
      const logicalPerCss = rect.width > 0 ? liveRef.current.width / rect.width : 1;
      hit = nodeAt(layout.nodes, w.x, w.y, Math.max(2, TOUCH_TARGET_RADIUS * logicalPerCss - 15) / view.k);
    }
    if (hit) {
      // Grabbing a node selects it; the layout holds still until it is let go.
      gestureRef.current = {
        kind: 'node',
        node: hit,
        offsetX: w.x - (hit.x ?? 0),
        offsetY: w.y - (hit.y ?? 0),
        startX: p.x,
        startY: p.y,
        moved: false,
      };
      layout.pin(hit, hit.x ?? 0, hit.y ?? 0);
      liveRef.current.onSelect(hit.id);
      setCursor(e.currentTarget, 'grabbing');
    } else {
      gestureRef.current = { kind: 'pan', lastX: p.x, lastY: p.y, startX: p.x, startY: p.y, moved: false };
      setCursor(e.currentTarget, 'grabbing');
    }
    dirtyRef.current = true;
  };

  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const p = pointerAt(e);
    const gesture = gestureRef.current;
    const view = viewRef.current;
    const pointers = pointersRef.current;
    if (pointers.has(e.pointerId)) pointers.set(e.pointerId, p);
    if (gesture?.kind === 'pinch') {
      const pinch = pinchOf(pointers);
      if (!pinch) return;
      const panned = panBy(view, pinch.midX - gesture.midX, pinch.midY - gesture.midY);
      viewRef.current = zoomAt(panned, pinch.midX, pinch.midY, pinch.distance / gesture.distance);
      gestureRef.current = { kind: 'pinch', ...pinch, moved: true };
      dirtyRef.current = true;
      return;
    }
    if (!gesture) {
      const w = toWorld(view, p.x, p.y);
      const hit = nodeAt(layoutRef.current?.nodes ?? [], w.x, w.y, 2 / view.k);
      const id = hit?.id ?? null;
      if (id !== hoveredRef.current) {
        hoveredRef.current = id;
        dirtyRef.current = true;
      }
      setCursor(e.currentTarget, hit ? 'pointer' : 'grab');
      return;
    }
    if (Math.hypot(p.x - gesture.startX, p.y - gesture.startY) > CLICK_SLOP) gesture.moved = true;
    if (gesture.kind === 'node') {
      const w = toWorld(view, p.x, p.y);
      layoutRef.current?.pin(gesture.node, w.x - gesture.offsetX, w.y - gesture.offsetY);
    } else {
      viewRef.current = panBy(view, p.x - gesture.lastX, p.y - gesture.lastY);
      gesture.lastX = p.x;
      gesture.lastY = p.y;
    }
    dirtyRef.current = true;
  };

  const endGesture = (e: PointerEvent<HTMLCanvasElement>) => {
    pointersRef.current.delete(e.pointerId);
    if (e.currentTarget.hasPointerCapture?.(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    const gesture = gestureRef.current;
    if (!gesture) return;
    gestureRef.current = null;
    if (gesture.kind === 'pinch') {
      // The finger left on the glass does nothing until it is lifted too.
      dirtyRef.current = true;
      return;
    }
    if (gesture.kind === 'node') {
      // A moved node pulls its neighbours along; a plain click leaves the layout alone.
      layoutRef.current?.unpin(gesture.node, gesture.moved);
      setCursor(e.currentTarget, 'pointer');
    } else {
      if (!gesture.moved) liveRef.current.onSelect(null);
      setCursor(e.currentTarget, 'grab');
    }
    dirtyRef.current = true;
  };

  const onPointerLeave = () => {
    if (hoveredRef.current !== null && !gestureRef.current) {
      hoveredRef.current = null;
      dirtyRef.current = true;
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const { width: w, height: h } = liveRef.current;
    let view = viewRef.current;
    switch (e.key) {
      case 'ArrowLeft':
        view = panBy(view, KEY_PAN_STEP, 0);
        break;
      case 'ArrowRight':
        view = panBy(view, -KEY_PAN_STEP, 0);
        break;
      case 'ArrowUp':
        view = panBy(view, 0, KEY_PAN_STEP);
        break;
      case 'ArrowDown':
        view = panBy(view, 0, -KEY_PAN_STEP);
        break;
      case '+':
      case '=':
        view = zoomAt(view, w / 2, h / 2, ZOOM_STEP);
        break;
      case '-':
      case '_':
        view = zoomAt(view, w / 2, h / 2, 1 / ZOOM_STEP);
        break;
      case 'Escape':
        liveRef.current.onSelect(null);
        break;
      default:
        return;
    }
    e.preventDefault();
    viewRef.current = view;
    dirtyRef.current = true;
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: endGesture,
    onPointerCancel: endGesture,
    onPointerLeave,
    onKeyDown,
  };
}
