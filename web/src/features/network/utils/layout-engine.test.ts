import { describe, expect, it, vi } from 'vitest';
import type { NetworkConnection, NetworkNode } from '../types';
import { BOUNDS_MARGIN } from './graph-simulation';
import { InlineLayout, WorkerLayout, type WorkerLike } from './layout-engine';
import type { LayoutPositions, ToLayout } from './layout-protocol';
import { createLayoutWorker, type EdgeCanvas } from './layout-worker-core';
import { testNetworkNode } from './test-network-node';

const node = (id: string): NetworkNode => testNetworkNode(id);
const input = (id: string) => ({ id, node: node(id), radius: 15 });
const edge = (source: string, target: string, type = 'collaboration'): NetworkConnection => ({
  source,
  target,
  type,
  strength: 1,
});

/** A stand-in OffscreenCanvas: records what is drawn and hands out closable pictures. */
function fakeEdgeCanvas() {
  const pictures: { close: ReturnType<typeof vi.fn>; n: number }[] = [];
  const strokes: unknown[] = [];
  const create = (width: number, height: number): EdgeCanvas => ({
    width,
    height,
    getContext: () =>
      ({
        setTransform() {},
        clearRect() {},
        beginPath() {},
        moveTo() {},
        lineTo() {},
        stroke(this: { strokeStyle: unknown }) {
          strokes.push(this.strokeStyle);
        },
        globalAlpha: 1,
        strokeStyle: '',
        lineWidth: 1,
      }) as unknown as ReturnType<EdgeCanvas['getContext']>,
    transferToImageBitmap: () => {
      const picture = { close: vi.fn(), n: pictures.length };
      pictures.push(picture);
      return picture as unknown as ImageBitmap;
    },
  });
  return { create, pictures, strokes };
}

/** A worker made of the real worker code, talking through an in-memory channel. */
function inMemoryWorker(createCanvas: (w: number, h: number) => EdgeCanvas | null = () => null) {
  const sent: ToLayout[] = [];
  let handler: ((m: ToLayout) => void) | null = null;
  const worker: WorkerLike & { fail(): void } = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      sent.push(message);
      handler!(message);
    },
    terminate: vi.fn(),
    fail() {
      worker.onerror?.({} as ErrorEvent);
    },
  };
  handler = createLayoutWorker(
    (message: LayoutPositions) => worker.onmessage?.({ data: message } as MessageEvent<LayoutPositions>),
    undefined,
    createCanvas,
  );
  return { worker, sent };
}

const settle = () => new Promise((r) => setTimeout(r, 60));
/** Waits (a busy machine may be slow) for the worker's next positions and takes them. */
const nextPositions = (layout: WorkerLayout) =>
  vi.waitFor(() => expect(layout.advance()).toBe(true), { timeout: 5000, interval: 10 });

describe('WorkerLayout with the layout worker', () => {
  it('gets positions for every shown node and the links grouped by type', async () => {
    const { worker } = inMemoryWorker();
    const layout = new WorkerLayout(worker, 900, 600);
    layout.setGraph(
      [input('a'), input('b'), input('c')],
      [edge('a', 'b'), edge('b', 'c', 'examination'), edge('a', 'x')],
    );
    expect([...layout.linksByType.keys()]).toEqual(['collaboration', 'examination']);
    expect(layout.advance()).toBe(false);
    await nextPositions(layout);
    expect(layout.edgeLayer).toBeNull();
    for (const n of layout.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(BOUNDS_MARGIN);
      expect(n.y).toBeLessThanOrEqual(600 - BOUNDS_MARGIN);
    }
    // Nothing new until the worker has ticked again.
    expect(layout.advance()).toBe(false);
    await nextPositions(layout);
    layout.dispose();
  });

  it('stops moving while paused and keeps a held node where the pointer put it', async () => {
    const { worker, sent } = inMemoryWorker();
    const layout = new WorkerLayout(worker, 900, 600);
    layout.setGraph([input('a'), input('b')], [edge('a', 'b')]);
    await nextPositions(layout);
    layout.setRunning(false);
    layout.setRunning(false);
    expect(sent.filter((m) => m.type === 'run')).toEqual([{ type: 'run', running: false }]);
    await settle();
    expect(layout.advance()).toBe(false);

    const a = layout.find('a')!;
    layout.pin(a, 5000, 200);
    expect({ x: a.x, y: a.y }).toEqual({ x: 900 - BOUNDS_MARGIN, y: 200 });
    layout.setRunning(true);
    await nextPositions(layout);
    expect({ x: a.x, y: a.y }).toEqual({ x: 900 - BOUNDS_MARGIN, y: 200 });
    layout.unpin(a, true);
    expect(sent.at(-1)).toEqual({ type: 'unpin', id: 'a', reheat: true });
    layout.dispose();
  });

  it('ignores positions meant for an older graph', () => {
    const { worker } = inMemoryWorker();
    const layout = new WorkerLayout(worker, 900, 600);
    layout.setGraph([input('a'), input('b')], []);
    const stale = new Float32Array([1, 2, 3, 4]);
    layout.setGraph([input('a')], []);
    worker.onmessage?.({
      data: { type: 'positions', version: 1, xy: stale },
    } as MessageEvent<LayoutPositions>);
    layout.advance();
    expect(layout.find('a')!.x).not.toBe(1);
    layout.dispose();
  });

  it('carries on inline, from the same positions, when the worker fails', async () => {
    const { worker } = inMemoryWorker();
    const layout = new WorkerLayout(worker, 900, 600);
    layout.setGraph([input('a'), input('b')], [edge('a', 'b')]);
    await nextPositions(layout);
    const before = { x: layout.find('a')!.x, y: layout.find('a')!.y };
    worker.fail();
    expect(worker.terminate).toHaveBeenCalled();
    expect(layout.find('a')).toMatchObject(before);
    expect(layout.nodes).toHaveLength(2);
    expect(layout.advance()).toBe(true);
  });
});

describe('connections drawn by the worker', () => {
  it('come with the positions they belong to, and follow the view', async () => {
    const canvas = fakeEdgeCanvas();
    const { worker, sent } = inMemoryWorker(canvas.create);
    const layout = new WorkerLayout(worker, 900, 600);
    layout.setView({ x: 0, y: 0, k: 1 }, 900, 600, 2);
    layout.setView({ x: 0, y: 0, k: 1 }, 900, 600, 2);
    expect(sent.filter((m) => m.type === 'view')).toHaveLength(1);
    layout.setGraph([input('a'), input('b'), input('c')], [edge('a', 'b'), edge('b', 'c', 'examination')]);
    layout.setRunning(false);
    await nextPositions(layout);
    const first = layout.edgeLayer!;
    expect(first.view).toEqual({ x: 0, y: 0, k: 1 });
    expect(canvas.strokes).toEqual(expect.arrayContaining(['#3b82f6', '#f59e0b']));

    // Panning asks for a new picture, for the same positions; the old one is let go.
    layout.setView({ x: 40, y: 0, k: 1 }, 900, 600, 2);
    await nextPositions(layout);
    expect(layout.edgeLayer!.view).toEqual({ x: 40, y: 0, k: 1 });
    expect((first.image as unknown as { close: ReturnType<typeof vi.fn> }).close).toHaveBeenCalled();
    layout.dispose();
  });

  it('are dropped when the graph changes, so the page draws them until new ones come', async () => {
    const canvas = fakeEdgeCanvas();
    const { worker } = inMemoryWorker(canvas.create);
    const layout = new WorkerLayout(worker, 900, 600);
    layout.setView({ x: 0, y: 0, k: 1 }, 900, 600, 1);
    layout.setGraph([input('a'), input('b')], [edge('a', 'b')]);
    await nextPositions(layout);
    expect(layout.edgeLayer).not.toBeNull();
    layout.setGraph([input('a')], []);
    expect(layout.edgeLayer).toBeNull();
    layout.dispose();
  });
});

describe('the layout worker drawing dense connections', () => {
  it('draws at half resolution while the layout moves and sharp once it is still', async () => {
    const sizes: number[] = [];
    const posted: LayoutPositions[] = [];
    const canvas = fakeEdgeCanvas();
    const handle = createLayoutWorker(
      (m) => posted.push(m),
      undefined,
      (w, h) => {
        sizes.push(w);
        return canvas.create(w, h);
      },
    );
    const ids = Array.from({ length: 200 }, (_, i) => `n${i}`);
    const pairs = Array.from({ length: 1600 }, (_, i) => [i % 200, (i * 7 + 1) % 200] as const).filter(
      ([a, b]) => a !== b,
    );
    handle({ type: 'init', width: 900, height: 600 });
    handle({ type: 'view', view: { x: 0, y: 0, k: 1 }, width: 900, height: 600, dpr: 1 });
    handle({
      type: 'graph',
      version: 1,
      ids,
      radii: new Float32Array(200).fill(15),
      sources: Int32Array.from(pairs, ([a]) => a),
      targets: Int32Array.from(pairs, ([, b]) => b),
      strengths: new Float32Array(pairs.length).fill(1),
      types: new Uint8Array(pairs.length),
      typeNames: ['collaboration'],
    });
    await vi.waitFor(() => expect(posted.at(-1)?.scale).toBe(0.5), { timeout: 5000 });
    expect(sizes).toContain(450);
    handle({ type: 'run', running: false });
    await vi.waitFor(() => expect(posted.at(-1)?.scale).toBe(1), { timeout: 5000 });
    expect(sizes.at(-1)).toBe(900);
  });
});

describe('InlineLayout', () => {
  it('moves only while running', () => {
    const layout = new InlineLayout(900, 600, () => 0.5);
    layout.setGraph([input('a'), input('b')], [edge('a', 'b')]);
    layout.setRunning(false);
    expect(layout.advance()).toBe(false);
    layout.setRunning(true);
    expect(layout.advance()).toBe(true);
  });
});

describe('the frame drawn by the worker with the nodes', () => {
  it('tells the worker who is selected once per change, and a new picture follows', async () => {
    const canvas = fakeEdgeCanvas();
    const { worker, sent } = inMemoryWorker(canvas.create);
    const layout = new WorkerLayout(worker, 900, 600);
    layout.setView({ x: 0, y: 0, k: 1 }, 900, 600, 1);
    layout.setGraph([input('a'), input('b')], [edge('a', 'b')]);
    layout.setRunning(false);
    await nextPositions(layout);
    layout.setSelected('a');
    layout.setSelected('a');
    expect(sent.filter((m) => m.type === 'select')).toEqual([{ type: 'select', id: 'a' }]);
    await nextPositions(layout);
    // No OffscreenCanvas here for the circles: the picture holds the connections only.
    expect(layout.edgeLayer).toMatchObject({ withNodes: false });
    layout.dispose();
  });
});
