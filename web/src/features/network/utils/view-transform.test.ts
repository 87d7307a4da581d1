import { describe, expect, it } from 'vitest';
import { nodeAt } from './hit-test';
import {
  IDENTITY_VIEW,
  MAX_ZOOM,
  centreOn,
  clientToCanvas,
  panBy,
  toScreen,
  toWorld,
  zoomAt,
} from './view-transform';

describe('view transform', () => {
  it('maps screen to world and back', () => {
    const view = { x: 30, y: -20, k: 2 };
    const w = toWorld(view, 130, 80);
    expect(w).toEqual({ x: 50, y: 50 });
    expect(toScreen(view, w.x, w.y)).toEqual({ x: 130, y: 80 });
  });

  it('pans by screen pixels', () => {
    expect(panBy(IDENTITY_VIEW, 10, -5)).toEqual({ x: 10, y: -5, k: 1 });
  });

  it('zooms about the pointer and stays within limits', () => {
    const view = zoomAt(IDENTITY_VIEW, 100, 100, 2);
    expect(view.k).toBe(2);
    expect(toScreen(view, 100, 100)).toEqual({ x: 100, y: 100 });
    expect(zoomAt(view, 0, 0, 100).k).toBe(MAX_ZOOM);
  });

  it('centres a world point', () => {
    const view = centreOn({ x: 0, y: 0, k: 2 }, 100, 50, 900, 600);
    expect(toScreen(view, 100, 50)).toEqual({ x: 450, y: 300 });
  });

  it('scales pointer positions when the canvas is drawn smaller than its logical size', () => {
    const rect = { left: 10, top: 20, width: 450, height: 300 };
    expect(clientToCanvas(rect, 900, 600, 235, 170)).toEqual({ x: 450, y: 300 });
  });
});

describe('nodeAt', () => {
  const nodes = [
    { id: 'a', x: 100, y: 100, radius: 20 },
    { id: 'b', x: 110, y: 100, radius: 15 },
    { id: 'c', radius: 15 },
  ];

  it('finds the topmost node under the point', () => {
    expect(nodeAt(nodes, 112, 100)?.id).toBe('b');
    expect(nodeAt(nodes, 85, 100)?.id).toBe('a');
  });

  it('misses empty space, and honours the slop', () => {
    expect(nodeAt(nodes, 300, 300)).toBeNull();
    expect(nodeAt(nodes, 100, 121)).toBeNull();
    expect(nodeAt(nodes, 100, 121, 2)?.id).toBe('a');
  });
});
