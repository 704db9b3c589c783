import occtimportjs from 'occt-import-js';

/**
 * A STEP file as Open CASCADE reads it (occt-import-js: OCCT's STEP reader compiled to WebAssembly, an
 * independent, well-kept reader; LGPL, used by the tests only). OCCT builds the B-rep and meshes it;
 * from the mesh we take what a CAM tool would see: the faces, the drilled holes (cylindrical faces:
 * centre and diameter fitted to their vertices, which lie on the surface) and the enclosed volume.
 */
export interface ReadStep {
  faces: number;
  /** Hole walls: vertical faces whose vertices are not on one line in XY. */
  holes: { x: number; y: number; diameter: number; zMin: number; zMax: number }[];
  /** Enclosed volume from the triangles (mm³): positive when every face points out of the material. */
  volume: number;
  box: { minX: number; minY: number; minZ: number; maxX: number; maxY: number; maxZ: number };
}

let occt: ReturnType<typeof occtimportjs> | null = null;

export async function readStepIndependently(text: string): Promise<ReadStep> {
  occt ??= occtimportjs();
  const result = (await occt).ReadStepFile(new TextEncoder().encode(text), null);
  if (!result.success) throw new Error('OCCT could not read the STEP file');
  if (result.meshes.length !== 1)
    throw new Error(`expected one solid, OCCT read ${result.meshes.length} meshes`);
  const mesh = result.meshes[0]!;
  const pos = mesh.attributes.position.array;
  const idx = mesh.index.array;
  const box = {
    minX: Infinity,
    minY: Infinity,
    minZ: Infinity,
    maxX: -Infinity,
    maxY: -Infinity,
    maxZ: -Infinity,
  };
  for (let i = 0; i < pos.length; i += 3) {
    box.minX = Math.min(box.minX, pos[i]!);
    box.maxX = Math.max(box.maxX, pos[i]!);
    box.minY = Math.min(box.minY, pos[i + 1]!);
    box.maxY = Math.max(box.maxY, pos[i + 1]!);
    box.minZ = Math.min(box.minZ, pos[i + 2]!);
    box.maxZ = Math.max(box.maxZ, pos[i + 2]!);
  }
  let volume = 0;
  for (let t = 0; t < idx.length; t += 3) {
    const [a, b, c] = [idx[t]! * 3, idx[t + 1]! * 3, idx[t + 2]! * 3];
    volume +=
      (pos[a]! * (pos[b + 1]! * pos[c + 2]! - pos[b + 2]! * pos[c + 1]!) -
        pos[a + 1]! * (pos[b]! * pos[c + 2]! - pos[b + 2]! * pos[c]!) +
        pos[a + 2]! * (pos[b]! * pos[c + 1]! - pos[b + 1]! * pos[c]!)) /
      6;
  }
  const holes: ReadStep['holes'] = [];
  for (const face of mesh.brep_faces) {
    const pts: [number, number, number][] = [];
    for (let t = face.first; t <= face.last; t++)
      for (let k = 0; k < 3; k++) {
        const v = idx[3 * t + k]! * 3;
        pts.push([pos[v]!, pos[v + 1]!, pos[v + 2]!]);
      }
    const zs = pts.map((p) => p[2]);
    const zMin = Math.min(...zs);
    const zMax = Math.max(...zs);
    if (zMax - zMin < 1e-6) continue; // a face of constant Z: top or back
    const circle = fitCircle(pts);
    if (circle) holes.push({ ...circle, zMin, zMax });
  }
  return { faces: mesh.brep_faces.length, holes, volume, box };
}

/**
 * The circle through points in XY (algebraic least squares: x² + y² + a x + b y + c = 0); null when
 * the points lie on a line (a flat side face).
 */
function fitCircle(pts: [number, number, number][]): { x: number; y: number; diameter: number } | null {
  // Centre the points for a well-conditioned system.
  const mx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
  const my = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  let sxx = 0,
    sxy = 0,
    syy = 0,
    sx = 0,
    sy = 0,
    sxz = 0,
    syz = 0,
    sz = 0;
  const n = pts.length;
  for (const [px, py] of pts) {
    const x = px - mx;
    const y = py - my;
    const z = x * x + y * y;
    sxx += x * x;
    sxy += x * y;
    syy += y * y;
    sx += x;
    sy += y;
    sxz += x * z;
    syz += y * z;
    sz += z;
  }
  // Points on one line in XY (a flat side face) have no circle: the smaller spread must not vanish.
  const half = (sxx + syy) / 2;
  const smaller = half - Math.sqrt(((sxx - syy) / 2) ** 2 + sxy * sxy);
  if (smaller / n < 1e-8) return null;
  // Normal equations for [a b c]: [[sxx sxy sx][sxy syy sy][sx sy n]] · [a b c] = -[sxz syz sz]
  const m = [
    [sxx, sxy, sx, -sxz],
    [sxy, syy, sy, -syz],
    [sx, sy, n, -sz],
  ];
  for (let col = 0; col < 3; col++) {
    let pivot = col;
    for (let r = col + 1; r < 3; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    if (Math.abs(p) < 1e-9 * (sxx + syy + 1)) return null;
    for (let r = 0; r < 3; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / p;
      for (let c = col; c < 4; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  const a = m[0]![3]! / m[0]![0]!;
  const b = m[1]![3]! / m[1]![1]!;
  const c = m[2]![3]! / m[2]![2]!;
  const cx = -a / 2;
  const cy = -b / 2;
  const r2 = cx * cx + cy * cy - c;
  if (!(r2 > 0)) return null;
  // Every point must be on that circle: a flat face is not a hole wall.
  const r = Math.sqrt(r2);
  if (pts.some(([px, py]) => Math.abs(Math.hypot(px - mx - cx, py - my - cy) - r) > 1e-3)) return null;
  return { x: cx + mx, y: cy + my, diameter: 2 * r };
}
