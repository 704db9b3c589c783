// The sparse forward elimination (zeros of the pivot row skipped) against the dense one it replaced.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Branch, type Complex, GROUNDED, SOURCE, solveCurrent } from './nodal';

// The solver as it was before (dense elimination), kept here as the reference.
const plainVolts = (node: number, v: Float64Array, w: Float64Array): Complex =>
  node >= 0 ? { re: v[node]!, im: w[node]! } : node === SOURCE ? { re: 1, im: 0 } : { re: 0, im: 0 };

/**
 * The node voltages of `n` free nodes joined by `branches`, then the current flowing into `into`
 * (a grounded node: the measuring node) through the branches marked as ending there.
 * Returns null when the system is singular (a part of the network floats).
 */
export function plainSolveCurrent(
  n: number,
  branches: Branch[],
  intoMeasured: (b: Branch) => boolean,
): Complex | null {
  // Augmented matrix [Y | J] split into real and imaginary planes, row-major.
  const w = n + 1;
  const re = new Float64Array(n * w);
  const im = new Float64Array(n * w);
  const add = (r: number, c: number, y: Complex, sign: number) => {
    re[r * w + c] = re[r * w + c]! + sign * y.re;
    im[r * w + c] = im[r * w + c]! + sign * y.im;
  };
  for (const b of branches) {
    if (b.u >= 0) add(b.u, b.u, b.y, 1);
    if (b.v >= 0) add(b.v, b.v, b.y, 1);
    if (b.u >= 0 && b.v >= 0) {
      add(b.u, b.v, b.y, -1);
      add(b.v, b.u, b.y, -1);
    }
    // A branch to the source injects y · 1 V into the free node's equation.
    if (b.u >= 0 && b.v === SOURCE) add(b.u, n, b.y, 1);
    if (b.v >= 0 && b.u === SOURCE) add(b.v, n, b.y, 1);
  }
  if (!plainEliminate(n, w, re, im)) return null;
  const vRe = new Float64Array(n);
  const vIm = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let sRe = re[r * w + n]!;
    let sIm = im[r * w + n]!;
    for (let c = r + 1; c < n; c++) {
      const aRe = re[r * w + c]!;
      const aIm = im[r * w + c]!;
      sRe -= aRe * vRe[c]! - aIm * vIm[c]!;
      sIm -= aRe * vIm[c]! + aIm * vRe[c]!;
    }
    const dRe = re[r * w + r]!;
    const dIm = im[r * w + r]!;
    const d = dRe * dRe + dIm * dIm;
    vRe[r] = (sRe * dRe + sIm * dIm) / d;
    vIm[r] = (sIm * dRe - sRe * dIm) / d;
  }
  let iRe = 0;
  let iIm = 0;
  for (const b of branches) {
    if (!intoMeasured(b)) continue;
    const other = b.u === GROUNDED ? b.v : b.u;
    const v = plainVolts(other, vRe, vIm);
    iRe += b.y.re * v.re - b.y.im * v.im;
    iIm += b.y.re * v.im + b.y.im * v.re;
  }
  return { re: iRe, im: iIm };
}

/** Forward elimination with partial pivoting on the modulus; false when a pivot vanishes. */
function plainEliminate(n: number, w: number, re: Float64Array, im: Float64Array): boolean {
  let scale = 0;
  for (let k = 0; k < n * w; k++) scale = Math.max(scale, Math.hypot(re[k]!, im[k]!));
  const tiny = scale * 1e-14;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    let best = Math.hypot(re[col * w + col]!, im[col * w + col]!);
    for (let r = col + 1; r < n; r++) {
      const m = Math.hypot(re[r * w + col]!, im[r * w + col]!);
      if (m > best) {
        best = m;
        pivot = r;
      }
    }
    if (!(best > tiny)) return false;
    if (pivot !== col)
      for (let c = 0; c < w; c++) {
        const a = col * w + c;
        const b = pivot * w + c;
        [re[a], re[b]] = [re[b]!, re[a]!];
        [im[a], im[b]] = [im[b]!, im[a]!];
      }
    const pRe = re[col * w + col]!;
    const pIm = im[col * w + col]!;
    const p2 = pRe * pRe + pIm * pIm;
    for (let r = col + 1; r < n; r++) {
      const aRe = re[r * w + col]!;
      const aIm = im[r * w + col]!;
      if (aRe === 0 && aIm === 0) continue;
      // factor = a / p
      const fRe = (aRe * pRe + aIm * pIm) / p2;
      const fIm = (aIm * pRe - aRe * pIm) / p2;
      for (let c = col; c < w; c++) {
        const xRe = re[col * w + c]!;
        const xIm = im[col * w + c]!;
        re[r * w + c] = re[r * w + c]! - (fRe * xRe - fIm * xIm);
        im[r * w + c] = im[r * w + c]! - (fRe * xIm + fIm * xRe);
      }
    }
  }
  return true;
}

const same = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

describe('solveCurrent with the sparse elimination', () => {
  it('gives the same current as the dense elimination on random networks', () => {
    const branch = (n: number) =>
      fc.record({
        u: fc.integer({ min: -2, max: n - 1 }),
        v: fc.integer({ min: -2, max: n - 1 }),
        y: fc.record({
          re: fc.oneof(fc.constant(0), fc.double({ min: 1e-9, max: 1e4, noNaN: true })),
          im: fc.oneof(fc.constant(0), fc.double({ min: -1e3, max: 1e3, noNaN: true })),
        }),
      });
    let solved = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            branches: fc.array(branch(n), { minLength: 1, maxLength: 3 * n + 5 }),
          }),
        ),
        ({ n, branches }) => {
          const list = branches.filter((b) => b.u !== b.v) as Branch[];
          const into = (b: Branch) => b.u === GROUNDED || b.v === GROUNDED;
          const ours = solveCurrent(n, list, into);
          const theirs = plainSolveCurrent(n, list, into);
          if (theirs !== null) solved++;
          // The same numbers (=== leaves a zero's sign aside: x − (−0) gives +0 where x − (+0) gave −0).
          expect(ours === null).toBe(theirs === null);
          if (ours && theirs)
            expect(
              same(ours.re, theirs.re) && same(ours.im, theirs.im),
              `${ours.re},${ours.im} vs ${theirs.re},${theirs.im}`,
            ).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
    expect(solved).toBeGreaterThan(100);
  });
});
