/** Problems found while importing: data, never exceptions (ARCHITECTURE.md "Errors"). */
import { keepShape } from '../memory/keep-shape';

export type Severity = 'error' | 'warning' | 'info';

export interface SourceLocation {
  file: string;
  /** 1-based line number, when the format has lines. */
  line?: number;
  /** 1-based column, when known. */
  column?: number;
  /** Element path for tree formats (e.g. "footprint R1 / pad 2"). */
  element?: string;
}

export interface Diagnostic {
  severity: Severity;
  /**
   * Stable machine-readable code, e.g. "kicad.pad.unknown-shape". Each reader declares its codes as
   * constants in its `codes.ts` (`formats/codes.ts` has the union `DiagnosticCode`); stored and
   * transported diagnostics keep the plain string.
   */
  code: string;
  message: string;
  location: SourceLocation;
}

export interface ImportResult<B> {
  board: B;
  diagnostics: Diagnostic[];
}

/**
 * Thrown only when a file is unrecognisable or structurally broken (ARCHITECTURE.md). The message
 * names the file and the place; `code` is stable. `diagnostics` are what was found before the
 * import had to give up (why each file was refused: an archive over the limits, an unknown file…):
 * the refusal alone would hide them.
 */
export class ImportError extends Error {
  override readonly name = 'ImportError';
  constructor(
    readonly code: string,
    message: string,
    readonly location: SourceLocation,
    readonly diagnostics: readonly Diagnostic[] = [],
  ) {
    super(`${location.file}${location.line ? `:${location.line}` : ''}: ${message}`);
  }
}

/** Collects diagnostics for one file; `C` is the union of codes its reader may emit. */
export class DiagnosticSink<C extends string = string> {
  readonly list: Diagnostic[] = [];
  constructor(readonly file: string) {}
  add(severity: Severity, code: C, message: string, where: Omit<SourceLocation, 'file'> = {}): void {
    this.list.push({ severity, code, message, location: { file: this.file, ...where } });
  }
  error(code: C, message: string, where?: Omit<SourceLocation, 'file'>): void {
    this.add('error', code, message, where);
  }
  warn(code: C, message: string, where?: Omit<SourceLocation, 'file'>): void {
    this.add('warning', code, message, where);
  }
  info(code: C, message: string, where?: Omit<SourceLocation, 'file'>): void {
    this.add('info', code, message, where);
  }
}

// One sink lives per import; keep the class's map (and the readers' code that checks it) across GCs.
keepShape(new DiagnosticSink(''));
