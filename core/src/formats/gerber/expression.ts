/**
 * Arithmetic expressions of aperture macros (Gerber spec §4.5.4.2): decimals, variables `$n`, unary
 * `+`/`-`, binary `+ - x /` (`x` or `X` is multiplication) with the usual precedence, parentheses.
 */
export type Expr =
  | { k: 'num'; v: number }
  | { k: 'var'; i: number }
  | { k: 'neg'; e: Expr }
  | { k: 'bin'; op: '+' | '-' | 'x' | '/'; a: Expr; b: Expr };

/** Deeper nesting than this is refused: real macros nest two or three levels, fuzzers thousands. */
const MAX_DEPTH = 64;
/** More operators than this in one expression are refused (evaluation recurses once per operator). */
const MAX_OPERATORS = 2000;

class Cursor {
  at = 0;
  operators = 0;
  constructor(readonly s: string) {}
  skipSpace(): void {
    while (this.at < this.s.length && this.s.charCodeAt(this.at) <= 32) this.at++;
  }
  peek(): string {
    this.skipSpace();
    return this.s[this.at] ?? '';
  }
}

/** Parses an expression; returns null when the text is not one (the caller reports it). */
export function parseExpression(text: string): Expr | null {
  const c = new Cursor(text);
  const e = parseSum(c, 0);
  if (!e || c.peek() !== '') return null;
  return e;
}

function parseSum(c: Cursor, depth: number): Expr | null {
  let left = parseProduct(c, depth);
  while (left) {
    const op = c.peek();
    if (op !== '+' && op !== '-') break;
    if (++c.operators > MAX_OPERATORS) return null;
    c.at++;
    const right = parseProduct(c, depth);
    if (!right) return null;
    left = { k: 'bin', op, a: left, b: right };
  }
  return left;
}

function parseProduct(c: Cursor, depth: number): Expr | null {
  let left = parseUnary(c, depth);
  while (left) {
    const ch = c.peek();
    const op = ch === 'x' || ch === 'X' ? 'x' : ch === '/' ? '/' : null;
    if (!op || ++c.operators > MAX_OPERATORS) return op ? null : left;
    c.at++;
    const right = parseUnary(c, depth);
    if (!right) return null;
    left = { k: 'bin', op, a: left, b: right };
  }
  return left;
}

function parseUnary(c: Cursor, depth: number): Expr | null {
  if (depth > MAX_DEPTH) return null;
  const ch = c.peek();
  if (ch === '-' || ch === '+') {
    c.at++;
    const e = parseUnary(c, depth + 1);
    if (!e) return null;
    return ch === '-' ? { k: 'neg', e } : e;
  }
  if (ch === '(') {
    c.at++;
    const e = parseSum(c, depth + 1);
    if (!e || c.peek() !== ')') return null;
    c.at++;
    return e;
  }
  if (ch === '$') return parseVariable(c);
  return parseNumber(c);
}

function parseVariable(c: Cursor): Expr | null {
  const start = ++c.at;
  while (c.at < c.s.length && isDigit(c.s.charCodeAt(c.at))) c.at++;
  if (c.at === start) return null;
  return { k: 'var', i: Number(c.s.slice(start, c.at)) };
}

function parseNumber(c: Cursor): Expr | null {
  const start = c.at;
  while (c.at < c.s.length && (isDigit(c.s.charCodeAt(c.at)) || c.s[c.at] === '.')) c.at++;
  if (c.at === start) return null;
  const v = Number(c.s.slice(start, c.at));
  return Number.isNaN(v) ? null : { k: 'num', v };
}

const isDigit = (ch: number): boolean => ch >= 48 && ch <= 57;

/** Evaluates an expression; undefined variables read as 0 (spec §4.5.4.2). */
export function evaluate(e: Expr, vars: ReadonlyMap<number, number>): number {
  switch (e.k) {
    case 'num':
      return e.v;
    case 'var':
      return vars.get(e.i) ?? 0;
    case 'neg':
      return -evaluate(e.e, vars);
    case 'bin':
      return BINARY[e.op](evaluate(e.a, vars), evaluate(e.b, vars));
  }
}

const BINARY = {
  '+': (a: number, b: number) => a + b,
  '-': (a: number, b: number) => a - b,
  x: (a: number, b: number) => a * b,
  '/': (a: number, b: number) => a / b,
};

/** Number of nodes of an expression: the work of evaluating it once. */
export function sizeOf(e: Expr): number {
  if (e.k === 'num' || e.k === 'var') return 1;
  if (e.k === 'neg') return 1 + sizeOf(e.e);
  return 1 + sizeOf(e.a) + sizeOf(e.b);
}
