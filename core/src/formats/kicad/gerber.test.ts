// The frame change checked against KiCad's Gerber output of the same boards: Gerber is y-up with the
// same origin, so a pad's flash (tagged with its component and pin by X2 attributes) must land on the
// pad's board-frame position. Pads with a drill offset are flashed at their copper centre, which is
// the hole position plus the offset rotated with the pad.
import { describe, expect, it } from 'vitest';
import type { Point } from '../../board/model';
import { rotate } from '../../geometry/vec';
import { parseSexpr } from '../sexpr/index';
import { DEMO_BOARDS, importBoard, readTestdata } from '../../../test/fixtures/kicad/support';

interface Flash {
  ref: string;
  pin: string;
  aperture: string;
  x: number;
  y: number;
}

/** Flashes (D03) carrying a `%TO.P,ref,pin` attribute; format 4.6 mm, as KiCad writes. */
function readFlashes(text: string): Flash[] {
  const out: Flash[] = [];
  const unicode = (s: string) =>
    s.replace(/\\u([0-9A-Fa-f]{4})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
  let ref = '';
  let pin = '';
  let aperture = '';
  let x = 0;
  let y = 0;
  for (const line of text.split(/\r?\n/)) {
    const to = /^%TO\.P,([^,*]*),([^,*]*)/.exec(line);
    if (to) [ref, pin] = [unicode(to[1]!), unicode(to[2]!)];
    else if (line.startsWith('%TD')) [ref, pin] = ['', ''];
    else if (/^D\d+\*$/.test(line)) aperture = line.slice(0, -1);
    else {
      const m = /^(?:X(-?\d+))?(?:Y(-?\d+))?(?:I-?\d+J-?\d+)?D0?([123])\*$/.exec(line);
      if (!m) continue;
      if (m[1]) x = Number(m[1]) / 1e6;
      if (m[2]) y = Number(m[2]) / 1e6;
      if (m[3] === '3' && ref) out.push({ ref, pin, aperture, x, y });
    }
  }
  return out;
}

/** `ref.pin` → drill offset (KiCad local frame), read from the source file. */
function drillOffsets(text: string): Map<string, Point> {
  const t = parseSexpr(text);
  const out = new Map<string, Point>();
  for (let f = t.first(0), e = t.end(0); f < e; f = t.end(f)) {
    if (!t.headIs(f, 'footprint')) continue;
    let ref = '';
    for (let c = t.first(f), ce = t.end(f); c < ce; c = t.end(c)) {
      if (t.headIs(c, 'fp_text') && t.strArg(c, 0) === 'reference') ref = t.strArg(c, 1);
    }
    for (let c = t.first(f), ce = t.end(f); c < ce; c = t.end(c)) {
      const offset = t.child(t.child(c, 'drill'), 'offset');
      if (t.headIs(c, 'pad') && offset >= 0) {
        out.set(`${ref}.${t.strArg(c, 0)}`, { x: t.numArg(offset, 0), y: t.numArg(offset, 1) });
      }
    }
  }
  return out;
}

describe.each(DEMO_BOARDS)('%s against its Gerber copper layers', (name) => {
  it('puts every flashed pad where KiCad plotted it (within 0.001 mm)', () => {
    const { board } = importBoard(name);
    const offsets = drillOffsets(readTestdata(`kicad/${name}.kicad_pcb`));
    let checked = 0;
    for (const layer of ['F_Cu', 'B_Cu']) {
      for (const f of readFlashes(readTestdata(`kicad-exports/${name}/gerber/${name}-${layer}.gbr`))) {
        const pads = board.pads.filter((p) => p.ref === f.ref && p.number === f.pin);
        const distances = pads.map((p) => {
          const o = offsets.get(`${p.ref}.${p.number}`);
          // offset in the pad's local KiCad frame (+Y down) → board frame, rotated with the pad
          const d = o ? rotate({ x: o.x, y: -o.y }, p.rotationDeg) : { x: 0, y: 0 };
          return Math.hypot(p.x + d.x - f.x, p.y + d.y - f.y);
        });
        expect(Math.min(...distances), `${layer} ${f.ref}.${f.pin}`).toBeLessThanOrEqual(1e-3);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

/** Vertices of a `%AM<name>*` outline primitive (code 4), relative to the flash point. */
function macroOutline(text: string, name: string): Point[] {
  const start = text.indexOf(`%AM${name}*`);
  const body = text.slice(text.indexOf('\n', start) + 1, text.indexOf('%', start + 1));
  const nums = body.replace(/\s/g, '').split(',').slice(3);
  const pts: Point[] = [];
  for (let i = 0; i + 1 < nums.length; i += 2) pts.push({ x: Number(nums[i]), y: Number(nums[i + 1]) });
  return pts;
}

const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) < 1e-4;
const sameVertices = (ours: Point[], theirs: Point[]) =>
  ours.every((p) => theirs.some((q) => near(p, q))) && theirs.every((q) => ours.some((p) => near(p, q)));

describe('pad polygons against the Gerber aperture macros', () => {
  it('places the custom pads of the bottom-side JP1 (pic_programmer) like KiCad’s FreePoly macros', () => {
    const { board } = importBoard('pic_programmer');
    const gerber = readTestdata('kicad-exports/pic_programmer/gerber/pic_programmer-B_Cu.gbr');
    const flashes = readFlashes(gerber).filter((f) => f.ref === 'JP1');
    expect(flashes).toHaveLength(2);
    for (const f of flashes) {
      const pad = board.pads.find((p) => p.ref === 'JP1' && p.number === f.pin)!;
      expect(pad.shape).toBe('custom');
      const macro = /%ADD(\d+)(\w+),/.exec(gerber.slice(gerber.indexOf(`%ADD${f.aperture.slice(1)}`)))![2]!;
      const relative = pad.polygon!.map((p) => ({ x: p.x - f.x, y: p.y - f.y }));
      expect(sameVertices(relative, macroOutline(gerber, macro))).toBe(true);
    }
  });

  it('builds the trapezoid of custom_pads_test like KiCad’s Outline4P aperture', () => {
    const { board } = importBoard('custom_pads_test');
    const gerber = readTestdata('kicad-exports/custom_pads_test/gerber/custom_pads_test-F_Cu.gbr');
    const pad = board.pads.find((p) => p.shape === 'trapezoid')!;
    const m = /%ADD\d+Outline4P,([^*]+)\*%/.exec(gerber)!;
    const v = m[1]!.split('X').map(Number);
    const corners = [0, 2, 4, 6].map((i) => rotate({ x: v[i]!, y: v[i + 1]! }, v[8]!));
    expect(pad.rotationDeg).toBe(v[8]);
    const relative = pad.polygon!.map((p) => ({ x: p.x - pad.x, y: p.y - pad.y }));
    expect(sameVertices(relative, corners)).toBe(true);
  });
});
