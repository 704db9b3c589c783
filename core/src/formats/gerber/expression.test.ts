import { describe, expect, it } from 'vitest';
import { evaluate, parseExpression } from './expression';

const calc = (text: string, vars: Record<number, number> = {}) => {
  const e = parseExpression(text);
  if (!e) throw new Error(`no parse: ${text}`);
  return evaluate(e, new Map(Object.entries(vars).map(([k, v]) => [Number(k), v])));
};

describe('macro expressions', () => {
  it.each([
    ['1+2x3', 7],
    ['(1+2)x3', 9],
    ['1+2X3', 7],
    ['10/4-1', 1.5],
    ['-2x-3', 6],
    ['--1', 1],
    ['.5+1.', 1.5],
    ['8/2/2', 2],
    ['7-2-1', 4],
  ])('%s = %f', (text, expected) => {
    expect(calc(text)).toBeCloseTo(expected, 12);
  });

  it('reads variables; undefined ones are 0', () => {
    expect(calc('$1+$1', { 1: 0.325 })).toBeCloseTo(0.65, 12);
    expect(calc('$2x$3+$9', { 2: 2, 3: 4 })).toBe(8);
  });

  it.each(['', '1+', '(1', '1)', '$', 'a', '1 2', '1++'])('refuses "%s"', (text) => {
    expect(parseExpression(text)).toBeNull();
  });

  it('refuses absurd nesting instead of overflowing the stack', () => {
    expect(parseExpression(`${'('.repeat(5000)}1${')'.repeat(5000)}`)).toBeNull();
    expect(parseExpression(`1${'+1'.repeat(5000)}`)).toBeNull();
    expect(parseExpression(`${'-'.repeat(5000)}1`)).toBeNull();
  });
});
