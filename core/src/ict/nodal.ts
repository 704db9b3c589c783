/**
 * Solves a small linear network by nodal analysis: complex admittances, Gaussian elimination with
 * partial pivoting. The tester's measurement is modelled exactly as an ICT measures: the source node
 * at 1 V, the measuring node held at 0 V (the operational amplifier's virtual ground), the guard nodes
 * driven to 0 V too; the reading is the current into the measuring node. DC is the case of zero
 * imaginary parts.
 */

export interface Complex {
  re: number;
  im: number;
}

/** A branch between two nodes: indices into the free nodes (≥ 0), or a fixed node (−1 = 1 V, −2 = 0 V). */
export interface Branch {
  u: number;
  v: number;
  y: Complex;
}

export const SOURCE = -1;
export const GROUNDED = -2;

const volts = (node: number, v: Float64Array, w: Float64Array): Complex =>
  node >= 0 ? { re: v[node]!, im: w[node]! } : node === SOURCE ? { re: 1, im: 0 } : { re: 0, im: 0 };

/**
 * The node voltages of `n` free nodes joined by `branches`, then the current flowing into `into`
 * (a grounded node: the measuring node) through the branches marked as ending there.
 * Returns null when the system is singular (a part of the network floats).
 */
export function solveCurrent(
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
  if (!eliminate(n, w, re, im)) return null;
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
    const v = volts(other, vRe, vIm);
    iRe += b.y.re * v.re - b.y.im * v.im;
    iIm += b.y.re * v.im + b.y.im * v.re;
  }
  return { re: iRe, im: iIm };
}

/** Forward elimination with partial pivoting on the modulus; false when a pivot vanishes. */
function eliminate(n: number, w: number, re: Float64Array, im: Float64Array): boolean {
  let scale = 0;
  // Zero entries (most of a board network's matrix) change neither the scale nor the pivot: skipped.
  for (let k = 0; k < n * w; k++)
    if (re[k] !== 0 || im[k] !== 0) scale = Math.max(scale, Math.hypot(re[k]!, im[k]!));
  const tiny = scale * 1e-14;
  const columns = new Int32Array(w);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    let best = Math.hypot(re[col * w + col]!, im[col * w + col]!);
    for (let r = col + 1; r < n; r++) {
      if (re[r * w + col] === 0 && im[r * w + col] === 0) continue;
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
    // The pivot row's non-zero columns: a zero there subtracts a zero (x − f·0 = x for a finite
    // factor), so only these columns change — the same numbers as the whole row, on a sparse board
    // network a fraction of the work.
    let nonZero = 0;
    for (let c = col; c < w; c++) if (re[col * w + c] !== 0 || im[col * w + c] !== 0) columns[nonZero++] = c;
    for (let r = col + 1; r < n; r++) {
      const aRe = re[r * w + col]!;
      const aIm = im[r * w + col]!;
      if (aRe === 0 && aIm === 0) continue;
      // factor = a / p
      const fRe = (aRe * pRe + aIm * pIm) / p2;
      const fIm = (aIm * pRe - aRe * pIm) / p2;
      if (Number.isFinite(fRe) && Number.isFinite(fIm)) {
        for (let k = 0; k < nonZero; k++) {
          const c = columns[k]!;
          const xRe = re[col * w + c]!;
          const xIm = im[col * w + c]!;
          re[r * w + c] = re[r * w + c]! - (fRe * xRe - fIm * xIm);
          im[r * w + c] = im[r * w + c]! - (fRe * xIm + fIm * xRe);
        }
        continue;
      }
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
