// The diagnostic codes of every reader, one constant object per room (each room's codes.ts), and
// their union. A code's value never changes with a refactor: stored import outcomes and clients
// match on it.
import type { BomCode } from './bom/codes';
import type { CamSetCode } from './cam-set/codes';
import type { CentroidCode } from './centroid/codes';
import type { ExcellonCode } from './excellon/codes';
import type { GerberCode } from './gerber/codes';
import type { GerberJobCode } from './gerber-job/codes';
import type { Ipc2581Code } from './ipc2581/codes';
import type { Ipc356Code } from './ipc356/codes';
import type { KicadCode } from './kicad/codes';
import type { KicadNetlistCode } from './kicad-netlist/codes';
import type { KicadSchCode } from './kicad-sch/codes';
import type { OdbppCode } from './odbpp/codes';
import type { PackageCode } from './package/codes';
import type { TestpointCsvCode } from './testpoint-csv/codes';

export { BomCode } from './bom/codes';
export { CamSetCode } from './cam-set/codes';
export { CentroidCode } from './centroid/codes';
export { ExcellonCode } from './excellon/codes';
export { GerberCode } from './gerber/codes';
export { GerberJobCode } from './gerber-job/codes';
export { Ipc2581Code } from './ipc2581/codes';
export { Ipc356Code } from './ipc356/codes';
export { KicadCode } from './kicad/codes';
export { KicadNetlistCode } from './kicad-netlist/codes';
export { KicadSchCode } from './kicad-sch/codes';
export { OdbppCode } from './odbpp/codes';
export { PackageCode } from './package/codes';
export { TestpointCsvCode } from './testpoint-csv/codes';

/** Every diagnostic code an import can produce (the `code` of a `Diagnostic` from core's readers). */
export type DiagnosticCode =
  | BomCode
  | CamSetCode
  | CentroidCode
  | ExcellonCode
  | GerberCode
  | GerberJobCode
  | Ipc2581Code
  | Ipc356Code
  | KicadCode
  | KicadNetlistCode
  | KicadSchCode
  | OdbppCode
  | PackageCode
  | TestpointCsvCode;
