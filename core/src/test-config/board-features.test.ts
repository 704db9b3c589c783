import { describe, expect, it } from 'vitest';
import { componentId } from '../board/ids';
import type { Component } from '../board/model';
import { mergeBoardFeatures, suggestBoardFeatures } from './board-features';

const part = (ref: string, footprint = '', value = '', dnp = false): Component => ({
  id: componentId(Number(ref.replace(/\D/g, '')) + ref.charCodeAt(0) * 100),
  ref,
  value,
  footprint,
  side: 'top',
  x: 0,
  y: 0,
  rotationDeg: 0,
  body: null,
  heightMm: null,
  dnp,
  excludeFromBom: false,
  excludeFromPosFiles: false,
});

describe('board feature suggestions', () => {
  const cases: [Component, string | null][] = [
    [part('J1', 'Connector_USB:USB_C_Receptacle'), 'connector'],
    [part('J2', 'Connector_PinHeader_2.54mm:PinHeader_1x06'), 'connector'],
    [part('P3', 'Custom:Thing'), 'connector'],
    [part('CN4', ''), 'connector'],
    [part('USB1', 'Custom:Port'), 'connector'],
    [part('D1', 'LED_SMD:LED_0805_2012Metric', 'red'), 'led'],
    [part('D2', 'Diode_SMD:D_SOD-123', '1N4148'), null],
    [part('LED3', 'Custom:Lamp'), 'led'],
    [part('DS1', 'Custom:Lamp'), 'led'],
    [part('SW1', 'Button_Switch_SMD:SW_Push_1P1T_NO_6x6mm'), 'button'],
    [part('S2', 'Custom:Key'), 'button'],
    [part('K1', 'Custom:Key', 'button'), 'button'],
    [part('U1', 'Package_QFP:LQFP-48', 'USB2514 hub'), null],
    [part('U2', 'Package_SO:SOIC-8', 'LED driver'), null],
    [part('R1', 'Resistor_SMD:R_0603', '10k'), null],
    [part('H1', 'MountingHole:MountingHole_3.2mm'), null],
    [part('TP1', 'TestPoint:TestPoint_Pad_D1.0mm'), null],
    [part('J9', 'Connector:Header', '', true), null],
    [part('X1', 'Custom:BoardDetect', 'presence'), 'presence'],
  ];
  it.each(cases)('%o → %s', (c, kind) => {
    const got = suggestBoardFeatures({ components: [c] });
    expect(got[0]?.feature.kind ?? null).toBe(kind);
    if (kind) expect(got[0]).toMatchObject({ ref: c.ref, feature: { componentId: c.id } });
  });

  it('merges suggestions into an edited list without touching the engineer’s entries', () => {
    const suggestions = suggestBoardFeatures({ components: [part('J1', 'Conn'), part('SW1', '')] });
    const existing = [
      { componentId: suggestions[0]!.feature.componentId, kind: 'other' as const, note: 'mine' },
    ];
    expect(mergeBoardFeatures(existing, suggestions)).toEqual([existing[0], suggestions[1]!.feature]);
  });
});
