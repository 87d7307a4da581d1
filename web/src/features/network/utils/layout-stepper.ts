import { GraphSimulation, REHEAT_ALPHA } from './graph-simulation';
import { realClock, type Clock } from './layout-clock';
import { decodeGraph, type GraphMessage, type PlacedNodes, type ToStepping } from './layout-protocol';

/** One layout step per display frame at most: faster would only make the animation rush. */
const FRAME_MS = 16;
/**
 * Positions handed to the drawing and not yet drawn, at most: with two, the next are already waiting
 * when the drawing finishes, so it never waits for this thread to be woken (on a busy machine that
 * can take longer than a step).
 */
const MAX_UNDRAWN = 2;

/**
 * The layout as it runs on its thread: it ticks while running and warm, at most once a frame, and
 * hands the positions after every tick, and after anything else that moves nodes, to the drawing
 * (each graph before its positions). It works ahead of the drawing: the next ticks are computed
 * while one is being drawn, and it waits while MAX_UNDRAWN are, so every tick is drawn and, on two
 * threads, a frame costs the longer of the step and the drawing, not both. Returns the message
 * handler.
 */
export function createLayoutStepper(
  post: (message: GraphMessage | PlacedNodes, transfer: Transferable[]) => void,
  clock: Clock = realClock,
): (message: ToStepping) => void {
  let sim = new GraphSimulation<null>(900, 600);
  let version = 0;
  let running = true;
  let timer: unknown = undefined;
  let lastStep = -Infinity;
  /** Positions the drawing has not had yet, and whether a tick moved them. */
  let unsent = false;
  let unsentTick = false;
  /** Positions handed to the drawing that it has not finished drawing. */
  let undrawn = 0;

  const tickDue = () => running && sim.isWarm && !unsentTick;
  /** How long until the next tick may run (timers may fire a fraction of a millisecond early). */
  const untilNextTick = () => Math.max(0, FRAME_MS - (clock.now() - lastStep));

  const handOver = () => {
    if (!unsent || undrawn >= MAX_UNDRAWN) return;
    const xy = new Float32Array(sim.nodes.length * 2);
    sim.nodes.forEach((n, i) => {
      xy[i * 2] = n.x ?? 0;
      xy[i * 2 + 1] = n.y ?? 0;
    });
    const ticked = unsentTick;
    unsent = unsentTick = false;
    undrawn += 1;
    post({ type: 'placed', version, xy, ticked }, [xy.buffer]);
  };

  const loop = () => {
    timer = undefined;
    if (tickDue() && untilNextTick() < 1) {
      lastStep = clock.now();
      sim.step();
      unsent = unsentTick = true;
    }
    handOver();
    kick();
  };

  /** Runs the loop soon: to hand over what changed (several changes make one hand-over), or to tick. */
  const kick = () => {
    if (timer !== undefined) return;
    if (unsent && undrawn < MAX_UNDRAWN) timer = clock.setTimeout(loop, 0);
    else if (tickDue()) timer = clock.setTimeout(loop, untilNextTick());
  };

  return (message) => {
    switch (message.type) {
      case 'init':
        sim = new GraphSimulation<null>(message.width, message.height);
        break;
      case 'graph': {
        version = message.version;
        const { inputs, connections } = decodeGraph(message);
        sim.setGraph(inputs, connections);
        post(message, []);
        unsent = true;
        break;
      }
      case 'drawn':
        undrawn -= 1;
        handOver();
        break;
      case 'run':
        running = message.running;
        break;
      case 'pin': {
        const n = sim.find(message.id);
        if (n) sim.pin(n, message.x, message.y);
        unsent = true;
        break;
      }
      case 'unpin': {
        const n = sim.find(message.id);
        if (n) sim.unpin(n);
        if (message.reheat) sim.reheat(REHEAT_ALPHA);
        break;
      }
      case 'reheat':
        sim.reheat(REHEAT_ALPHA);
        break;
      case 'randomise':
        sim.randomise();
        unsent = true;
        break;
      case 'resize':
        sim.resize(message.width, message.height);
        unsent = true;
        break;
    }
    kick();
  };
}
