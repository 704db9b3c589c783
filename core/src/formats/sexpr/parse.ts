import { encodeUtf8 } from '../shared/text-codec';
import { locate } from './locate';
import { compileSkip, MORE, readNode, SyntaxAt, Tape } from './tape';
import { SexprTree } from './tree';

/** A structural error in S-expression text: unbalanced parentheses or an unterminated string. */
export class SexprSyntaxError extends Error {
  override readonly name = 'SexprSyntaxError';
  constructor(
    message: string,
    /** 1-based line. */
    readonly line: number,
    /** 1-based column (in characters, as an editor counts them). */
    readonly column: number,
  ) {
    super(`${message} (line ${line}, column ${column})`);
  }
}

export interface ParseSexprOptions {
  /**
   * Lists to step over without creating nodes, by depth: `skip[d]` holds the head symbols of lists
   * at depth d (the outermost list has depth 0) that the caller does not need — the fast path for
   * sections an importer ignores, such as tracks and zone fills. Matched on bytes, without
   * allocating.
   */
  skip?: ReadonlyArray<ReadonlyArray<string>>;
}

/**
 * Tokenizes and parses a whole S-expression document (KiCad's dialect: bare symbols, double-quoted
 * strings with backslash escapes, no comments) into a `SexprTree` in one pass over its UTF-8 bytes
 * (a string is encoded first). Throws `SexprSyntaxError` on unbalanced parentheses or an
 * unterminated string. Files too large to hold as one tree are read item by item (`SexprStream`).
 */
export function parseSexpr(input: string | Uint8Array, options: ParseSexprOptions = {}): SexprTree {
  const bytes = typeof input === 'string' ? encodeUtf8(input) : input;
  const skip = compileSkip(options.skip ?? []);
  const tape = new Tape();
  const n = bytes.length;
  let i = 0;
  try {
    while (i < n) {
      const c = bytes[i]!;
      if (c <= 32) {
        if (c === 10) tape.line++;
        i++;
        continue;
      }
      if (c === 41 /* ) */) throw new SyntaxAt('unexpected ")"', i);
      i = readNode(tape, bytes, i, n, 0, skip, true, 0);
      if (i === MORE) throw new Error('unreachable: a final read asked for more bytes');
    }
  } catch (e) {
    if (!(e instanceof SyntaxAt)) throw e;
    const at = locate([bytes], e.offset);
    throw new SexprSyntaxError(e.message, at.line, at.column);
  }
  return new SexprTree().view(bytes, tape);
}
