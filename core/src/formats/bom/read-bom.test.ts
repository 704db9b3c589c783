// The BOM CSV reader on the shapes real tools write: KiCad's BOM export, JLCPCB's assembly BOM,
// Altium's BOM report (title rows first), a semicolon-separated European export; references grouped
// and ranged; DNP said by a column, a Fitted column or the value itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { readBomCsv } from './read-bom';
import { splitReferences } from './references';

const byRef = (text: string) => new Map(readBomCsv(text, 'bom.csv').board.map((p) => [p.ref, p]));

describe('readBomCsv', () => {
  it('reads KiCad’s BOM export (grouped references, DNP column)', () => {
    const parts = byRef(
      '"Reference","Value","Datasheet","Footprint","Qty","DNP","MPN","Tolerance"\n' +
        '"R1,R3","10k","~","Resistor_SMD:R_0603_1608Metric","2","","RC0603FR-0710KL","1%"\n' +
        '"C2","10uF","~","Capacitor_SMD:C_0805_2012Metric","1","DNP","",""\n',
    );
    expect(parts.get('R3')).toEqual({
      ref: 'R3',
      value: '10k',
      footprint: 'Resistor_SMD:R_0603_1608Metric',
      fields: { MPN: 'RC0603FR-0710KL', Tolerance: '1%' },
      dnp: false,
      line: 2,
    });
    expect(parts.get('C2')).toMatchObject({ value: '10uF', dnp: true, fields: {} });
  });

  it('reads JLCPCB’s assembly BOM (Comment is the value; no DNP column: unknown)', () => {
    const parts = byRef(
      'Comment,Designator,Footprint,LCSC Part #\n100nF,"C1,C3,C4",0603,C14663\n4.7k,R2,0603,C23162\n',
    );
    expect(parts.get('C4')).toMatchObject({
      value: '100nF',
      footprint: '0603',
      fields: { 'LCSC Part #': 'C14663' },
      dnp: null,
    });
    expect([...parts.keys()]).toEqual(['C1', 'C3', 'C4', 'R2']);
  });

  it('reads Altium’s BOM report after its title rows, with ranges and a Fitted column', () => {
    const parts = byRef(
      'Bill of Materials,Source Data From:,board.PrjPcb\nProject,board.PrjPcb\n\n' +
        'Comment,Description,Designator,Footprint,LibRef,Quantity,Fitted\n' +
        '22R,Resistor,R5-R8,0402,RES,4,Fitted\n' +
        'BAT54,Schottky,D1 D2,SOD-323,DIODE,2,Not Fitted\n',
    );
    expect(parts.get('R7')).toMatchObject({
      value: '22R',
      fields: { Description: 'Resistor', LibRef: 'RES' },
      dnp: false,
      line: 5,
    });
    expect(parts.get('D2')).toMatchObject({ value: 'BAT54', dnp: true });
  });

  it('reads a semicolon export whose value says DNP', () => {
    const parts = byRef(
      'Designator;Value;Manufacturer;Manufacturer Part Number\nR9;DNP;;\nU1;LM358;TI;LM358DR\n',
    );
    expect(parts.get('R9')).toMatchObject({ value: '', dnp: true });
    expect(parts.get('U1')).toMatchObject({
      value: 'LM358',
      fields: { Manufacturer: 'TI', 'Manufacturer Part Number': 'LM358DR' },
    });
  });

  it('warns of a wrong quantity, a bad range, a repeated reference, a row without references', () => {
    const r = readBomCsv('Reference,Value,Qty\n"R1,R2",1k,3\nR5-C9,2k,1\nR1,3k,1\n,4k,1\n', 'bom.csv');
    expect(r.diagnostics.map((d) => [d.code, d.location.line])).toEqual([
      ['bom.quantity.mismatch', 2],
      ['bom.reference.range', 3],
      ['bom.reference.duplicate', 4],
      ['bom.row.no-reference', 5],
    ]);
    expect(r.board.find((p) => p.ref === 'R1')!.value).toBe('1k');
  });

  it('refuses a table that is not a BOM, naming the file', () => {
    expect(() => readBomCsv('Net,X,Y\nGND,1,2\n', 'points.csv')).toThrow(ImportError);
    expect(() => readBomCsv('', 'empty.csv')).toThrow(/not a BOM: no header row found/);
  });

  it('expands ranges of one prefix only, and never more than 1000 parts', () => {
    expect(splitReferences('R1-R3, C10..C11; J2-4')).toEqual({
      refs: ['R1', 'R2', 'R3', 'C10', 'C11', 'J2', 'J3', 'J4'],
      bad: [],
    });
    expect(splitReferences('R1-C3 R1-R2000000').bad).toEqual(['R1-C3', 'R1-R2000000']);
  });

  it('survives any text: a BOM with diagnostics or an ImportError, never another exception', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), fc.string({ maxLength: 500 }), (a, b) => {
        try {
          readBomCsv(`Reference,Value,DNP\n${a}\n${b}`, 'bom.csv');
          readBomCsv(a, 'bom.csv');
        } catch (e) {
          if (!(e instanceof ImportError)) throw e;
        }
      }),
      { numRuns: 300 },
    );
  });
});
