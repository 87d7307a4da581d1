import type { ViewTransform } from './view-transform';

/**
 * Messages from the canvas. Links name their ends by index into `ids`. The layout and its drawing
 * run on two threads (see createLayoutEngine): `view` and `select` go to the drawing
 * (isForDrawing), the rest to the layout, which passes the graph on to the drawing.
 */
export type ToLayout =
  | { type: 'init'; width: number; height: number }
  | GraphMessage
  | { type: 'run'; running: boolean }
  | { type: 'pin'; id: string; x: number; y: number }
  | { type: 'unpin'; id: string; reheat: boolean }
  | { type: 'randomise' }
  /** Warm the layout again (Play): it moves on from where it is. */
  | { type: 'reheat' }
  | { type: 'resize'; width: number; height: number }
  /** The selected researcher, whose connections the drawing draws over the rest. */
  | { type: 'select'; id: string | null }
  /** Where the canvas looks: the drawing draws the frame for this view. */
  | { type: 'view'; view: ViewTransform; width: number; height: number; dpr: number };

export interface GraphMessage {
  type: 'graph';
  version: number;
  ids: string[];
  radii: Float32Array;
  sources: Int32Array;
  targets: Int32Array;
  strengths: Float32Array;
  /** Each link's type, as an index into `typeNames`. */
  types: Uint8Array;
  typeNames: string[];
}

/** The canvas's messages the drawing takes. */
export type ForDrawing = Extract<ToLayout, { type: 'view' | 'select' }>;

export function isForDrawing(message: ToLayout): message is ForDrawing {
  return message.type === 'view' || message.type === 'select';
}

/** Positions of the nodes of graph `version`, in its order (x0, y0, x1, y1, ...). */
export interface PlacedNodes {
  type: 'placed';
  version: number;
  xy: Float32Array;
  /** Whether a layout step moved them (so more steps follow), not a pin, reset or resize. */
  ticked: boolean;
}

/** What the layout thread takes: the canvas's messages but the drawing's, and the drawing's "done". */
export type ToStepping = Exclude<ToLayout, ForDrawing> | { type: 'drawn' };

/** What the drawing thread takes: from the canvas, and the graph and its positions from the layout. */
export type ToDrawing = ForDrawing | GraphMessage | PlacedNodes;

/** Hands each worker its end of the channel between the layout and the drawing. */
export interface ConnectMessage {
  type: 'connect';
  port: MessagePort;
}

/**
 * To the canvas: positions of the nodes of graph `version`, in its order, and, where the drawing
 * can draw, the frame for those positions as seen from `view`.
 */
export interface LayoutPositions {
  type: 'positions';
  version: number;
  xy: Float32Array;
  edges?: ImageBitmap;
  view?: ViewTransform;
  /** The picture's resolution as a fraction of the canvas's (lower while things move). */
  scale?: number;
  /** Whether the picture holds the node circles too, not only the connections. */
  withNodes?: boolean;
}

/** Entry `i` of one of a graph message's parallel lists (the engine builds them together). */
function entry<T>(list: ArrayLike<T>, i: number): T {
  const value = list[i];
  if (value === undefined) throw new Error(`The graph message has no entry ${i} in a list of ${list.length}`);
  return value;
}

/** A graph message as the researchers (without their details) and connections it stands for. */
export function decodeGraph(message: GraphMessage) {
  const inputs = message.ids.map((id, i) => ({ id, node: null, radius: entry(message.radii, i) }));
  const connections = Array.from(message.sources, (s, i) => ({
    source: entry(message.ids, s),
    target: entry(message.ids, entry(message.targets, i)),
    type: message.typeNames[entry(message.types, i)] ?? 'unknown',
    strength: entry(message.strengths, i),
  }));
  return { inputs, connections };
}
