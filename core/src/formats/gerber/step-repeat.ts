import type { Point } from '../../board/model';
import { type GraphicsState, MAX_OBJECTS, MAX_POINTS, unitOf } from './graphics-state';
import { GerberCode } from './codes';

/** An open step-and-repeat block (`%SR`, spec §4.11): where its objects start in the image. */
export interface StepRepeat {
  nx: number;
  ny: number;
  dxMm: number;
  dyMm: number;
  flashes: number;
  draws: number;
  regions: number;
  line: number;
}

/** More copies than this of one block is not a real panel; the rest are dropped with a diagnostic. */
export const MAX_REPEATS = 10_000;

/** Opens a block from the body `SRX3Y2I5.0J4.0` (closing any open one); `SR` alone only closes. */
export function handleStepRepeat(st: GraphicsState, body: string, line: number): void {
  closeStepRepeat(st);
  const nx = readInt(body, 'X');
  const ny = readInt(body, 'Y');
  if (nx <= 1 && ny <= 1) return;
  const k = unitOf(st, line);
  let cols = Math.max(1, nx);
  let rows = Math.max(1, ny);
  if (cols * rows > MAX_REPEATS) {
    st.sink.warn(
      GerberCode.stepRepeatCapped,
      `step and repeat ${cols}×${rows} capped to ${MAX_REPEATS} copies`,
      {
        line,
      },
    );
    cols = Math.min(cols, MAX_REPEATS);
    rows = Math.max(1, Math.floor(MAX_REPEATS / cols));
  }
  st.stepRepeat = {
    nx: cols,
    ny: rows,
    dxMm: readNumber(body, 'I') * k,
    dyMm: readNumber(body, 'J') * k,
    flashes: st.image.flashes.length,
    draws: st.image.draws.length,
    regions: st.image.regions.length,
    line,
  };
}

function field(body: string, letter: string): string {
  const at = body.indexOf(letter, 2);
  if (at < 0) return '';
  let end = at + 1;
  while (end < body.length && isNumberChar(body.charCodeAt(end))) end++;
  return body.slice(at + 1, end);
}

const isNumberChar = (c: number): boolean => (c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46;

const readInt = (body: string, letter: string): number => {
  const v = Math.floor(Number(field(body, letter)));
  return Number.isFinite(v) ? v : 1;
};
const readNumber = (body: string, letter: string): number => {
  const v = Number(field(body, letter));
  return Number.isFinite(v) ? v : 0;
};

const shift = (p: Point, dx: number, dy: number): Point => ({ x: p.x + dx, y: p.y + dy });

/** Closes the open block: copies its objects to every other grid position. */
export function closeStepRepeat(st: GraphicsState): void {
  const sr = st.stepRepeat;
  if (!sr) return;
  st.stepRepeat = null;
  const img = st.image;
  const flashes = img.flashes.slice(sr.flashes);
  const draws = img.draws.slice(sr.draws);
  const regions = img.regions.slice(sr.regions);
  const perCopy = flashes.length + draws.length + regions.length;
  let pointsPerCopy = 0;
  for (const d of draws) pointsPerCopy += d.points.length;
  for (const r of regions) for (const c of r.contours) pointsPerCopy += c.length;
  for (let i = 0; i < sr.nx; i++) {
    for (let j = 0; j < sr.ny; j++) {
      if (i === 0 && j === 0) continue;
      if (st.objectCount + perCopy > MAX_OBJECTS || st.pointCount + pointsPerCopy > MAX_POINTS) {
        st.sink.error(GerberCode.objectsCapped, 'too many objects or points: step and repeat stopped', {
          line: sr.line,
        });
        return;
      }
      st.objectCount += perCopy;
      st.pointCount += pointsPerCopy;
      const dx = i * sr.dxMm;
      const dy = j * sr.dyMm;
      for (const f of flashes) {
        const { shape, aperFunction, attrs, dark, line } = f;
        img.flashes.push({ x: f.x + dx, y: f.y + dy, shape, aperFunction, attrs, dark, line });
      }
      for (const d of draws) {
        const { widthMm, aperFunction, attrs, dark, line } = d;
        img.draws.push({
          points: d.points.map((p) => shift(p, dx, dy)),
          widthMm,
          aperFunction,
          attrs,
          dark,
          line,
        });
      }
      for (const r of regions) {
        const { aperFunction, attrs, dark, line } = r;
        img.regions.push({
          contours: r.contours.map((c) => c.map((p) => shift(p, dx, dy))),
          aperFunction,
          attrs,
          dark,
          line,
        });
      }
    }
  }
}
