/**
 * Writes a small ISO 10303-21 (STEP, AP214) file of boxes, for tests, benches and demonstrations: the board as one slab and
 * each component body as one box, each its own PRODUCT named as given (KiCad names a part's product
 * after its reference). Geometry is FACETED_BREP (planar faces bounded by POLY_LOOPs; ISO 10303-42),
 * which every STEP reader handles. Units: millimetres; frame: +X right, +Y up, +Z out of the board's
 * top, as KiCad's exporter writes it (board bottom at z = 0, top at z = thickness).
 */
export interface StepBox {
  /** The product's name (e.g. a reference designator, or "board_PCB"). */
  name: string;
  /** Centre of the box's footprint in the STEP frame (mm). */
  cx: number;
  cy: number;
  /** Size along the box's own X and Y before rotation (mm). */
  w: number;
  h: number;
  /** Rotation about +Z, degrees counter-clockwise. */
  rotationDeg: number;
  /** Bottom and top faces (mm). */
  z0: number;
  z1: number;
}

/** The STEP text of the boxes, one product each. */
export function writeStepBoxes(boxes: readonly StepBox[], fileName = 'test-board.step'): string {
  const lines: string[] = [];
  let next = 1;
  const add = (entity: string): number => {
    const id = next++;
    lines.push(`#${id}=${entity};`);
    return id;
  };
  const appContext = add("APPLICATION_CONTEXT('automotive design')");
  add(`APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,#${appContext})`);
  const productContext = add(`PRODUCT_CONTEXT('',#${appContext},'mechanical')`);
  const definitionContext = add(`PRODUCT_DEFINITION_CONTEXT('part definition',#${appContext},'design')`);
  const mm = add('(LENGTH_UNIT()NAMED_UNIT(*)SI_UNIT(.MILLI.,.METRE.))');
  const rad = add('(NAMED_UNIT(*)PLANE_ANGLE_UNIT()SI_UNIT($,.RADIAN.))');
  const sr = add('(NAMED_UNIT(*)SI_UNIT($,.STERADIAN.)SOLID_ANGLE_UNIT())');
  const uncertainty = add(
    `UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-07),#${mm},'distance_accuracy_value','confusion accuracy')`,
  );
  const context = add(
    `(GEOMETRIC_REPRESENTATION_CONTEXT(3)GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((#${uncertainty}))` +
      `GLOBAL_UNIT_ASSIGNED_CONTEXT((#${mm},#${rad},#${sr}))REPRESENTATION_CONTEXT('Context #1','3D Context'))`,
  );
  for (const box of boxes) {
    const name = stepString(box.name);
    const solid = writeBox(box, add);
    const product = add(`PRODUCT('${name}','${name}','',(#${productContext}))`);
    const formation = add(`PRODUCT_DEFINITION_FORMATION('','',#${product})`);
    const definition = add(`PRODUCT_DEFINITION('design','',#${formation},#${definitionContext})`);
    const shape = add(`PRODUCT_DEFINITION_SHAPE('','',#${definition})`);
    const rep = add(`FACETED_BREP_SHAPE_REPRESENTATION('${name}',(#${solid}),#${context})`);
    add(`SHAPE_DEFINITION_REPRESENTATION(#${shape},#${rep})`);
    add(`PRODUCT_RELATED_PRODUCT_CATEGORY('part',$,(#${product}))`);
  }
  return [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('Studio test boxes'),'2;1');",
    `FILE_NAME('${stepString(fileName)}','2026-01-01T00:00:00',(''),(''),'Studio','Studio','');`,
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    'ENDSEC;',
    'DATA;',
    ...lines,
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}

/** One box as a FACETED_BREP; returns its entity number. */
function writeBox(box: StepBox, add: (entity: string) => number): number {
  const a = (box.rotationDeg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const corners = [
    [-box.w / 2, -box.h / 2],
    [box.w / 2, -box.h / 2],
    [box.w / 2, box.h / 2],
    [-box.w / 2, box.h / 2],
  ].map(([u, v]) => [box.cx + u! * cos - v! * sin, box.cy + u! * sin + v! * cos] as const);
  const point = ([x, y]: readonly [number, number], z: number) =>
    add(`CARTESIAN_POINT('',(${num(x)},${num(y)},${num(z)}))`);
  const bottom = corners.map((c) => point(c, box.z0));
  const top = corners.map((c) => point(c, box.z1));
  // A faceted B-rep's faces are FACE_SURFACEs on PLANEs bounded by POLY_LOOPs (ISO 10303-42 §5.4.23).
  const face = (
    ids: number[],
    normal: readonly [number, number, number],
    ref: readonly [number, number, number],
  ) => {
    const loop = add(`POLY_LOOP('',(${ids.map((i) => `#${i}`).join(',')}))`);
    const bound = add(`FACE_OUTER_BOUND('',#${loop},.T.)`);
    const n = add(`DIRECTION('',(${normal.map(num).join(',')}))`);
    const r = add(`DIRECTION('',(${ref.map(num).join(',')}))`);
    const placement = add(`AXIS2_PLACEMENT_3D('',#${ids[0]},#${n},#${r})`);
    const plane = add(`PLANE('',#${placement})`);
    return add(`FACE_SURFACE('',(#${bound}),#${plane},.T.)`);
  };
  // Outward normals: the bottom is walked clockwise seen from above, the top counter-clockwise.
  const faces = [face([...bottom].reverse(), [0, 0, -1], [1, 0, 0]), face(top, [0, 0, 1], [1, 0, 0])];
  for (let i = 0; i < 4; i++) {
    const j = (i + 1) % 4;
    const [x0, y0] = corners[i]!;
    const [x1, y1] = corners[j]!;
    const len = Math.hypot(x1 - x0, y1 - y0);
    const along = [(x1 - x0) / len, (y1 - y0) / len, 0] as const;
    // The outward normal of a side walked counter-clockwise from above is its direction turned -90°.
    faces.push(face([bottom[i]!, bottom[j]!, top[j]!, top[i]!], [along[1], -along[0], 0], along));
  }
  const shell = add(`CLOSED_SHELL('',(${faces.map((f) => `#${f}`).join(',')}))`);
  return add(`FACETED_BREP('${stepString(box.name)}',#${shell})`);
}

/** A real number as STEP writes it (always with a decimal point). */
function num(v: number): string {
  const s = (Math.abs(v) < 1e-12 ? 0 : v).toFixed(6);
  return s.includes('.') ? s : `${s}.`;
}

/** A STEP string literal's content: an apostrophe is doubled (ISO 10303-21 §6.4.3). */
function stepString(s: string): string {
  return s.replace(/'/g, "''");
}
