import type { DiagnosticSink } from '../../board/diagnostics';
import { type Expr, parseExpression, sizeOf } from './expression';
import { clip } from '../shared/clip';
import type { GerberBlock } from './tokenize';
import { GerberCode } from './codes';

/** One statement of an aperture macro body (Gerber spec §4.5). */
export type MacroStatement =
  | { kind: 'primitive'; code: number; args: Expr[]; line: number; cost: number }
  | { kind: 'assign'; index: number; expr: Expr; line: number; cost: number };

export interface ApertureMacro {
  name: string;
  statements: MacroStatement[];
  line: number;
}

/** Primitive codes this reader understands: circle, vector line (20, old 2), centre line, lower-left
 * line (deprecated 22), outline, polygon, moiré (deprecated 6), thermal. */
export const KNOWN_PRIMITIVES = new Set([1, 2, 4, 5, 6, 7, 20, 21, 22]);

/**
 * Parses `%AMname*…*%`: the first block names the macro, the others are comments (`0 …`),
 * variable definitions (`$4=$1x2`) or primitives (`code,expr,expr,…`). Statements that do not parse
 * are reported and skipped; the rest of the macro is kept.
 */
export function parseMacro(blocks: GerberBlock[], sink: DiagnosticSink<GerberCode>): ApertureMacro | null {
  const head = blocks[0];
  if (!head) return null;
  const name = head.text.slice(2).trim();
  if (name === '') {
    sink.error(GerberCode.macroNoName, 'aperture macro without a name', { line: head.line });
    return null;
  }
  const statements: MacroStatement[] = [];
  for (const block of blocks.slice(1)) {
    const s = parseStatement(block, sink);
    if (s) statements.push(s);
  }
  return { name, statements, line: head.line };
}

function parseStatement(block: GerberBlock, sink: DiagnosticSink<GerberCode>): MacroStatement | null {
  const text = block.text.trim();
  if (text === '' || text === '0' || text.startsWith('0 ') || text.startsWith('0,')) return null; // comment
  if (text.startsWith('$')) return parseAssignment(text, block, sink);
  const fields = text.split(',');
  const code = Number(fields[0]);
  if (!Number.isInteger(code) || !KNOWN_PRIMITIVES.has(code)) {
    sink.warn(GerberCode.macroUnknownPrimitive, `unknown macro primitive "${clip(text)}"`, {
      line: block.line,
    });
    return null;
  }
  const args: Expr[] = [];
  for (const field of fields.slice(1)) {
    const e = parseExpression(field);
    if (!e) {
      sink.warn(GerberCode.macroBadExpression, `cannot read macro expression "${clip(field)}"`, {
        line: block.line,
      });
      return null;
    }
    args.push(e);
  }
  const cost = args.reduce((n, e) => n + sizeOf(e), 1);
  return { kind: 'primitive', code, args, line: block.line, cost };
}

function parseAssignment(
  text: string,
  block: GerberBlock,
  sink: DiagnosticSink<GerberCode>,
): MacroStatement | null {
  const eq = text.indexOf('=');
  const index = Number(text.slice(1, eq));
  const expr = eq > 0 ? parseExpression(text.slice(eq + 1)) : null;
  if (!Number.isInteger(index) || index < 1 || !expr) {
    sink.warn(GerberCode.macroBadVariable, `cannot read macro variable definition "${clip(text)}"`, {
      line: block.line,
    });
    return null;
  }
  return { kind: 'assign', index, expr, line: block.line, cost: sizeOf(expr) };
}
