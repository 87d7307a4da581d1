import { describe, expect, it, vi } from 'vitest';
import type { GraphMessage, PlacedNodes } from './layout-protocol';
import { createLayoutStepper } from './layout-stepper';

const graph: GraphMessage = {
  type: 'graph',
  version: 1,
  ids: ['a', 'b', 'c'],
  radii: new Float32Array([15, 15, 15]),
  sources: new Int32Array([0, 1]),
  targets: new Int32Array([1, 2]),
  strengths: new Float32Array([1, 1]),
  types: new Uint8Array([0, 0]),
  typeNames: ['collaboration'],
};

function stepper() {
  const posted: (GraphMessage | PlacedNodes)[] = [];
  const handle = createLayoutStepper((message) => posted.push(message));
  const placed = () => posted.filter((m): m is PlacedNodes => m.type === 'placed');
  return { handle, posted, placed };
}

describe('the layout stepping beside the drawing', () => {
  it('passes the graph on before its positions', async () => {
    const { handle, posted } = stepper();
    handle({ type: 'init', width: 900, height: 600 });
    handle(graph);
    await vi.waitFor(() => expect(posted.map((m) => m.type)).toEqual(['graph', 'placed', 'placed']));
    expect(posted[1]).toMatchObject({ version: 1 });
    expect((posted[1] as PlacedNodes).xy).toHaveLength(6);
  });

  it('works out the next ticks while the drawing is busy and hands one over as each is drawn', async () => {
    const { handle, placed } = stepper();
    handle({ type: 'init', width: 900, height: 600 });
    handle(graph);
    // Two ahead of the drawing, so the next is waiting when it finishes...
    await vi.waitFor(() => expect(placed()).toHaveLength(2));
    expect(placed()[1]!.ticked).toBe(true);
    expect(placed()[1]!.xy).not.toEqual(placed()[0]!.xy);
    // ...then nothing more until it has drawn one, however long it takes...
    await new Promise((r) => setTimeout(r, 80));
    expect(placed()).toHaveLength(2);
    // ...and then the tick after is already there, handed over at once.
    handle({ type: 'drawn' });
    expect(placed()).toHaveLength(3);
    expect(placed()[2]!.xy).not.toEqual(placed()[1]!.xy);
  });

  it('hands over a change while paused, and no ticks', async () => {
    const { handle, placed } = stepper();
    handle({ type: 'init', width: 900, height: 600 });
    handle({ type: 'run', running: false });
    handle(graph);
    await vi.waitFor(() => expect(placed()).toHaveLength(1));
    expect(placed()[0]!.ticked).toBe(false);
    handle({ type: 'pin', id: 'b', x: 100, y: 200 });
    await vi.waitFor(() => expect(placed()).toHaveLength(2));
    expect(placed()[1]).toMatchObject({ ticked: false });
    expect([...placed()[1]!.xy.slice(2, 4)]).toEqual([100, 200]);
    await new Promise((r) => setTimeout(r, 50));
    expect(placed()).toHaveLength(2);
  });
});
