import { ImportError } from '../../board/diagnostics';
import { enumAttr } from './tree';
import type { XmlNode } from './xml-tree';
import { Ipc2581Code } from './codes';

/** Millimetres per unit of each IPC-2581 `units` value (CadHeader and every Dictionary*). */
const MM_PER_UNIT: Record<string, number> = { MILLIMETER: 1, INCH: 25.4, MICRON: 0.001 };

/** The mm-per-unit factor of a `units` attribute; undefined when absent or unknown. */
export function unitScale(node: XmlNode | undefined): number | undefined {
  return MM_PER_UNIT[enumAttr(node, 'units')];
}

/** CadHeader units are required (IPC-2581 schema): without them no coordinate can be read. */
export function cadUnitsOrThrow(cadHeader: XmlNode | undefined, fileName: string, ecadLine: number): number {
  if (!cadHeader) {
    throw new ImportError(
      Ipc2581Code.unitsMissing,
      'no <CadHeader units="..."> in <Ecad>: the units are unknown',
      {
        file: fileName,
        line: ecadLine,
        element: 'Ecad',
      },
    );
  }
  const scale = unitScale(cadHeader);
  if (scale === undefined) {
    const raw = cadHeader.attr('units');
    const found = raw === undefined ? 'no units attribute' : `units="${raw.slice(0, 40)}"`;
    throw new ImportError(
      Ipc2581Code.unitsMissing,
      `<CadHeader> has ${found}: expected MILLIMETER, INCH or MICRON`,
      { file: fileName, line: cadHeader.line, element: 'CadHeader' },
    );
  }
  return scale;
}
