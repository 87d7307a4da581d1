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
  const under = nodes.findLast((n) => {
    if (n.x === undefined || n.y === undefined) return false;
    const dx = x - n.x;
    const dy = y - n.y;
    const r = n.radius + slop;
    return dx * dx + dy * dy <= r * r;
  });
  return under ?? null;
}
