import { createLayoutWorker } from './layout-worker-core';
import type { LayoutPositions, ToLayout } from './layout-protocol';

/** What this file needs of the worker's global scope (the app's types are the window's). */
interface LayoutWorkerScope {
  postMessage(message: LayoutPositions, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<ToLayout>) => void) | null;
}

// The force layout off the main thread, so drawing and the pointer stay smooth while it works.
const scope = self as unknown as LayoutWorkerScope;
const handle = createLayoutWorker((message, transfer) => scope.postMessage(message, transfer));
scope.onmessage = (event) => handle(event.data);
