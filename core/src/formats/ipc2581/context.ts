import type { DiagnosticSink, Severity } from '../../board/diagnostics';
import type { Point } from '../../board/model';
import type { LayerTable } from './layers';
import type { Primitive } from './primitives';
import { child, numAttr } from './tree';
import type { XmlNode } from './xml-tree';
import type { Ipc2581Code } from './codes';

/** Repeated findings are reported once per code: count and first line. */
export class Tally {
  private readonly items = new Map<
    Ipc2581Code,
    { severity: Severity; message: string; line: number; count: number; element?: string }
  >();
  add(severity: Severity, code: Ipc2581Code, message: string, line: number, element?: string): void {
    const it = this.items.get(code);
    if (it) it.count++;
    else this.items.set(code, { severity, message, line, count: 1, element });
  }
  /**
   * Counts one more finding of `code` when it was reported already (true); false when it was not,
   * and the caller adds it: a finding repeated per component need not build its message each time.
   */
  again(code: Ipc2581Code): boolean {
    const it = this.items.get(code);
    if (it) it.count++;
    return it !== undefined;
  }
  flush(sink: DiagnosticSink<Ipc2581Code>): void {
    for (const [code, it] of this.items) {
      const message = it.count > 1 ? `${it.message} (${it.count} times; first shown)` : it.message;
      sink.add(
        it.severity,
        code,
        message,
        it.element ? { line: it.line, element: it.element } : { line: it.line },
      );
    }
  }
}

/** State shared by the readers of one IPC-2581 file. */
export interface Ipc2581Context {
  file: string;
  sink: DiagnosticSink<Ipc2581Code>;
  tally: Tally;
  /** mm per CadHeader unit (CadData coordinates). */
  k: number;
  layers: LayerTable;
  primitives: Map<string, Primitive>;
}

/** A `<Location>` child in mm (0, 0 when absent, as the schema's defaults say). */
export function readLocation(node: XmlNode | undefined, k: number): Point {
  const at = child(node, 'Location');
  return { x: (numAttr(at, 'x') ?? 0) * k, y: (numAttr(at, 'y') ?? 0) * k };
}
