import { createLayoutDrawer } from './layout-drawer';
import type { ConnectMessage, LayoutPositions, ToDrawing, ToStepping } from './layout-protocol';

/** What this file needs of the worker's global scope (the app's types are the window's). */
interface DrawingWorkerScope {
  postMessage(message: LayoutPositions, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<ToDrawing | ConnectMessage>) => void) | null;
}

// The frame drawn off the main thread, beside the layout: the layout's positions come through the
// port the page hands over first, the view and selection from the page, and the frames go to the page.
const scope = self as unknown as DrawingWorkerScope;
let layout: MessagePort | null = null;
const handle = createLayoutDrawer(
  (message, transfer) => scope.postMessage(message, transfer),
  () => layout?.postMessage({ type: 'drawn' } satisfies ToStepping),
);
scope.onmessage = ({ data }) => {
  if (data.type !== 'connect') return handle(data);
  layout = data.port;
  layout.onmessage = (event: MessageEvent<ToDrawing>) => handle(event.data);
};
