import type { DiagnosticSink } from '../../board/diagnostics';
import type { SourceLine } from './lines';
import { INCH_UNITS, parseUnits, type Units } from './units';
import { Ipc356Code } from './codes';

/** The header facts a 356 file declares in its `P` records (IPC-D-356A §3). */
export interface Parameters {
  units: Units;
  /** `NNAME` aliases: `NNAME1` → the long net name it stands for. */
  aliases: Map<string, string>;
  job: string | null;
  /** IPC-D-356B `SECONDARY_SIDE_LAYER`: the access code of the secondary (bottom) side; null when absent. */
  secondaryLayer: number | null;
}

const PARAM = /^P\s+(\S+)\s*(.*)$/;

/**
 * Reads every `P` record first, so that an alias or the units are known wherever they are written.
 * The first UNITS record wins; a later, different one is reported.
 */
export function readParameters(lines: SourceLine[], sink: DiagnosticSink<Ipc356Code>): Parameters {
  let units: Units | null = null;
  const aliases = new Map<string, string>();
  let job: string | null = null;
  let secondaryLayer: number | null = null;
  for (const { text, line } of lines) {
    if (text[0] !== 'P' || text[1] !== ' ') continue;
    const m = PARAM.exec(text);
    if (!m) continue;
    const name = m[1]!.toUpperCase();
    const value = m[2]!.trim();
    if (name === 'UNITS') {
      const parsed = parseUnits(value);
      if (!parsed)
        sink.warn(Ipc356Code.unitsUnknown, `Unknown UNITS "${value}"; expected CUST 0/1/2, SI or ENGLISH`, {
          line,
        });
      else if (!units) {
        units = parsed;
        if (/^CUST\s+2$/i.test(value)) {
          sink.info(
            Ipc356Code.unitsCust2,
            'UNITS CUST 2: inch, rotations read as degrees (some readers take CUST 2 angles as radians)',
            { line },
          );
        }
      } else if (units !== parsed)
        sink.warn(
          Ipc356Code.unitsConflict,
          `A second UNITS record (${value}) is ignored; the file uses ${units.name}`,
          { line },
        );
    } else if (/^NNAME\d+$/.test(name)) {
      if (value === '') sink.warn(Ipc356Code.nnameEmpty, `Net alias ${name} names no net`, { line });
      else aliases.set(name, value);
    } else if (name === 'JOB') job = value;
    else if (name === 'SECONDARY_SIDE_LAYER') {
      const n = Number(/\d+/.exec(value)?.[0]);
      if (Number.isInteger(n) && n > 1) secondaryLayer = n;
    }
  }
  if (!units) {
    sink.info(Ipc356Code.unitsDefault, 'No UNITS record; assuming inch (0.0001 in), the IPC-D-356 default', {
      line: 1,
    });
  }
  return { units: units ?? INCH_UNITS, aliases, job, secondaryLayer };
}
