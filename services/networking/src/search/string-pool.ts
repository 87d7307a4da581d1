/**
 * One copy of each repeated string the indexes hold. Rows read from PostgreSQL bring a copy of
 * every string per row, and much of what a profile holds repeats across profiles (FoR codes and
 * their prefixes): the indexes would otherwise keep a copy per researcher. Past `capacity` strings
 * the pool stops growing and hands strings back as they are, so values that never repeat cannot
 * make it grow without bound.
 */
export class StringPool {
  private readonly strings = new Map<string, string>();

  constructor(private readonly capacity: number) {}

  /** The pool's copy of `s` (a string equal to it). */
  of(s: string): string {
    const held = this.strings.get(s);
    if (held !== undefined) return held;
    if (this.strings.size < this.capacity) this.strings.set(s, s);
    return s;
  }

  /**
   * The pool's copies of an array's strings, in a new array of just that length (arrays built by
   * pushing, as the PostgreSQL driver's are, hold room for more).
   */
  all(strings: readonly string[]): string[] {
    return strings.map((s) => this.of(s));
  }
}
