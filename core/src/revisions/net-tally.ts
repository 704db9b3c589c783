import { type Column, intColumn } from '../memory/heap-columns';

/** Net names of both revisions numbered once: a name both have gets one number. */
export class NetNames {
  private readonly numbers = new Map<string, number>();
  readonly names: string[] = [];

  /** The number of a name, given on first sight. */
  numberOf(name: string): number {
    let n = this.numbers.get(name);
    if (n === undefined) {
      n = this.names.length;
      this.numbers.set(name, n);
      this.names.push(name);
    }
    return n;
  }

  /** The number of a name already seen, or -1. */
  find(name: string): number {
    return this.numbers.get(name) ?? -1;
  }

  /** The numbers of a list of names, in its order (repeats and all). */
  numbersOf(list: readonly string[]): Column {
    const out = intColumn(list.length);
    for (let k = 0; k < list.length; k++) out[k] = this.numberOf(list[k]!);
    return out;
  }

  /** `sort()`'s order of two names by number. */
  compare = (p: number, q: number): number => {
    const [a, b] = [this.names[p]!, this.names[q]!];
    return a < b ? -1 : a > b ? 1 : 0;
  };
}

/**
 * For each net (by number) the nets its paired pads went to, with pad counts. Almost every net goes
 * to one net: that one is kept in columns and a map is made only for a second (a 100k-pad board has
 * ~60k nets; a map of names and an object per net were most of the time of mapping them). Made once
 * every name is numbered.
 */
export class NetTally {
  private readonly first: Column;
  private readonly count: Column;
  private readonly rest: (Map<number, number> | null)[];

  constructor(private readonly nets: NetNames) {
    const n = nets.names.length;
    this.first = intColumn(n).fill(-1);
    this.count = intColumn(n);
    this.rest = new Array<Map<number, number> | null>(n).fill(null);
  }

  /** Counts one pad of net `from` that went to net `to` (numbers). */
  add(from: number, to: number): void {
    if (this.first[from] === -1) {
      this.first[from] = to;
      this.count[from] = 1;
    } else if (this.first[from] === to) this.count[from]!++;
    else {
      this.rest[from] ??= new Map();
      const rest = this.rest[from];
      rest.set(to, (rest.get(to) ?? 0) + 1);
    }
  }

  /** Whether any paired pad of `n` is counted. */
  has(n: number): boolean {
    return n >= 0 && this.first[n]! >= 0;
  }

  /** Whether the pads of `n` went to more than one net. */
  isSplit(n: number): boolean {
    return this.rest[n] !== null;
  }

  /** The net the first pad of `n` went to (the only one when not split). */
  firstOf(n: number): number {
    return this.first[n]!;
  }

  /** The names the pads of `n` went to, in the order first seen (none when it has no pads). */
  names(n: number): string[] {
    if (!this.has(n)) return [];
    const rest = this.rest[n];
    return [this.first[n]!, ...(rest ? rest.keys() : [])].map((k) => this.nets.names[k]!);
  }

  /** The names the pads of `n` went to, most pads first, then by name. */
  ranked(n: number): string[] {
    const rest = this.rest[n];
    if (!rest) return this.names(n);
    return [[this.first[n]!, this.count[n]!] as const, ...rest.entries()]
      .sort((p, q) => q[1] - p[1] || this.nets.compare(p[0], q[0]))
      .map((e) => this.nets.names[e[0]]!);
  }

  /**
   * The numbers with pads, by name (`sort()`'s order). A board's net list is in that order already
   * (`collectNets`): when `list` (the list's numbers) is strictly ascending by name and holds every
   * number with pads they are read off it (sorting ~60k names was a tenth of a large diff).
   */
  inNameOrder(list: readonly number[]): number[] {
    const out: number[] = [];
    for (let k = 0; k < list.length; k++) {
      if (k > 0 && this.nets.compare(list[k - 1]!, list[k]!) >= 0) return this.sortedNumbers();
      if (this.has(list[k]!)) out.push(list[k]!);
    }
    let counted = 0;
    for (let n = 0; n < this.first.length; n++) if (this.first[n]! >= 0) counted++;
    return counted === out.length ? out : this.sortedNumbers();
  }

  private sortedNumbers(): number[] {
    const all: number[] = [];
    for (let n = 0; n < this.first.length; n++) if (this.first[n]! >= 0) all.push(n);
    return all.sort(this.nets.compare);
  }
}
