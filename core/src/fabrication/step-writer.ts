import {
  AdvancedBrepShapeRepresentation,
  AdvancedFace,
  ApplicationContext,
  ApplicationProtocolDefinition,
  Axis2Placement3D,
  CartesianPoint,
  Circle,
  ClosedShell,
  CylindricalSurface,
  Direction,
  EdgeCurve,
  EdgeLoop,
  FaceBound,
  FaceOuterBound,
  Line,
  ManifoldSolidBrep,
  OrientedEdge,
  Plane,
  Product,
  ProductContext,
  ProductDefinition,
  ProductDefinitionContext,
  ProductDefinitionFormation,
  ProductDefinitionShape,
  eid,
  type Entity,
  Ref,
  Repository,
  ShapeDefinitionRepresentation,
  stepStr,
  Unknown,
  Vector,
  VertexPoint,
} from 'stepts';
import type { Point } from '../board/model';
import type { Plate } from '../fixture/design/model';
import type { FileFrame } from './frame';
import { stepSolidParts } from './step-solid-parts';

/**
 * STEP (ISO 10303-21, AP214) of one plate as a closed B-rep solid (decision 0035): planar faces at its
 * back (Z = 0) and at its board-facing face (Z = thickness) bounded by the outline and by a circle per
 * drilled hole (and a polygon per through cut-out), a planar side face per outline / cut-out edge and a
 * cylindrical wall per hole. X and Y are the plate's drawing frame (the same numbers as its Excellon,
 * DXF and SVG, decision 0021); Z is up from the back face, so the board-facing face is on top and a
 * lid (mirrored in X) is the real part turned over about Y, not a mirror image of it. Units mm.
 * Entities come from `stepts` (MIT, no dependencies); the header is written here so that it states
 * the frame and carries no clock (the same design gives the same bytes).
 */
export function writePlateStep(plate: Plate, frame: FileFrame, headerLines: string[]): string {
  const parts = stepSolidParts(plate, frame);
  const repo = new Repository();
  // Numbered here: stepts' own `add` takes the maximum of every id so far on each call, which is
  // quadratic and overflows the stack past ~100,000 entities (a plate with thousands of holes).
  let count = 0;
  const add = <T extends Entity>(e: T): Ref<T> => {
    const id = eid(++count);
    repo.set(id, e);
    return new Ref<T>(id);
  };
  const w = new SolidWriter(add);
  const name = p21(`${plate.role} plate`);

  const app = add(new ApplicationContext('core data for automotive mechanical design processes'));
  add(new ApplicationProtocolDefinition('international standard', 'automotive_design', 2010, app));
  const productContext = add(new ProductContext('', app, 'mechanical'));
  // The frame again in the product's description, without ';' (some readers split entities on it).
  const product = add(new Product(name, name, p21(frame.note.replace(/;/g, ',')), [productContext]));
  const formation = add(new ProductDefinitionFormation('', '', product));
  const definitionContext = add(new ProductDefinitionContext('part definition', app, 'design'));
  const definition = add(new ProductDefinition('design', '', formation, definitionContext));
  const shape = add(new ProductDefinitionShape('', '', definition));

  const mm = add(new Unknown('', ['( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.) )']));
  const rad = add(new Unknown('', ['( NAMED_UNIT(*) PLANE_ANGLE_UNIT() SI_UNIT($,.RADIAN.) )']));
  const sr = add(new Unknown('', ['( NAMED_UNIT(*) SI_UNIT($,.STERADIAN.) SOLID_ANGLE_UNIT() )']));
  const uncertainty = add(
    new Unknown('UNCERTAINTY_MEASURE_WITH_UNIT', [
      'LENGTH_MEASURE(1.E-04)',
      `${mm}`,
      "'distance_accuracy_value'",
      "'coordinates are written to 0.0001 mm'",
    ]),
  );
  const context = add(
    new Unknown('', [
      `( GEOMETRIC_REPRESENTATION_CONTEXT(3) GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((${uncertainty})) GLOBAL_UNIT_ASSIGNED_CONTEXT((${mm},${rad},${sr})) REPRESENTATION_CONTEXT('${name}','3D') )`,
    ]),
  );

  const faces: Ref<AdvancedFace>[] = [];
  const t = plate.thicknessMm;
  const rings = [parts.outline, ...parts.cutouts].map((ring) => w.prism(ring, t));
  const circles = parts.holes.map((h) => w.cylinder(h, t));
  // Board-facing face (Z = t, normal +Z): the loops as they run (material on their left seen from +Z).
  faces.push(
    w.face(
      w.plane({ x: 0, y: 0, z: t }, [0, 0, 1]),
      rings.map((r) => r.top),
      circles.map((c) => c.topInner),
    ),
  );
  // Back face (Z = 0, normal -Z): the same loops reversed.
  faces.push(
    w.face(
      w.plane({ x: 0, y: 0, z: 0 }, [0, 0, -1]),
      rings.map((r) => r.bottom),
      circles.map((c) => c.bottomInner),
    ),
  );
  for (const r of rings) faces.push(...r.sides);
  for (const c of circles) faces.push(c.wall);

  const shell = add(new ClosedShell('', faces));
  const solid = add(new ManifoldSolidBrep(name, shell));
  const representation = add(new AdvancedBrepShapeRepresentation(name, [solid], context));
  add(new ShapeDefinitionRepresentation(shape, representation));

  const description = [
    ...headerLines,
    frame.note,
    STEP_Z_NOTE,
    `Closed solid: ${parts.holes.length} drilled hole(s) as cylinders, ${parts.cutouts.length} through cut-out(s).${parts.leftOut.length ? ` Left out of the solid (see the DXF): ${parts.leftOut.join('; ')}.` : ''} Blind pockets and engraving are in the DXF only.`,
  ];
  const header = [
    'ISO-10303-21;',
    'HEADER;',
    `FILE_DESCRIPTION((${description.map((d) => stepStr(p21(d.replace(/[\r\n]+/g, ' ')))).join(',\n  ')}),'2;1');`,
    `FILE_NAME(${stepStr(p21(`${plate.role}.step`))},'2000-01-01T00:00:00',('Studio'),('Studio'),'Studio fixture design','Studio','');`,
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    'ENDSEC;',
    'DATA;',
  ];
  const data = repo.entries().map(([id, e]) => `#${id}=${e.toStep(repo)};`);
  return [...header, ...data, 'ENDSEC;', 'END-ISO-10303-21;', ''].join('\n');
}

/** What Z means in a plate's STEP file: said in its header and in the manifest. */
export const STEP_Z_NOTE =
  'STEP solid: X and Y as above (the same numbers as the plate drill file), Z in mm up from the plate face away from the board (Z = 0) to its board-facing face (Z = thickness): the board-facing face is on top, so a lid is the real part turned over about Y (not mirrored).';

/**
 * Text as ISO 10303-21 wants it inside '…': backslash doubled, every character outside printable ASCII
 * as \X2\hhhh\X0\ (UTF-16 code units). Quotes are doubled by stepts' `stepStr`.
 */
export function p21(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\') out += '\\\\';
    else if (code >= 0x20 && code < 0x7f) out += ch;
    else {
      let hex = '';
      for (let i = 0; i < ch.length; i++) hex += ch.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
      out += `\\X2\\${hex}\\X0\\`;
    }
  }
  return out;
}

type V3 = [number, number, number];
interface P3 {
  x: number;
  y: number;
  z: number;
}

/** Coordinates in the file: 4 decimals like the drill file (never an exponent, never -0). */
const r4 = (n: number): number => {
  const v = Math.round(n * 10000) / 10000;
  return v === 0 ? 0 : v;
};

/** Builds faces that share their edges, so every edge is used twice in opposite directions. */
class SolidWriter {
  private readonly dirs = new Map<string, Ref<Direction>>();
  constructor(private readonly add: <T extends Entity>(e: T) => Ref<T>) {}

  private dir(v: V3): Ref<Direction> {
    const d: V3 = [r4(v[0]), r4(v[1]), r4(v[2])];
    const key = d.join(',');
    let ref = this.dirs.get(key);
    if (!ref) {
      ref = this.add(new Direction('', d[0], d[1], d[2]));
      this.dirs.set(key, ref);
    }
    return ref;
  }

  private point(p: P3): Ref<CartesianPoint> {
    return this.add(new CartesianPoint('', r4(p.x), r4(p.y), r4(p.z)));
  }

  /** The point of each vertex, shared by the lines and placements that start there. */
  private readonly pointOf = new Map<number, Ref<CartesianPoint>>();

  private vertex(p: P3): Ref<VertexPoint> {
    const point = this.point(p);
    const v = this.add(new VertexPoint('', point));
    this.pointOf.set(v.id, point);
    return v;
  }

  private line(a: Ref<VertexPoint>, b: Ref<VertexPoint>, pa: P3, pb: P3): Ref<EdgeCurve> {
    const d: V3 = [pb.x - pa.x, pb.y - pa.y, pb.z - pa.z];
    const length = Math.hypot(...d);
    const vector = this.add(new Vector('', this.dir(d.map((c) => c / length) as V3), r4(length)));
    const line = this.add(new Line('', this.pointOf.get(a.id) ?? this.point(pa), vector));
    return this.add(new EdgeCurve('', a, b, line, true));
  }

  private placement(at: P3 | Ref<CartesianPoint>, axis: V3, ref: V3): Ref<Axis2Placement3D> {
    const point = at instanceof Ref ? at : this.point(at);
    return this.add(new Axis2Placement3D('', point, this.dir(axis), this.dir(ref)));
  }

  plane(at: P3, normal: V3): Ref<Plane> {
    return this.add(new Plane('', this.placement(at, normal, [1, 0, 0])));
  }

  private loop(edges: [Ref<EdgeCurve>, boolean][]): Ref<EdgeLoop> {
    return this.add(
      new EdgeLoop(
        '',
        edges.map(([e, forward]) => this.add(new OrientedEdge('', e, forward))),
      ),
    );
  }

  face(surface: Ref<Plane>, outer: Ref<EdgeLoop>[], inner: Ref<EdgeLoop>[]): Ref<AdvancedFace> {
    const [first, ...rest] = outer;
    const bounds = [
      this.add(new FaceOuterBound('', first!, true)),
      ...[...rest, ...inner].map((l) => this.add(new FaceBound('', l, true))),
    ];
    return this.add(new AdvancedFace('', bounds, surface, true));
  }

  /**
   * A polygon ring extruded from Z = 0 to Z = t. The ring runs with the material on its left seen from
   * +Z (outline counter-clockwise, cut-outs clockwise). Returns the loops for the top and bottom faces
   * and one planar side face per edge, its normal pointing away from the material.
   */
  prism(ring: Point[], t: number) {
    const n = ring.length;
    const lo = ring.map((p) => ({ x: p.x, y: p.y, z: 0 }));
    const hi = ring.map((p) => ({ x: p.x, y: p.y, z: t }));
    const vLo = lo.map((p) => this.vertex(p));
    const vHi = hi.map((p) => this.vertex(p));
    const eLo = lo.map((p, i) => this.line(vLo[i]!, vLo[(i + 1) % n]!, p, lo[(i + 1) % n]!));
    const eHi = hi.map((p, i) => this.line(vHi[i]!, vHi[(i + 1) % n]!, p, hi[(i + 1) % n]!));
    const eUp = lo.map((p, i) => this.line(vLo[i]!, vHi[i]!, p, hi[i]!));
    const top = this.loop(eHi.map((e) => [e, true]));
    const bottom = this.loop([...eLo].reverse().map((e) => [e, false]));
    const sides = ring.map((p, i) => {
      const q = ring[(i + 1) % n]!;
      const dx = q.x - p.x;
      const dy = q.y - p.y;
      const len = Math.hypot(dx, dy);
      // (d × z) points away from the material for a ring with the material on its left.
      const surface = this.add(
        new Plane(
          '',
          this.placement(this.pointOf.get(vLo[i]!.id)!, [dy / len, -dx / len, 0], [dx / len, dy / len, 0]),
        ),
      );
      const loop = this.loop([
        [eLo[i]!, true],
        [eUp[(i + 1) % n]!, true],
        [eHi[i]!, false],
        [eUp[i]!, false],
      ]);
      return this.add(new AdvancedFace('', [this.add(new FaceOuterBound('', loop, true))], surface, true));
    });
    return { top, bottom, sides };
  }

  /**
   * A drilled hole from Z = 0 to Z = t: a circle on each face (counter-clockwise seen from +Z, starting
   * at +X), a seam line at +X and the cylindrical wall, whose normal points into the hole (away from
   * the material), hence `same_sense` false against the cylinder's outward normal.
   */
  cylinder(h: { x: number; y: number; r: number }, t: number) {
    const seamLo = { x: h.x + h.r, y: h.y, z: 0 };
    const seamHi = { x: h.x + h.r, y: h.y, z: t };
    const vLo = this.vertex(seamLo);
    const vHi = this.vertex(seamHi);
    const axisLo = this.placement({ x: h.x, y: h.y, z: 0 }, [0, 0, 1], [1, 0, 0]);
    const axisHi = this.placement({ x: h.x, y: h.y, z: t }, [0, 0, 1], [1, 0, 0]);
    const circle = (axis: Ref<Axis2Placement3D>, v: Ref<VertexPoint>) =>
      this.add(new EdgeCurve('', v, v, this.add(new Circle('', axis, r4(h.r))), true));
    const cLo = circle(axisLo, vLo);
    const cHi = circle(axisHi, vHi);
    const seam = this.line(vLo, vHi, seamLo, seamHi);
    // The wall's axis is the bottom circle's placement (same centre, axis and reference direction).
    const surface = this.add(new CylindricalSurface('', axisLo, r4(h.r)));
    const wallLoop = this.loop([
      [cLo, false],
      [seam, true],
      [cHi, true],
      [seam, false],
    ]);
    const wall = this.add(
      new AdvancedFace('', [this.add(new FaceOuterBound('', wallLoop, true))], surface, false),
    );
    return {
      topInner: this.loop([[cHi, false]]),
      bottomInner: this.loop([[cLo, true]]),
      wall,
    };
  }
}
