import { realClock, type Clock } from './layout-clock';
import { createLayoutDrawer, offscreenCanvas, offscreenSprites, type EdgeCanvas } from './layout-drawer';
import { isForDrawing, type LayoutPositions, type ToLayout } from './layout-protocol';
import { createLayoutStepper } from './layout-stepper';
import type { NodeSprites } from './node-sprites';

export type { EdgeCanvas } from './layout-drawer';

/**
 * The layout and its drawing on one thread, talking as they do across two (layout.worker.ts and
 * drawing.worker.ts): the canvas's messages in, positions with the frame drawn for them out. For
 * tests. Returns the message handler.
 */
export function createLayoutWorker(
  post: (message: LayoutPositions, transfer: Transferable[]) => void,
  clock: Clock = realClock,
  createCanvas: (width: number, height: number) => EdgeCanvas | null = offscreenCanvas,
  sprites: NodeSprites | null = offscreenSprites(),
): (message: ToLayout) => void {
  const drawing = createLayoutDrawer(post, () => stepping({ type: 'drawn' }), clock, createCanvas, sprites);
  const stepping = createLayoutStepper((message) => drawing(message), clock);
  return (message) => (isForDrawing(message) ? drawing(message) : stepping(message));
}
