import { type Diagnostic, DiagnosticSink, type Severity, type SourceLocation } from '../../board/diagnostics';

/** At most this many diagnostics of one code per file; the rest are counted in one summary line. */
export const MAX_PER_CODE = 20;

/**
 * A DiagnosticSink that keeps at most MAX_PER_CODE diagnostics per code, so that a broken or
 * hostile file cannot produce millions of them (fuzzing, 100k-pad boards). `finish()` appends one
 * summary per code that was capped.
 */
export class CappedSink<C extends string = string> extends DiagnosticSink<C> {
  private readonly counts = new Map<C, { n: number; severity: Severity; line: number | undefined }>();

  override add(severity: Severity, code: C, message: string, where: Omit<SourceLocation, 'file'> = {}): void {
    const seen = this.counts.get(code);
    const n = (seen?.n ?? 0) + 1;
    this.counts.set(code, { n, severity, line: seen?.line ?? where.line });
    if (n <= MAX_PER_CODE) super.add(severity, code, message, where);
  }

  /** The diagnostics, plus one summary per capped code. */
  finish(): Diagnostic[] {
    for (const [code, { n, severity, line }] of this.counts) {
      if (n <= MAX_PER_CODE) continue;
      const where = line === undefined ? {} : { line };
      super.add(severity, code, `${n - MAX_PER_CODE} more "${code}" diagnostics not listed`, where);
    }
    this.counts.clear();
    return this.list;
  }
}
