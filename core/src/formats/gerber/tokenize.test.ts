import { describe, expect, it } from 'vitest';
import { DiagnosticSink } from '../../board/diagnostics';
import { tokenizeGerber } from './tokenize';

const tokens = (text: string) => {
  const sink = new DiagnosticSink('t.gbr');
  return { commands: tokenizeGerber(text, sink), diagnostics: sink.list };
};

describe('tokenizeGerber', () => {
  it('splits word and extended commands and records their lines', () => {
    const { commands } = tokens('%FSLAX46Y46*%\n%MOMM*%\nG01*\nX1Y2D01*\r\nM02*\n');
    expect(commands.map((c) => [c.extended, c.blocks.map((b) => b.text), c.line])).toEqual([
      [true, ['FSLAX46Y46'], 1],
      [true, ['MOMM'], 2],
      [false, ['G01'], 3],
      [false, ['X1Y2D01'], 4],
      [false, ['M02'], 5],
    ]);
  });

  it('joins a macro block that KiCad wraps over several lines', () => {
    const { commands } = tokens('%AMFreePoly0*\n4,1,2,0,0,\n1,0,\n2,2,$1*%\n');
    expect(commands[0]!.blocks.map((b) => b.text)).toEqual(['AMFreePoly0', '4,1,2,0,0,1,0,2,2,$1']);
  });

  it('keeps a % inside a G04 comment as text', () => {
    const { commands } = tokens('G04 100% done*\nM02*');
    expect(commands.map((c) => c.blocks[0]!.text)).toEqual(['G04 100% done', 'M02']);
  });

  it('reports an unclosed extended command and a block without *', () => {
    expect(tokens('%FSLAX46Y46*').diagnostics.map((d) => d.code)).toEqual(['gerber.extended.unterminated']);
    expect(tokens('G01*\nX1Y1D01').diagnostics.map((d) => [d.code, d.location.line])).toEqual([
      ['gerber.block.unterminated', 2],
    ]);
  });

  it('counts lines for LF, CRLF and lone CR', () => {
    const { commands } = tokens('G01*\r\nG01*\rG01*\nG01*');
    expect(commands.map((c) => c.line)).toEqual([1, 2, 3, 4]);
  });
});
