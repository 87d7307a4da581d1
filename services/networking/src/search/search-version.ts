/** How many of the last changes to the researcher read model are remembered by whom they changed. */
const STEPS_KEPT = 64;
/** A step that changed more researchers than this is remembered as having changed anyone. */
const IDS_KEPT = 1_000;

/** Where search's inputs stood when something was read from them. */
export interface VersionStamp {
  /** Changes found in the researcher read model (by any replica), as ResearcherFeed saw them. */
  researchers: number;
  /** Connection writes ended in this process (committed or not). */
  connectionWrites: number;
}

/**
 * The one freshness signal of search/: what its caches were read against. ResearcherFeed moves
 * `researchers` on when a read finds changes; ConnectionsService reports each connection write as it
 * ends (through `connectionWriteEnded`, which app.ts hands it). Anything read at a stamp may be
 * reused while the stamp's parts it depends on are unchanged.
 */
export class SearchVersion {
  private researchers = 0;
  private connectionWrites = 0;
  /**
   * The profile ids each of the last few `researchers` steps changed (null: anyone, as after a
   * full load), oldest first, for caches of single rows (shown-rows.ts), which need only drop those.
   */
  private readonly changedAt: Array<ReadonlySet<string> | null> = [];

  /** The feed found changes to these researchers (null: to anyone). */
  researchersChanged(profileIds: readonly string[] | null): void {
    this.researchers += 1;
    this.changedAt.push(profileIds && profileIds.length <= IDS_KEPT ? new Set(profileIds) : null);
    if (this.changedAt.length > STEPS_KEPT) this.changedAt.shift();
  }

  /**
   * Who changed after `researchers` stood at `since` (a stamp's), or null when that is not known
   * (too long ago, or a step that could have changed anyone).
   */
  researchersChangedSince(since: number): ReadonlySet<string> | null {
    const steps = this.researchers - since;
    if (steps > this.changedAt.length) return null;
    const changed = new Set<string>();
    for (const ids of this.changedAt.slice(this.changedAt.length - steps)) {
      if (ids === null) return null;
      for (const id of ids) changed.add(id);
    }
    return changed;
  }

  readonly connectionWriteEnded = (): void => {
    this.connectionWrites += 1;
  };

  /** Take it before reading, so a change during the read makes the result look old, never new. */
  now(): VersionStamp {
    return { researchers: this.researchers, connectionWrites: this.connectionWrites };
  }
}
