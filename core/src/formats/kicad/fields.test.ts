// Component.fields from the footprint's own properties (KiCad 6+): only the designer's fields are
// kept (not KiCad's Reference, Value, Footprint, Datasheet, Description, Sheetfile / Sheetname, ki_*),
// empty ones are dropped, and a board without any keeps none.
import { describe, expect, it } from 'vitest';
import { decodeBoard, encodeBoard } from '../../board/compact';
import { readFixture } from '../../../test/fixtures/kicad/support';
import { realBoard } from '../../../test/real-boards';
import { importKicad } from './index';

describe('KiCad footprint properties as Component.fields', () => {
  const { board } = importKicad(readFixture('fields-v8.kicad_pcb'), 'fields-v8.kicad_pcb');
  const byRef = (ref: string) => board.components.find((c) => c.ref === ref)!;

  it('keeps the designer’s fields and nothing of KiCad’s own', () => {
    expect(byRef('R1').fields).toEqual({ Tolerance: '1%', MPN: 'RC0603FR-0710KL' });
    expect(byRef('D1').fields).toEqual({ 'Sim.Device': 'D', 'Sim.Pins': '1=K 2=A' });
    expect(byRef('C1').fields).toBeUndefined();
    expect(Object.getPrototypeOf(byRef('R1').fields)).toBe(Object.prototype);
  });

  it('keeps the do-not-populate flag beside them', () => {
    expect(byRef('D1').dnp).toBe(true);
    expect(byRef('R1').dnp).toBe(false);
  });

  it('survives the compact encoding the server stores', () => {
    const back = decodeBoard(JSON.parse(JSON.stringify(encodeBoard(board))));
    expect(back.components.map((c) => c.fields)).toEqual(board.components.map((c) => c.fields));
    const none = decodeBoard(
      encodeBoard({ ...board, components: board.components.map(({ fields: _, ...c }) => c) }),
    );
    expect(none.components.every((c) => c.fields === undefined)).toBe(true);
  });

  it('reads the fields of real boards: KiCad 6 demo fields, KiCad 9 simulation pins, none in KiCad 5', () => {
    const pic = realBoard('kicad/pic_programmer.kicad_pcb');
    const withFields = pic.components.filter((c) => c.fields);
    expect(withFields.map((c) => c.fields)).toEqual([{ Champ4: 'Low Current Led' }, { Champ4: 'GREEN LED' }]);
    const hexa = realBoard('kicad/HexadecipadV2.kicad_pcb');
    expect(hexa.components.filter((c) => c.fields?.['Sim.Pins'] === '1=K 2=A')).toHaveLength(28);
    expect(realBoard('kicad/Duet2.kicad_pcb').components.some((c) => c.fields)).toBe(false);
  });
});
