import type { Diagnostic } from '../../board/diagnostics';
import { CappedSink } from '../shared/capped-sink';
import type { CamSetCode } from './codes';

/** Diagnostics about a whole set, each filed under the file it concerns (one capped sink per file). */
export class SetDiagnostics {
  private readonly sinks = new Map<string, CappedSink<CamSetCode>>();
  private readonly parsed: Diagnostic[] = [];

  /** The sink for one file. */
  at(file: string): CappedSink<CamSetCode> {
    let sink = this.sinks.get(file);
    if (!sink) {
      sink = new CappedSink<CamSetCode>(file);
      this.sinks.set(file, sink);
    }
    return sink;
  }

  /** Adds the diagnostics a per-file parser already produced. */
  addAll(list: Diagnostic[]): void {
    for (const d of list) this.parsed.push(d);
  }

  finish(): Diagnostic[] {
    const out = [...this.parsed];
    for (const sink of this.sinks.values()) for (const d of sink.finish()) out.push(d);
    return out;
  }
}
