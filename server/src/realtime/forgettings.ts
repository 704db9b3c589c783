// What a per-process cache that is kept true by live events (the actor cache, decision 0045; the DUT
// lists, decision 0053) needs to know before it keeps or shares a read: whether anything was forgotten
// since the read began (it may predate that change), and whether the bus may have missed events (the
// PostgreSQL listener down, or back after a gap: events from other instances were lost).

/** Taken before a read from the database: what the read may be kept under. */
export interface ReadMark {
  readonly at: number;
  readonly generation: number;
  readonly continuity: number | null;
}

export class Forgettings {
  /** Counts every forgetting: a read that overlapped one may hold what was forgotten. */
  private generation = 0;
  readonly now: () => number;
  /**
   * The event bus's continuity (EventBus.continuity): null while events may be missed, a new number
   * after every gap. What was learnt under another number is stale.
   */
  readonly continuity: () => number | null;

  constructor(options: { now?: () => number; continuity?: () => number | null } = {}) {
    this.now = options.now ?? Date.now;
    this.continuity = options.continuity ?? (() => 0);
  }

  mark(): ReadMark {
    return { at: this.now(), generation: this.generation, continuity: this.continuity() };
  }

  /** Something the cache held may have changed. */
  forgot(): void {
    this.generation++;
  }

  /**
   * The continuity a read begun at `mark` may be kept under: null when anything was forgotten since,
   * or the bus may have missed events since (or did then).
   */
  keepable(mark: ReadMark): number | null {
    if (mark.generation !== this.generation || mark.continuity === null) return null;
    return mark.continuity === this.continuity() ? mark.continuity : null;
  }

  /** Whether what was kept under `continuity` still holds as far as the bus knows. */
  holds(continuity: number): boolean {
    return continuity === this.continuity();
  }
}
