import type { ConnectMessage, ToStepping } from './layout-protocol';
import { createLayoutStepper } from './layout-stepper';

/** What this file needs of the worker's global scope (the app's types are the window's). */
interface LayoutWorkerScope {
  onmessage: ((event: MessageEvent<ToStepping | ConnectMessage>) => void) | null;
}

// The force layout off the main thread, so drawing and the pointer stay smooth while it works. Its
// positions go to the drawing worker, through the port the page hands over first.
const scope = self as unknown as LayoutWorkerScope;
let drawing: MessagePort | null = null;
const handle = createLayoutStepper((message, transfer) => drawing?.postMessage(message, transfer));
scope.onmessage = ({ data }) => {
  if (data.type !== 'connect') return handle(data);
  drawing = data.port;
  drawing.onmessage = (event: MessageEvent<ToStepping>) => handle(event.data);
};
