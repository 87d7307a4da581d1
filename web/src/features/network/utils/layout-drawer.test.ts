import { describe, expect, it, vi } from 'vitest';
import type { EdgeCanvas } from './layout-drawer';
import { createLayoutDrawer } from './layout-drawer';
import type { GraphMessage, LayoutPositions } from './layout-protocol';

const graph: GraphMessage = {
  type: 'graph',
  version: 1,
  ids: ['a', 'b'],
  radii: new Float32Array([15, 15]),
  sources: new Int32Array([0]),
  targets: new Int32Array([1]),
  strengths: new Float32Array([1]),
  types: new Uint8Array([0]),
  typeNames: ['collaboration'],
};

/** A stand-in OffscreenCanvas that counts the pictures it hands out. */
function fakeCanvas(): EdgeCanvas {
  const noop = () => {};
  return {
    width: 0,
    height: 0,
    getContext: () =>
      ({
        setTransform: noop,
        clearRect: noop,
        beginPath: noop,
        moveTo: noop,
        lineTo: noop,
        stroke: noop,
      }) as unknown as ReturnType<EdgeCanvas['getContext']>,
    transferToImageBitmap: () => ({ close: noop }) as unknown as ImageBitmap,
  };
}

describe('the drawing beside the layout', () => {
  it('draws the positions it is given, says when it is done, and draws them again for a new view', async () => {
    const posted: LayoutPositions[] = [];
    const drawn = vi.fn();
    const handle = createLayoutDrawer((m) => posted.push(m), drawn, undefined, fakeCanvas, null);
    handle({ type: 'view', view: { x: 0, y: 0, k: 1 }, width: 900, height: 600, dpr: 1 });
    handle(graph);
    await new Promise((r) => setTimeout(r, 20));
    // Nothing to draw before the layout has placed the nodes.
    expect(posted).toEqual([]);

    handle({ type: 'placed', version: 1, xy: new Float32Array([10, 20, 30, 40]), ticked: true });
    expect(drawn).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(drawn).toHaveBeenCalledTimes(1));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ version: 1, view: { x: 0, y: 0, k: 1 }, scale: 1 });
    expect([...posted[0]!.xy]).toEqual([10, 20, 30, 40]);

    handle({ type: 'view', view: { x: 50, y: 0, k: 1 }, width: 900, height: 600, dpr: 1 });
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({ view: { x: 50, y: 0, k: 1 } });
    expect([...posted[1]!.xy]).toEqual([10, 20, 30, 40]);
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it('says it is done with positions of another graph without drawing them', async () => {
    const posted: LayoutPositions[] = [];
    const drawn = vi.fn();
    const handle = createLayoutDrawer((m) => posted.push(m), drawn, undefined, fakeCanvas, null);
    handle(graph);
    handle({ type: 'placed', version: 2, xy: new Float32Array(4), ticked: false });
    await vi.waitFor(() => expect(drawn).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([]);
  });
});
