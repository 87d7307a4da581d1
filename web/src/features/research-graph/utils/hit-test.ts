export interface HitTarget {
  x?: number;
  y?: number;
  radius: number;
}

/**
 * The topmost node under world point (x, y): the last drawn wins, so search from the end. `slop`
 * widens every node a little (in world units) so small nodes are easy to grab.
 */
export function nodeAt<T extends HitTarget>(nodes: readonly T[], x: number, y: number, slop = 0): T | null {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const n = nodes[i]!;
    if (n.x === undefined || n.y === undefined) continue;
    const dx = x - n.x;
    const dy = y - n.y;
    const r = n.radius + slop;
    if (dx * dx + dy * dy <= r * r) return n;
  }
  return null;
}
