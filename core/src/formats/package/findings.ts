import type { Diagnostic, Severity } from '../../board/diagnostics';
import type { PackageCode } from './codes';

const EXAMPLES = 5;

interface Finding {
  severity: Severity;
  message: string;
  examples: string[];
  count: number;
  line: number;
}

/**
 * Collects cross-check findings between two files and reports each kind once, with its count and
 * the first few examples ("12 pads … e.g. U1.3 at (12.300, 4.500) mm; …"), not once per pad.
 */
export class Findings {
  private readonly kinds = new Map<PackageCode, Finding>();

  constructor(private readonly file: string) {}

  add(severity: Severity, code: PackageCode, message: string, example: string, line = 1): void {
    const f = this.kinds.get(code);
    if (f) {
      f.count++;
      if (f.examples.length < EXAMPLES) f.examples.push(example);
    } else this.kinds.set(code, { severity, message, examples: [example], count: 1, line });
  }

  count(code: PackageCode): number {
    return this.kinds.get(code)?.count ?? 0;
  }

  flush(out: Diagnostic[]): void {
    for (const [code, f] of this.kinds) {
      const more = f.count > f.examples.length ? `; … ${f.count - f.examples.length} more` : '';
      out.push({
        severity: f.severity,
        code,
        message: `${f.count} ${f.message}, e.g. ${f.examples.join('; ')}${more}`,
        location: { file: this.file, line: f.line },
      });
    }
    this.kinds.clear();
  }
}

/** `U1.3 at (12.300, 4.500) mm` (board frame) for messages. */
export function describeFeature(f: { ref?: string | null; number?: string; x: number; y: number }): string {
  const name = f.ref ? `${f.ref}${f.number ? `.${f.number}` : ''}` : 'unnamed';
  return `${name} at (${f.x.toFixed(3)}, ${f.y.toFixed(3)}) mm`;
}
