/**
 * Per-query working memory, kept between queries (a query runs start to end without yielding) so
 * that a query neither allocates nor clears megabytes: it resets only the entries it touched.
 */
export class Scratch {
  exception = new Uint8Array(0);
  /** Already a candidate (sharing a term or FoR codes with the viewer). */
  seen = new Uint8Array(0);
  /** The squared weight of the walked terms each candidate shares with the viewer. */
  partialSq = new Float64Array(0);
  /** How many of the viewer's FoR codes a researcher holds, and how many share their group. */
  fieldMatches = new Int32Array(0);
  groupMatches = new Int32Array(0);
  touched = new Int32Array(0);
  /**
   * Candidates' interest similarities, which scores are computed from: 32-bit, as they always
   * have been (64 bits could move a rare score across a rounding step, changing results).
   */
  interest = new Float32Array(0);
  bucket = new Uint16Array(0);
  order = new Int32Array(0);
  /** Per term id: its rank among the viewer's terms (1 for the first), 0 for terms not theirs. */
  rank = new Int32Array(0);
  /** A bit per slot, for countListable() (all clear between queries). */
  marked = new Int32Array(0);

  ensure(size: number, terms: number): void {
    if (this.rank.length < terms) this.rank = new Int32Array(Math.max(1024, terms * 2));
    if (this.seen.length >= size) return;
    const capacity = Math.max(1024, size * 2);
    this.exception = new Uint8Array(capacity);
    this.seen = new Uint8Array(capacity);
    this.partialSq = new Float64Array(capacity);
    this.fieldMatches = new Int32Array(capacity);
    this.groupMatches = new Int32Array(capacity);
    this.touched = new Int32Array(capacity);
    this.interest = new Float32Array(capacity);
    this.bucket = new Uint16Array(capacity);
    this.order = new Int32Array(capacity);
    this.marked = new Int32Array(Math.ceil(capacity / 32));
  }
}
