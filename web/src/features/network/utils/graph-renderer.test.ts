import { describe, expect, it } from 'vitest';
import type { NetworkConnection, NetworkNode } from '../types';
import { at, first } from '../../../test/lists';
import { GraphSimulation } from './graph-simulation';
import {
  FINE_EDGE_THRESHOLD,
  IMAGE_NODE_LIMIT,
  LabelGrid,
  drawScene,
  uncovered,
  type Scene,
} from './graph-renderer';
import { IDENTITY_VIEW } from './view-transform';
import { testNetworkNode } from './test-network-node';

/** A stand-in 2D context that records what was drawn. */
function recordingContext() {
  const calls: { name: string; args: unknown[]; strokeStyle?: unknown; lineWidth?: unknown }[] = [];
  const state: Record<string, unknown> = {};
  const ctx = new Proxy(state, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      return (...args: unknown[]) => {
        calls.push({ name: prop, args, strokeStyle: target.strokeStyle, lineWidth: target.lineWidth });
        return prop === 'measureText' ? { width: 50 } : undefined;
      };
    },
    set(target, prop: string, value) {
      target[prop] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, calls, count: (name: string) => calls.filter((c) => c.name === name).length };
}

const node = (id: string, over: Partial<NetworkNode> = {}): NetworkNode =>
  testNetworkNode(id, {
    name: `Researcher ${id}`,
    institution: 'Queensland University of Technology',
    ...over,
  });

function scene(nodeCount: number, edges: NetworkConnection[], over: Partial<Scene> = {}): Scene {
  const sim = new GraphSimulation(900, 600, () => 0.5);
  const inputs = Array.from({ length: nodeCount }, (_, i) => ({
    id: String(i),
    node: node(String(i)),
    radius: 15,
  }));
  sim.setGraph(inputs, edges);
  sim.nodes.forEach((n, i) => {
    n.x = 40 + (i % 30) * 28;
    n.y = 40 + Math.floor(i / 30) * 28;
  });
  return {
    width: 900,
    height: 600,
    dpr: 2,
    view: IDENTITY_VIEW,
    nodes: sim.nodes,
    linksByType: sim.linksByType,
    labelOrder: sim.nodes,
    selectedId: null,
    hoveredId: null,
    image: () => null,
    ...over,
  };
}

const types = ['collaboration', 'project_collaboration', 'examination', 'research_group', 'mentoring'];
const manyEdges = (nodes: number, edges: number): NetworkConnection[] =>
  Array.from({ length: edges }, (_, i) => ({
    source: String(i % nodes),
    target: String((i * 7 + 1) % nodes),
    type: at(types, i % types.length),
    strength: 1,
  })).filter((e) => e.source !== e.target);

describe('drawScene', () => {
  it('strokes each connection type once, in its colour, however many connections there are', () => {
    const { ctx, calls } = recordingContext();
    drawScene(ctx, scene(600, manyEdges(600, 3000)));
    const edgeStrokes = calls.filter((c) => c.name === 'stroke' && c.strokeStyle !== '#ffffff');
    expect(edgeStrokes.map((c) => c.strokeStyle)).toEqual([
      '#3b82f6',
      '#ef4444',
      '#f59e0b',
      '#10b981',
      '#9ca3af',
    ]);
  });

  it('draws by-type widths for small networks and fine lines for dense ones', () => {
    const edgeWidths = (edges: number) => {
      const { ctx, calls } = recordingContext();
      drawScene(ctx, scene(600, manyEdges(600, edges)));
      return calls
        .filter((c) => c.name === 'stroke' && c.strokeStyle !== '#ffffff')
        .map((c) => (c.lineWidth as number) * 2); // device pixels at a ratio of 2
    };
    const small = edgeWidths(FINE_EDGE_THRESHOLD - 100);
    expect(new Set(small).size).toBeGreaterThan(2);
    expect(Math.max(...small)).toBeGreaterThan(2);
    const dense = edgeWidths(FINE_EDGE_THRESHOLD * 2);
    expect(Math.max(...dense)).toBeLessThanOrEqual(1);
    expect(new Set(dense).size).toBeGreaterThan(2);
  });

  it('fills every node in one go and draws for the device pixel ratio', () => {
    const { ctx, calls, count } = recordingContext();
    drawScene(ctx, scene(300, []));
    expect(count('fill')).toBe(1);
    expect(count('arc')).toBe(300);
    expect(calls.find((c) => c.name === 'setTransform')?.args).toEqual([2, 0, 0, 2, 0, 0]);
  });

  it('copies a ready-drawn circle per node at whole device pixels when it has them', () => {
    const { ctx, calls, count } = recordingContext();
    const sprite = { kind: 'sprite' } as unknown as CanvasImageSource;
    const s = scene(300, []);
    first(s.nodes).x = 100.3;
    drawScene(ctx, { ...s, sprite: () => sprite });
    const copies = calls.filter((c) => c.name === 'drawImage' && c.args[0] === sprite);
    expect(copies).toHaveLength(300);
    expect(copies.every((c) => Number.isInteger(c.args[1]) && Number.isInteger(c.args[2]))).toBe(true);
    // Node 0 at x 100.3, radius 15, device ratio 2: centre 201, radius 30, so the copy starts at 170.
    expect(first(copies).args[1]).toBe(170);
    expect(count('arc')).toBe(0);
  });

  it('copies the connections drawn elsewhere, mapped from the view they were drawn for to the current one', () => {
    const { ctx, calls, count } = recordingContext();
    const image = { kind: 'edges' } as unknown as CanvasImageSource;
    // Drawn at half resolution for view (10, 0, 1); the view has since panned to (50, 20) and zoomed to 2.
    drawScene(ctx, {
      ...scene(3, manyEdges(3, 3)),
      view: { x: 50, y: 20, k: 2 },
      edgeLayer: { image, view: { x: 10, y: 0, k: 1 }, scale: 0.5 },
    });
    const copy = calls.findIndex((c) => c.name === 'drawImage' && c.args[0] === image);
    expect(copy).toBeGreaterThan(-1);
    const transform = calls
      .slice(0, copy)
      .filter((c) => c.name === 'setTransform')
      .at(-1)!;
    // Scale: zoom 2 over resolution 0.5 = 4; offset: dpr 2 * (50 - 10 * 2) = 60, 2 * (20 - 0) = 40.
    expect(transform.args).toEqual([4, 0, 0, 4, 60, 40]);
    expect(count('lineTo')).toBe(0);
  });

  it('skips nodes off screen', () => {
    const { ctx, count } = recordingContext();
    drawScene(ctx, scene(300, [], { view: { x: -5000, y: 0, k: 1 } }));
    expect(count('arc')).toBe(0);
    expect(count('fillText')).toBe(0);
  });

  it('names researchers with cut labels, only where they fit, and never when zoomed far out', () => {
    const crowded = recordingContext();
    drawScene(crowded.ctx, scene(600, []));
    const labels = crowded.calls.filter((c) => c.name === 'fillText').map((c) => c.args[0] as string);
    expect(labels.length).toBeGreaterThan(0);
    // 600 nodes 28 px apart: far fewer labels than nodes.
    expect(labels.length).toBeLessThan(200);
    expect(labels).toContain('Researcher 0');
    expect(labels).toContain('Queensland Universit…');

    const zoomedOut = recordingContext();
    drawScene(zoomedOut.ctx, scene(600, [], { view: { x: 0, y: 0, k: 0.5 } }));
    expect(zoomedOut.count('fillText')).toBe(0);
  });

  it('keeps labels inside the canvas', () => {
    const { ctx, calls } = recordingContext();
    // Node 0 at (40, 40) panned to the left edge and node 1 near the bottom-right corner.
    const s = scene(2, [], { view: { x: -40, y: 0, k: 1 } });
    const [left, corner] = s.nodes;
    left!.y = 300;
    corner!.x = 935;
    corner!.y = 590;
    drawScene(ctx, s);
    const texts = calls.filter((c) => c.name === 'fillText').map((c) => c.args as [string, number, number]);
    expect(texts.length).toBe(4);
    for (const [, x, y] of texts) {
      expect(x).toBeGreaterThanOrEqual(55);
      expect(x).toBeLessThanOrEqual(900 - 55);
      expect(y).toBeLessThanOrEqual(600 - 13);
    }
  });

  it('always names the selected researcher and rings them', () => {
    const { ctx, calls } = recordingContext();
    const s = scene(600, [], { view: { x: 0, y: 0, k: 0.5 }, selectedId: '42' });
    drawScene(ctx, s);
    expect(calls.filter((c) => c.name === 'fillText').map((c) => c.args[0])).toEqual([
      'Researcher 42',
      'Queensland Universit…',
    ]);
    expect(calls.some((c) => c.name === 'stroke' && c.strokeStyle === '#111827')).toBe(true);
  });

  it('draws loaded pictures and skips the ones that are missing', () => {
    const { ctx, calls } = recordingContext();
    const s = scene(3, []);
    first(s.nodes).node = node('0', { profileImageUrl: '/ok.png' });
    at(s.nodes, 1).node = node('1', { profileImageUrl: '/broken.png' });
    const bitmap = { kind: 'bitmap' } as unknown as CanvasImageSource;
    drawScene(ctx, { ...s, image: (url) => (url === '/ok.png' ? bitmap : null) });
    const images = calls.filter((c) => c.name === 'drawImage');
    expect(images).toHaveLength(1);
    expect(first(images).args[0]).toBe(bitmap);
  });
});

describe('pictures in crowds', () => {
  it('leaves pictures out while more than the limit of nodes are on screen', () => {
    const { ctx, count } = recordingContext();
    const s = scene(IMAGE_NODE_LIMIT + 1, []);
    for (const n of s.nodes) n.node = node(n.id, { profileImageUrl: '/ok.png' });
    drawScene(ctx, { ...s, image: () => ({}) as CanvasImageSource });
    expect(count('drawImage')).toBe(0);
  });
});

describe('LabelGrid', () => {
  it('refuses a label too close to one already placed', () => {
    const grid = new LabelGrid();
    grid.claim({ x: 100, y: 100 });
    expect(grid.isFree({ x: 150, y: 110 })).toBe(false);
    expect(grid.isFree({ x: 260, y: 100 })).toBe(true);
    expect(grid.isFree({ x: 100, y: 140 })).toBe(true);
  });
});

describe('uncovered', () => {
  const circles = (list: [number, number, number][]) =>
    [
      Int32Array.from(list, ([x]) => x),
      Int32Array.from(list, ([, y]) => y),
      Int32Array.from(list, ([, , r]) => r),
    ] as const;

  it('leaves out a circle wholly under circles drawn after it, and only that', () => {
    const [x, y, r] = circles([
      [100, 100, 10], // under the big one drawn last
      [100, 150, 10], // its bottom edge shows below the big one
      [300, 300, 40], // drawn before the one over it: over it in the picture
      [300, 300, 10],
      [100, 100, 50],
    ]);
    expect([...uncovered(x, y, r, 900, 600)]).toEqual([0, 1, 1, 1, 1]);
  });

  it('keeps a circle that only an outline or the anti-aliased rim of a later one would cover', () => {
    // Centre 32 px from the big one's, radius 16: it reaches 48 px out, under the 50 px circle's rim.
    const [x, y, r] = circles([
      [132, 100, 16],
      [100, 100, 50],
    ]);
    expect([...uncovered(x, y, r, 900, 600)]).toEqual([1, 1]);
  });
});
