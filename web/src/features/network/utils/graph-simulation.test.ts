import { describe, expect, it } from 'vitest';
import type { NetworkConnection, NetworkNode } from '../types';
import { BOUNDS_MARGIN, GraphSimulation, clampToBounds, linkDistance } from './graph-simulation';
import { testNetworkNode } from './test-network-node';

const node = (id: string): NetworkNode => testNetworkNode(id);
const input = (id: string, radius = 15) => ({ id, node: node(id), radius });
const edge = (source: string, target: string, type = 'collaboration', strength = 1): NetworkConnection => ({
  source,
  target,
  type,
  strength,
});

/** A repeatable random source, so layouts are the same on every run. */
function seeded(seed = 42): () => number {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

describe('link rest length', () => {
  it('is 100 + 50 * strength', () => {
    expect(linkDistance(1)).toBe(150);
    expect(linkDistance(2)).toBe(200);
  });
});

describe('clampToBounds', () => {
  it('keeps a node 30 px inside the canvas and stops it at the wall', () => {
    const n = { x: -10, y: 700, vx: -3, vy: 4 };
    clampToBounds(n, 900, 600);
    expect(n).toEqual({ x: BOUNDS_MARGIN, y: 600 - BOUNDS_MARGIN, vx: 0, vy: 0 });
    const inside = { x: 400, y: 300, vx: 1, vy: 1 };
    clampToBounds(inside, 900, 600);
    expect(inside).toEqual({ x: 400, y: 300, vx: 1, vy: 1 });
  });
});

describe('GraphSimulation', () => {
  it('lays out inside the bounds and links only shown researchers, grouped by type', () => {
    const sim = new GraphSimulation(900, 600, seeded());
    sim.setGraph(
      ['a', 'b', 'c', 'd'].map((id) => input(id)),
      [edge('a', 'b'), edge('b', 'c', 'examination'), edge('c', 'd', 'examination'), edge('a', 'zz')],
    );
    expect(sim.links).toHaveLength(3);
    expect(sim.linksByType.get('examination')).toHaveLength(2);
    for (let i = 0; i < 200; i++) sim.step();
    for (const n of sim.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(BOUNDS_MARGIN);
      expect(n.x).toBeLessThanOrEqual(900 - BOUNDS_MARGIN);
      expect(n.y).toBeGreaterThanOrEqual(BOUNDS_MARGIN);
      expect(n.y).toBeLessThanOrEqual(600 - BOUNDS_MARGIN);
    }
  });

  it('pulls linked researchers towards the rest length', () => {
    const sim = new GraphSimulation(900, 600, seeded(7));
    sim.setGraph([input('a'), input('b')], [edge('a', 'b')]);
    while (sim.step()) {
      /* until cooled */
    }
    const [a, b] = sim.nodes;
    const d = Math.hypot(a!.x! - b!.x!, a!.y! - b!.y!);
    expect(d).toBeGreaterThan(110);
    expect(d).toBeLessThan(190);
  });

  it('stops ticking once cooled, and a reheat wakes it', () => {
    const sim = new GraphSimulation(900, 600, seeded());
    sim.setGraph([input('a'), input('b')], []);
    let ticks = 0;
    while (sim.step()) ticks++;
    expect(ticks).toBeGreaterThan(100);
    expect(sim.step()).toBe(false);
    sim.reheat(0.3);
    expect(sim.step()).toBe(true);
  });

  it('keeps positions when filters change and brings people back where they were', () => {
    const sim = new GraphSimulation(900, 600, seeded());
    sim.setGraph([input('a'), input('b')], []);
    const a = { x: sim.find('a')!.x, y: sim.find('a')!.y };
    sim.setGraph([input('b')], []);
    expect(sim.find('a')).toBeUndefined();
    sim.setGraph([input('a', 30), input('b')], []);
    expect(sim.find('a')).toMatchObject({ ...a, radius: 30 });
  });

  it('re-randomises positions on reset and stretches them to a bigger canvas', () => {
    const sim = new GraphSimulation(900, 600, seeded());
    sim.setGraph([input('a')], []);
    const before = { x: sim.find('a')!.x!, y: sim.find('a')!.y! };
    sim.randomise();
    expect({ x: sim.find('a')!.x, y: sim.find('a')!.y }).not.toEqual(before);
    expect(sim.alpha).toBe(1);
    const placed = { x: sim.find('a')!.x!, y: sim.find('a')!.y! };
    sim.resize(1200, 800);
    expect(sim.find('a')!.x).toBeCloseTo((placed.x * 1200) / 900, 6);
    expect(sim.find('a')!.y).toBeCloseTo((placed.y * 800) / 600, 6);
  });

  it('holds a pinned node where it is put, inside the bounds', () => {
    const sim = new GraphSimulation(900, 600, seeded());
    sim.setGraph([input('a'), input('b')], [edge('a', 'b')]);
    const a = sim.find('a')!;
    sim.pin(a, 2000, 100);
    sim.step();
    expect(a.x).toBe(900 - BOUNDS_MARGIN);
    expect(a.y).toBe(100);
    sim.unpin(a);
    expect(a.fx).toBeNull();
  });
});
