import { describe, expect, it } from 'vitest';
import { detectSeparator, readCsv, type Separator } from './csv';

const cells = (text: string, sep: Separator = ',') =>
  readCsv(text, sep).rows.map((r) => r.fields.map((f) => f.text));
const where = (text: string, sep: Separator = ',') =>
  readCsv(text, sep).rows.map((r) => r.fields.map((f) => `${f.line}:${f.column}`));

describe('readCsv', () => {
  it.each([
    [
      'plain',
      'a,b\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'CRLF and a final newline',
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['quoted separator and doubled quote', '"x,y","say ""hi"""', [['x,y', 'say "hi"']]],
    ['quoted newline', '"two\nlines",z', [['two\nlines', 'z']]],
    ['blank lines are no rows', 'a\n\n  \nb', [['a'], ['b']]],
    ['empty cells', ',,', [['', '', '']]],
    ['lone CR line ends', 'a\rb', [['a'], ['b']]],
  ])('%s', (_name, text, expected) => {
    expect(cells(text)).toEqual(expected);
  });

  it('reports the line and column each field starts at', () => {
    expect(where('ab,c\n"q\nq",d')).toEqual([
      ['1:1', '1:4'],
      ['2:1', '3:4'],
    ]);
  });

  it('reports an unterminated quote with its line', () => {
    expect(readCsv('a\n"open,b\nc', ',').unterminatedQuoteLine).toBe(2);
  });

  it.each([
    ['Net,Name,X', ','],
    ['Net;Name;X', ';'],
    ['Net\tName\tX', '\t'],
    ['"a,b";c;d', ';'],
    ['single', ','],
  ])('detects the separator of %j', (line, sep) => {
    expect(detectSeparator(line)).toBe(sep);
  });
});
