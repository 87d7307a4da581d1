import type { ViewTransform } from './view-transform';

/** Messages between the canvas and the layout worker. Links name their ends by index into `ids`. */
export type ToLayout =
  | { type: 'init'; width: number; height: number }
  | {
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
  | { type: 'run'; running: boolean }
  | { type: 'pin'; id: string; x: number; y: number }
  | { type: 'unpin'; id: string; reheat: boolean }
  | { type: 'randomise' }
  | { type: 'resize'; width: number; height: number }
  /** The selected researcher, whose connections the worker draws over the rest. */
  | { type: 'select'; id: string | null }
  /** Where the canvas looks: the worker draws the connections for this view. */
  | { type: 'view'; view: ViewTransform; width: number; height: number; dpr: number };

/**
 * Positions of the nodes of graph `version`, in its order (x0, y0, x1, y1, ...), and, where the
 * worker can draw, the connections for those positions as seen from `view`.
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
