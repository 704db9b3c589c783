import type { SexprTree } from '../sexpr/index';
import type { LibPin, LibSymbol, PlacedSymbol, Point } from './types';

/** `NAME_U_S`: a library symbol's unit U and body style S, the last two numbers of its name. */
function unitAndStyle(name: string): { unit: number; style: number } {
  const m = /_(\d+)_(\d+)$/.exec(name);
  return m ? { unit: Number(m[1]), style: Number(m[2]) } : { unit: 0, style: 0 };
}

/** A pin is hidden by a bare `hide` (KiCad 6–8) or `(hide yes)` (KiCad 9). */
function isHidden(t: SexprTree, pin: number): boolean {
  if (t.hasFlag(pin, 'hide')) return true;
  const h = t.child(pin, 'hide');
  return h >= 0 && !t.is(t.arg(h, 0), 'no');
}

function readPin(t: SexprTree, pin: number, unit: number, style: number): LibPin | null {
  const a = t.child(pin, 'at');
  const x = t.numArg(a, 0);
  const y = t.numArg(a, 1);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  return {
    number: t.strArg(t.child(pin, 'number'), 0),
    name: t.strArg(t.child(pin, 'name'), 0),
    type: t.strArg(pin, 0),
    hidden: isHidden(t, pin),
    x,
    y,
    unit,
    style,
  };
}

function collectPins(t: SexprTree, i: number, unit: number, style: number, into: LibPin[]): void {
  for (let c = t.first(i), e = t.end(i); c < e; c = t.end(c)) {
    if (t.headIs(c, 'pin')) {
      const p = readPin(t, c, unit, style);
      if (p) into.push(p);
    } else if (t.headIs(c, 'symbol')) {
      const us = unitAndStyle(t.strArg(c, 0));
      collectPins(t, c, us.unit, us.style, into);
    }
  }
}

/**
 * A library symbol embedded in a schematic's `(lib_symbols …)`: its pins with unit and body style
 * from the sub-symbol names (`R_0_1`, `R_1_1`), and whether it is a power symbol: `(power)` (KiCad
 * 6–8) or `(power global)` (KiCad 9) name a net everywhere, `(power local)` (KiCad 9) on its sheet.
 */
export function readLibSymbol(t: SexprTree, i: number): LibSymbol | null {
  const id = t.strArg(i, 0);
  if (id === '') return null;
  const node = t.child(i, 'power');
  const power =
    node >= 0
      ? t.is(t.arg(node, 0), 'local')
        ? 'local'
        : 'global'
      : t.hasFlag(i, 'power')
        ? 'global'
        : null;
  const pins: LibPin[] = [];
  collectPins(t, i, 0, 0, pins);
  return { id, power, pins };
}

/** The pins of a placed symbol's unit and body style: its own, and those common to all units or styles. */
export function pinsOfUnit(lib: LibSymbol, unit: number, style: number): LibPin[] {
  return lib.pins.filter((p) => (p.unit === 0 || p.unit === unit) && (p.style === 0 || p.style === style));
}

/**
 * Where a library pin's connection point lands on the sheet (mm, the sheet's +Y down). The library
 * draws with +Y up, so the point is first flipped; the symbol's angle turns it counter-clockwise as
 * seen on screen, then `(mirror x)` flips it top to bottom and `(mirror y)` left to right about the
 * symbol's origin.
 */
export function placePin(s: Pick<PlacedSymbol, 'x' | 'y' | 'angleDeg' | 'mirror'>, pin: Point): Point {
  // Library (+Y up) → screen (+Y down).
  let x = pin.x;
  let y = -pin.y;
  // Counter-clockwise on screen (+Y down) by quarter turns: (x, y) → (y, −x) per turn.
  const turns = ((Math.round(s.angleDeg / 90) % 4) + 4) % 4;
  for (let k = 0; k < turns; k++) [x, y] = [y, -x];
  if (s.mirror === 'x') y = -y;
  else if (s.mirror === 'y') x = -x;
  return { x: s.x + x, y: s.y + y };
}
