// Growable typed-array columns for the importer's per-pad data: a board has a hundred thousand pads,
// holes and mask openings, and an object for each that lives from reading to assembly is what the
// garbage collector spent its time on (decision 0050).

/** Twice the length (at least `min`), the first `used` values kept. */
export function grownF64(a: Float64Array<ArrayBuffer>, min: number): Float64Array<ArrayBuffer> {
  const b = new Float64Array(Math.max(min, a.length * 2));
  b.set(a);
  return b;
}

export function grownI32(a: Int32Array<ArrayBuffer>, min: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(Math.max(min, a.length * 2));
  b.set(a);
  return b;
}

export function grownU8(a: Uint8Array<ArrayBuffer>, min: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(Math.max(min, a.length * 2));
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
      this.xs = grownF64(this.xs, i + 1);
      this.ys = grownF64(this.ys, i + 1);
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
      this.sides = grownU8(this.sides, i + 1);
      this.noted = grownU8(this.noted, i + 1);
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
