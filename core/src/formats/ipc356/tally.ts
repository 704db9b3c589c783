import type { DiagnosticSink, Severity } from '../../board/diagnostics';
import type { Ipc356Code } from './codes';

interface Entry {
  severity: Severity;
  message: string;
  lines: number[];
  count: number;
}

const EXAMPLES = 5;

/**
 * Aggregates repeated problems into one diagnostic per code ("12 records …; lines 4, 9, 17, …"), so
 * that a file with thousands of similar faults yields a handful of diagnostics. The diagnostic points
 * at the first line it occurred on.
 */
export class DiagnosticTally {
  private readonly entries = new Map<Ipc356Code, Entry>();

  add(severity: Severity, code: Ipc356Code, message: string, line: number): void {
    const entry = this.entries.get(code);
    if (entry) {
      entry.count++;
      if (entry.lines.length < EXAMPLES) entry.lines.push(line);
      return;
    }
    this.entries.set(code, { severity, message, lines: [line], count: 1 });
  }

  /** Writes one diagnostic per code into the sink. */
  flush(sink: DiagnosticSink<Ipc356Code>): void {
    for (const [code, e] of this.entries) {
      const where =
        e.count === 1
          ? ''
          : ` (${e.count} times; lines ${e.lines.join(', ')}${e.count > EXAMPLES ? ', …' : ''})`;
      sink.add(e.severity, code, `${e.message}${where}`, { line: e.lines[0] });
    }
    this.entries.clear();
  }
}
