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

  researchersChanged(): void {
    this.researchers += 1;
  }

  readonly connectionWriteEnded = (): void => {
    this.connectionWrites += 1;
  };

  /** Take it before reading, so a change during the read makes the result look old, never new. */
  now(): VersionStamp {
    return { researchers: this.researchers, connectionWrites: this.connectionWrites };
  }
}
