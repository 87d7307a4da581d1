import {
  forceCenter,
  forceLink,
  forceManyBody,
  forceSimulation,
  type ForceLink,
  type Simulation,
  type SimulationLinkDatum,
  type SimulationNodeDatum,
} from 'd3-force';
import type { NetworkConnection, NetworkNode } from '../types';

/** Force constants of spec 2 section 9. */
const REPULSION_RANGE = 200;
const DAMPING = 0.95;
export const BOUNDS_MARGIN = 30;
/** How warm Play and letting go of a moved node make the layout (1 is a fresh start). */
export const REHEAT_ALPHA = 0.3;
export const linkDistance = (strength: number) => 100 + 50 * strength;
/**
 * Barnes-Hut accuracy of the repulsion (d3's default is 0.9): groups of nodes seen under a wider
 * angle are treated as one. Repulsion is most of a layout step's cost, and at 1.2 a step over
 * 2,000 researchers costs a quarter less with no difference to be seen in the layout.
 */
const REPULSION_THETA = 1.2;

/** A researcher in the layout; `node` is what the canvas draws (the layout worker has none). */
export interface SimNode<T = NetworkNode> extends SimulationNodeDatum {
  id: string;
  radius: number;
  node: T;
}

export interface SimLink<T = NetworkNode> extends SimulationLinkDatum<SimNode<T>> {
  source: SimNode<T>;
  target: SimNode<T>;
  type: string;
  strength: number;
}

export interface GraphInput<T = NetworkNode> {
  id: string;
  node: T;
  radius: number;
}

/** Links between shown nodes only (never a loop), and the same links grouped by type. */
export function buildLinks<T>(
  shown: ReadonlyMap<string, SimNode<T>>,
  connections: readonly Pick<NetworkConnection, 'source' | 'target' | 'type' | 'strength'>[],
): { links: SimLink<T>[]; linksByType: Map<string, SimLink<T>[]> } {
  const links: SimLink<T>[] = [];
  const linksByType = new Map<string, SimLink<T>[]>();
  for (const c of connections) {
    const source = shown.get(c.source);
    const target = shown.get(c.target);
    if (!source || !target || source === target) continue;
    const link: SimLink<T> = { source, target, type: c.type, strength: c.strength };
    links.push(link);
    let group = linksByType.get(c.type);
    if (!group) linksByType.set(c.type, (group = []));
    group.push(link);
  }
  return { links, linksByType };
}

/** Keeps a node inside the canvas less the margin, stopping its motion across the wall it hit. */
export function clampToBounds(
  n: SimulationNodeDatum,
  width: number,
  height: number,
  margin = BOUNDS_MARGIN,
): void {
  const minX = margin;
  const maxX = Math.max(margin, width - margin);
  const minY = margin;
  const maxY = Math.max(margin, height - margin);
  if (n.x === undefined || n.y === undefined) return;
  if (n.x < minX || n.x > maxX) {
    n.x = Math.min(maxX, Math.max(minX, n.x));
    n.vx = 0;
  }
  if (n.y < minY || n.y > maxY) {
    n.y = Math.min(maxY, Math.max(minY, n.y));
    n.vy = 0;
  }
}

/**
 * The force-directed layout, outside React: the canvas ticks it once per animation frame while it is
 * warm (alpha above alphaMin) and draws from `nodes` and `links`. d3's own timer is never started.
 * Positions survive filter changes: a researcher hidden and shown again comes back where they were.
 */
export class GraphSimulation<T = NetworkNode> {
  nodes: SimNode<T>[] = [];
  links: SimLink<T>[] = [];
  /** Links grouped by type so the renderer strokes each colour as one path. */
  linksByType = new Map<string, SimLink<T>[]>();
  private readonly known = new Map<string, SimNode<T>>();
  private shown = new Map<string, SimNode<T>>();
  private readonly simulation: Simulation<SimNode<T>, SimLink<T>>;
  private readonly linkForce: ForceLink<SimNode<T>, SimLink<T>>;
  private readonly centre = forceCenter<SimNode<T>>();

  constructor(
    private width: number,
    private height: number,
    private readonly random: () => number = Math.random,
  ) {
    this.linkForce = forceLink<SimNode<T>, SimLink<T>>([])
      .id((d) => d.id)
      .distance((l) => linkDistance(l.strength));
    this.simulation = forceSimulation<SimNode<T>, SimLink<T>>([])
      .velocityDecay(1 - DAMPING)
      .force('link', this.linkForce)
      .force('charge', forceManyBody<SimNode<T>>().distanceMax(REPULSION_RANGE).theta(REPULSION_THETA))
      .force('centre', this.centre)
      .stop();
    this.centre.x(width / 2).y(height / 2);
  }

  get alpha(): number {
    return this.simulation.alpha();
  }

  /** True while the layout is still moving; below alphaMin ticking is wasted work. */
  get isWarm(): boolean {
    return this.simulation.alpha() >= this.simulation.alphaMin();
  }

  /** Shows these researchers and connections; `reheat` is how much to stir an existing layout. */
  setGraph(
    inputs: readonly GraphInput<T>[],
    connections: readonly Pick<NetworkConnection, 'source' | 'target' | 'type' | 'strength'>[],
    reheat = 0.3,
  ): void {
    const first = this.known.size === 0;
    this.nodes = inputs.map(({ id, node, radius }) => {
      let sim = this.known.get(id);
      if (!sim) {
        sim = { id, radius, node, ...this.randomPosition() };
        this.known.set(id, sim);
      }
      sim.radius = radius;
      sim.node = node;
      return sim;
    });
    this.shown = new Map(this.nodes.map((n) => [n.id, n]));
    const { links, linksByType } = buildLinks(this.shown, connections);
    this.links = links;
    this.linksByType = linksByType;
    this.simulation.nodes(this.nodes);
    this.linkForce.links(this.links);
    this.simulation.alpha(first ? 1 : Math.max(this.simulation.alpha(), reheat));
  }

  /** One step of the layout, then the bounds. Returns false (and does nothing) once cooled. */
  step(): boolean {
    if (!this.isWarm) return false;
    this.simulation.tick();
    for (const n of this.nodes) clampToBounds(n, this.width, this.height);
    return true;
  }

  /** Re-randomises every position and starts the layout afresh (the Reset button). */
  randomise(): void {
    for (const n of this.known.values()) {
      Object.assign(n, this.randomPosition(), { vx: 0, vy: 0, fx: null, fy: null });
    }
    this.simulation.alpha(1);
  }

  reheat(alpha = 0.3): void {
    this.simulation.alpha(Math.max(this.simulation.alpha(), alpha));
  }

  /** The canvas size changed (fullscreen): stretch the layout to the new bounds. */
  resize(width: number, height: number): void {
    if (width === this.width && height === this.height) return;
    const sx = width / this.width;
    const sy = height / this.height;
    for (const n of this.known.values()) {
      n.x = (n.x ?? 0) * sx;
      n.y = (n.y ?? 0) * sy;
      clampToBounds(n, width, height);
    }
    this.width = width;
    this.height = height;
    this.centre.x(width / 2).y(height / 2);
    this.reheat(0.1);
  }

  /** Holds a grabbed node at a point (inside the bounds). */
  pin(n: SimNode<T>, x: number, y: number): void {
    const m = BOUNDS_MARGIN;
    n.fx = n.x = Math.min(this.width - m, Math.max(m, x));
    n.fy = n.y = Math.min(this.height - m, Math.max(m, y));
    n.vx = 0;
    n.vy = 0;
  }

  unpin(n: SimNode<T>): void {
    n.fx = null;
    n.fy = null;
  }

  /** A shown node by id. */
  find(id: string): SimNode<T> | undefined {
    return this.shown.get(id);
  }

  private randomPosition(): { x: number; y: number } {
    const m = BOUNDS_MARGIN;
    return {
      x: m + this.random() * Math.max(0, this.width - 2 * m),
      y: m + this.random() * Math.max(0, this.height - 2 * m),
    };
  }
}
