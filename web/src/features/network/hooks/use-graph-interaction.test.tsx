import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/pointer-event';
import type { SimNode } from '../utils/graph-simulation';
import type { LayoutEngine } from '../utils/layout-engine';
import { IDENTITY_VIEW, type ViewTransform } from '../utils/view-transform';
import { useGraphInteraction, type Gesture, type GraphScene } from './use-graph-interaction';

/** Ada sits at (100, 100) with a radius of 20, in a 900x600 canvas at the identity view. */
function setup() {
  const ada = { id: 'ada', x: 100, y: 100, radius: 20 } as SimNode;
  const layout = { nodes: [ada], pin: vi.fn(), unpin: vi.fn() };
  const onSelect = vi.fn();
  const scene: GraphScene = {
    canvasRef: { current: null },
    layoutRef: { current: layout as unknown as LayoutEngine },
    viewRef: { current: IDENTITY_VIEW as ViewTransform },
    gestureRef: { current: null as Gesture | null },
    hoveredRef: { current: null as string | null },
    dirtyRef: { current: false },
    liveRef: { current: { width: 900, height: 600, onSelect } },
  };
  function Canvas() {
    const handlers = useGraphInteraction(scene);
    return <canvas ref={scene.canvasRef} data-testid="graph" {...handlers} />;
  }
  render(<Canvas />);
  return { scene, layout, ada, onSelect, canvas: screen.getByTestId('graph') };
}

const press = (
  canvas: HTMLElement,
  type: 'pointerDown' | 'pointerMove' | 'pointerUp',
  x: number,
  y: number,
) => fireEvent[type](canvas, { clientX: x, clientY: y, button: 0, pointerId: 1, pointerType: 'mouse' });

describe('useGraphInteraction', () => {
  it('pans with the arrows, zooms about the middle with + and -, and clears the selection with Escape', () => {
    const { scene, canvas, onSelect } = setup();
    fireEvent.keyDown(canvas, { key: 'ArrowLeft' });
    expect(scene.viewRef.current).toEqual({ x: 40, y: 0, k: 1 });
    fireEvent.keyDown(canvas, { key: 'ArrowUp' });
    expect(scene.viewRef.current).toEqual({ x: 40, y: 40, k: 1 });
    expect(scene.dirtyRef.current).toBe(true);

    scene.viewRef.current = IDENTITY_VIEW;
    fireEvent.keyDown(canvas, { key: '+' });
    expect(scene.viewRef.current.k).toBeCloseTo(1.2);
    // The middle of the canvas stays where it is.
    expect(scene.viewRef.current.x).toBeCloseTo(450 - 450 * 1.2);
    fireEvent.keyDown(canvas, { key: '-' });
    expect(scene.viewRef.current.k).toBeCloseTo(1);

    fireEvent.keyDown(canvas, { key: 'Escape' });
    expect(onSelect).toHaveBeenCalledWith(null);
  });

  it('leaves other keys to the page', () => {
    const { scene, canvas } = setup();
    expect(fireEvent.keyDown(canvas, { key: 'a' })).toBe(true);
    expect(scene.viewRef.current).toBe(IDENTITY_VIEW);
  });

  it('selects a node when it is grabbed, drags it, and lets the layout pull its neighbours after', () => {
    const { canvas, layout, ada, onSelect, scene } = setup();
    press(canvas, 'pointerDown', 105, 100);
    expect(onSelect).toHaveBeenCalledWith('ada');
    expect(layout.pin).toHaveBeenLastCalledWith(ada, 100, 100);
    expect(scene.gestureRef.current?.kind).toBe('node');

    press(canvas, 'pointerMove', 155, 130);
    expect(layout.pin).toHaveBeenLastCalledWith(ada, 150, 130);
    press(canvas, 'pointerUp', 155, 130);
    expect(layout.unpin).toHaveBeenCalledWith(ada, true);
    expect(scene.gestureRef.current).toBeNull();
  });

  it('clears the selection on a click in empty space, but not after panning', () => {
    const { canvas, onSelect, scene } = setup();
    press(canvas, 'pointerDown', 500, 400);
    press(canvas, 'pointerUp', 501, 400);
    expect(onSelect).toHaveBeenCalledWith(null);

    onSelect.mockClear();
    press(canvas, 'pointerDown', 500, 400);
    press(canvas, 'pointerMove', 530, 420);
    press(canvas, 'pointerUp', 530, 420);
    expect(scene.viewRef.current).toEqual({ x: 30, y: 20, k: 1 });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('marks the node under the pointer as hovered, and forgets it when the pointer leaves', () => {
    const { canvas, scene } = setup();
    press(canvas, 'pointerMove', 100, 110);
    expect(scene.hoveredRef.current).toBe('ada');
    expect(canvas.style.cursor).toBe('pointer');
    fireEvent.pointerLeave(canvas);
    expect(scene.hoveredRef.current).toBeNull();
  });

  it('zooms in under the pointer with the wheel, without scrolling the page', () => {
    const { canvas, scene } = setup();
    const scroll = new WheelEvent('wheel', { deltaY: -100, clientX: 100, clientY: 100, cancelable: true });
    canvas.dispatchEvent(scroll);
    expect(scroll.defaultPrevented).toBe(true);
    expect(scene.viewRef.current.k).toBeCloseTo(1.2);
    expect(scene.viewRef.current.x).toBeCloseTo(100 - 100 * 1.2);
  });

  it('zooms and pans with two fingers, letting go of a node the first one held', () => {
    const { canvas, scene, layout, ada } = setup();
    const finger = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', id: number, x: number, y: number) =>
      fireEvent[type](canvas, { clientX: x, clientY: y, pointerId: id, pointerType: 'touch' });
    finger('pointerDown', 1, 100, 100);
    expect(scene.gestureRef.current?.kind).toBe('node');
    finger('pointerDown', 2, 300, 100);
    expect(layout.unpin).toHaveBeenCalledWith(ada, false);
    expect(scene.gestureRef.current?.kind).toBe('pinch');
    // The fingers move apart to twice their distance, about their unmoved midpoint (200, 100).
    finger('pointerMove', 1, 0, 100);
    finger('pointerMove', 2, 400, 100);
    expect(scene.viewRef.current.k).toBeCloseTo(2);
    expect(scene.viewRef.current.x).toBeCloseTo(200 - 200 * 2);
    expect(scene.viewRef.current.y).toBeCloseTo(100 - 100 * 2);
    finger('pointerUp', 1, 0, 100);
    expect(scene.gestureRef.current).toBeNull();
    // The finger still down does not pan.
    const zoomed = scene.viewRef.current;
    finger('pointerMove', 2, 450, 150);
    finger('pointerUp', 2, 450, 150);
    expect(scene.viewRef.current).toBe(zoomed);
  });

  it('gives a finger a target of at least 24 px on a canvas drawn smaller than its logical size', () => {
    const { canvas, onSelect } = setup();
    // 900 logical pixels drawn 300 CSS pixels wide: Ada's radius of 20 is under 7 px on screen.
    canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 300, height: 200 }) as DOMRect;
    // 11 CSS px from her centre (33 logical): a mouse misses, a finger hits.
    press(canvas, 'pointerDown', 100 / 3 + 11, 100 / 3);
    press(canvas, 'pointerUp', 100 / 3 + 11, 100 / 3);
    expect(onSelect).toHaveBeenLastCalledWith(null);
    fireEvent.pointerDown(canvas, {
      clientX: 100 / 3 + 11,
      clientY: 100 / 3,
      pointerId: 3,
      pointerType: 'touch',
    });
    expect(onSelect).toHaveBeenLastCalledWith('ada');
  });
});
