import {
  type AdvancedFace,
  type Axis2Placement3D,
  type CartesianPoint,
  Circle,
  ClosedShell,
  CylindricalSurface,
  type Direction,
  type EdgeCurve,
  type EdgeLoop,
  FaceOuterBound,
  type OrientedEdge,
  parseRepository,
  Plane,
  type Repository,
  type VertexPoint,
} from 'stepts';

type V = [number, number, number];
const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: V, b: V): V => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * What OCCT would silently repair, checked on the file as written (parsed with stepts' own reader, so a
 * structural check rather than an independent one): every edge of the shell is used by exactly two
 * face bounds, once in each direction (a closed, consistently oriented shell); every loop is connected;
 * every planar face's outer loop runs counter-clockwise about the face's normal and its inner loops
 * clockwise; every cylindrical face of a hole has its normal towards the hole's axis (out of the
 * material). Returns the problems found.
 */
export function stepTopologyProblems(text: string): string[] {
  const repo = parseRepository(text);
  const problems: string[] = [];
  const shells = repo.entries().filter(([, e]) => e instanceof ClosedShell);
  if (shells.length !== 1) return [`expected one CLOSED_SHELL, found ${shells.length}`];
  const shell = shells[0]![1] as ClosedShell;
  const uses = new Map<number, { forward: number; backward: number }>();
  const pt = (v: { resolve(r: Repository): VertexPoint }): V => {
    const p = v.resolve(repo).pnt.resolve(repo) as CartesianPoint;
    return [p.x, p.y, p.z];
  };
  const dir = (d: { resolve(r: Repository): Direction }): V => {
    const x = d.resolve(repo);
    return [x.dx, x.dy, x.dz];
  };
  for (const faceRef of shell.faces) {
    const face = faceRef.resolve(repo) as AdvancedFace;
    const surface = face.surface.resolve(repo);
    const sense = face.sameSense ? 1 : -1;
    for (const boundRef of face.bounds) {
      const bound = boundRef.resolve(repo);
      const loop = bound.bound.resolve(repo) as EdgeLoop;
      const edges = loop.edges.map((o) => o.resolve(repo) as OrientedEdge);
      // Connected: each edge ends where the next begins.
      const ends = edges.map((o) => {
        const e = o.edge.resolve(repo) as EdgeCurve;
        const [s, t] = [pt(e.start), pt(e.end)];
        return o.orientation ? [s, t] : [t, s];
      });
      ends.forEach(([, end], i) => {
        const next = ends[(i + 1) % ends.length]![0]!;
        if (Math.hypot(...sub(end!, next)) > 1e-6) problems.push(`loop #${bound.bound.id} is not connected`);
      });
      // Orientation: the loop's area vector (line edges: ½ p × q; a full circle: π r² about its axis).
      let area: V = [0, 0, 0];
      for (const [i, o] of edges.entries()) {
        const e = o.edge.resolve(repo) as EdgeCurve;
        const used = uses.get(o.edge.id) ?? { forward: 0, backward: 0 };
        if (o.orientation) used.forward++;
        else used.backward++;
        uses.set(o.edge.id, used);
        const curve = e.curve.resolve(repo);
        if (curve instanceof Circle) {
          const placement = curve.placement.resolve(repo) as Axis2Placement3D;
          const k = Math.PI * curve.radius ** 2 * (o.orientation === e.sameSense ? 1 : -1);
          const axis = dir(placement.axis!);
          area = [area[0] + k * axis[0], area[1] + k * axis[1], area[2] + k * axis[2]];
        } else {
          const [p, q] = ends[i]!;
          const c = cross(p!, q!);
          area = [area[0] + c[0] / 2, area[1] + c[1] / 2, area[2] + c[2] / 2];
        }
      }
      if (surface instanceof Plane) {
        const normal = dir((surface.placement.resolve(repo) as Axis2Placement3D).axis!).map(
          (c) => c * sense,
        ) as V;
        const outer = bound instanceof FaceOuterBound;
        const turn = dot(area, normal) * (bound.sameSense ? 1 : -1);
        if (outer ? turn <= 0 : turn >= 0)
          problems.push(
            `face #${faceRef.id}: ${outer ? 'outer' : 'inner'} loop runs the wrong way about the face normal`,
          );
      }
    }
    if (surface instanceof CylindricalSurface && face.sameSense)
      problems.push(`face #${faceRef.id}: a hole wall whose normal points into the material`);
  }
  for (const [id, u] of uses)
    if (u.forward !== 1 || u.backward !== 1)
      problems.push(
        `edge #${id} is used ${u.forward} time(s) forward and ${u.backward} backward (a closed shell uses it once each way)`,
      );
  return problems;
}
