import { describe, expect, it } from 'vitest';
import type { FeatureInfo } from '../viewer';
import { cadFrameOf } from '../viewer/cad-frame';
import { featureRows, featureTitle } from './feature-rows';

const pad: FeatureInfo = {
  id: 'P1',
  kind: 'pad',
  ref: 'U3',
  pad: '14',
  net: 'GND',
  side: 'bottom',
  units: 'mil',
  position: { x: 1000, y: -250.04 },
  positionMm: { x: 25.4, y: -6.351 },
  size: { width: 60, height: 40 },
  shape: 'rect',
  rotationDeg: 90,
  drill: null,
  testPoint: { id: 'T1', kind: 'smd', flagged: true, covered: false },
  pads: null,
  part: null,
  label: 'U3.14',
};

describe('featureRows', () => {
  it('lists a pad in the user units, its position in the board frame', () => {
    const rows = Object.fromEntries(featureRows(pad).map((r) => [r.label, r.value]));
    expect(rows).toEqual({
      Kind: 'Pad',
      Reference: 'U3',
      Pad: '14',
      Net: 'GND',
      Size: '60.0 × 40.0 mil rect',
      Position: '1000.0, -250.0 mil',
      Rotation: '90°',
      Side: 'Bottom',
      'Test point': 'SMD pad (last resort)',
    });
  });

  it('gives the position in the CAD frame it names: KiCad’s is +Y down', () => {
    const kicad = cadFrameOf({ sources: [{ format: 'kicad', file: 'board.kicad_pcb' }] });
    const rows = Object.fromEntries(featureRows(pad, kicad).map((r) => [r.label, r.value]));
    // Board frame (25.4, −6.351) mm = KiCad (25.4, 6.351) mm = (1000.0, 250.0) mil.
    expect(rows.Position).toBe('1000.0, 250.0 mil, KiCad frame (+Y down)');
    const odb = cadFrameOf({ sources: [{ format: 'odbpp', file: 'board.tgz' }] });
    expect(Object.fromEntries(featureRows(pad, odb).map((r) => [r.label, r.value])).Position).toBe(
      '1000.0, -250.0 mil, ODB++ frame (+Y up)',
    );
  });

  it('lists a component’s value with the file it came from, its footprint, DNP and fields', () => {
    const c: FeatureInfo = {
      ...pad,
      kind: 'component',
      ref: 'C1',
      pad: null,
      net: null,
      size: null,
      shape: null,
      testPoint: null,
      part: {
        value: '100nF',
        valueFrom: 'schematic',
        footprint: 'Capacitor_SMD:C_0603_1608Metric',
        dnp: true,
        fields: { Voltage: '50V', Tolerance: '10%' },
      },
    };
    const rows = Object.fromEntries(featureRows(c).map((r) => [r.label, r.value]));
    expect(rows).toMatchObject({
      Value: '100nF (from the schematic)',
      Footprint: 'Capacitor_SMD:C_0603_1608Metric',
      Fitted: 'No (DNP)',
      Voltage: '50V',
      Tolerance: '10%',
    });
    const plain = { ...c, part: { ...c.part!, valueFrom: null, dnp: false, fields: {} } };
    const rows2 = Object.fromEntries(featureRows(plain).map((r) => [r.label, r.value]));
    expect(rows2.Value).toBe('100nF');
    expect(rows2.Fitted).toBeUndefined();
  });

  it('says when a feature has no net and shows a via’s drill', () => {
    const via: FeatureInfo = {
      ...pad,
      kind: 'via',
      ref: null,
      pad: null,
      net: null,
      units: 'mm',
      size: { width: 0.6, height: 0.6 },
      shape: 'circle',
      drill: 0.3,
      rotationDeg: 0,
      testPoint: null,
      side: 'both',
    };
    const rows = Object.fromEntries(featureRows(via).map((r) => [r.label, r.value]));
    expect(rows.Net).toBe('no net');
    expect(rows.Drill).toBe('0.30 mm');
    expect(rows.Rotation).toBeUndefined();
  });
});

describe('featureTitle', () => {
  it('names pads by reference and pin, other features by kind', () => {
    expect(featureTitle(pad)).toBe('U3 pin 14');
    expect(featureTitle({ ...pad, kind: 'via', ref: null, pad: null })).toBe('Via');
    expect(featureTitle({ ...pad, kind: 'component', pad: null })).toBe('U3');
  });
});
