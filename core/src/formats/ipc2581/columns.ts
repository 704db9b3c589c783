// Growable typed-array columns for the importer's per-pad data: a board has a hundred thousand pads,
// holes and mask openings, and an object for each that lives from reading to assembly is what the
// garbage collector spent its time on (decision 0050).

type Column = Float64Array<ArrayBuffer> | Int32Array<ArrayBuffer> | Uint8Array<ArrayBuffer>;

/** A column of the same type twice as long (at least `min`), its values kept at their indices. */
export function grown<T extends Column>(a: T, min = 0): T {
  const b = new (a.constructor as new (length: number) => T)(Math.max(min, a.length * 2));
  b.set(a);
  return b;
}

/** Points (mm) in insertion order. */
export class Points {
  count = 0;
  xs = new Float64Array(64);
  ys = new Float64Array(64);

  add(x: number, y: number): void {
    const i = this.count;
    if (i === this.xs.length) {
      this.xs = grown(this.xs, i + 1);
      this.ys = grown(this.ys, i + 1);
    }
    this.xs[i] = x;
    this.ys[i] = y;
    this.count = i + 1;
  }
}

/** A side as a bit: a feature's outer copper sides are a mask of these. */
export const TOP = 1;
export const BOTTOM = 2;

/** Solder-mask knowledge of one side (a side bit s): known at bit s, open at bit s << 2. */
const openBit = (side: number) => side << 2;

/**
 * Pads or vias with the outer sides each has copper on and what is known of the mask there (from
 * PhyNetPoint exposures), as columns beside the model's own objects.
 */
export class FeatureList<T> {
  readonly items: T[] = [];
  /** TOP | BOTTOM bits. */
  sides = new Uint8Array(64);
  /** Per side s: bit s = the mask state is known, bit s << 2 = it is open. */
  noted = new Uint8Array(64);

  get length(): number {
    return this.items.length;
  }

  push(item: T, sides: number): void {
    const i = this.items.length;
    if (i === this.sides.length) {
      this.sides = grown(this.sides, i + 1);
      this.noted = grown(this.noted, i + 1);
    }
    this.items.push(item);
    this.sides[i] = sides;
    this.noted[i] = 0;
  }

  /** Notes the mask state of feature i on `side`, unless one was noted there already. */
  note(i: number, side: number, open: boolean): void {
    const n = this.noted[i]!;
    if ((n & side) !== 0) return;
    this.noted[i] = n | side | (open ? openBit(side) : 0);
  }

  /** The noted mask state of feature i on `side`: true = open, false = covered, undefined = unknown. */
  notedOpen(i: number, side: number): boolean | undefined {
    const n = this.noted[i]!;
    if ((n & side) === 0) return undefined;
    return (n & openBit(side)) !== 0;
  }
}
