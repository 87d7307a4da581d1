/**
 * The best `capacity` items offered, in the order `before` defines (true when a should come before
 * b), kept in a small min-heap: offering an item costs O(log capacity), and most offers are turned
 * away by one comparison with the worst item held.
 */
export class TopResults<T> {
  private readonly items: T[] = [];

  constructor(
    private readonly capacity: number,
    private readonly before: (a: T, b: T) => boolean,
  ) {}

  get full(): boolean {
    return this.items.length >= this.capacity;
  }

  /** The item that the next better offer would push out (defined once full). */
  get worst(): T | undefined {
    return this.items[0];
  }

  private worse(a: T, b: T): boolean {
    return this.before(b, a);
  }

  offer(item: T): void {
    if (this.capacity <= 0) return;
    const h = this.items;
    if (!this.full) {
      h.push(item);
      let i = h.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!this.worse(h[i]!, h[p]!)) break;
        [h[i], h[p]] = [h[p]!, h[i]!];
        i = p;
      }
      return;
    }
    if (!this.worse(h[0]!, item)) return;
    h[0] = item;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && this.worse(h[l]!, h[m]!)) m = l;
      if (r < h.length && this.worse(h[r]!, h[m]!)) m = r;
      if (m === i) break;
      [h[i], h[m]] = [h[m]!, h[i]!];
      i = m;
    }
  }

  sorted(): T[] {
    return [...this.items].sort((a, b) => (this.before(a, b) ? -1 : this.before(b, a) ? 1 : 0));
  }
}
