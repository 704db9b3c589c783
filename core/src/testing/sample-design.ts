import type { Ring } from '../board/model';
import type { FixtureDesign, Plate, PlateHole } from '../fixture/design/model';
import { assignInterface } from '../interface/assign-interface';
import { GENERIC_STATION } from '../interface/builtin-stations';

/**
 * A small, hand-made fixture design for the writers' tests: a 40 × 30 mm board at (100, 50) … (140, 80),
 * probed from the bottom with an ASYMMETRIC pattern (so a mirrored or turned file lands elsewhere),
 * two guide pins, a pressure plate (the lid) with two pins and a clearance cut-out.
 */
export function sampleDesign(): FixtureDesign {
  const rect = (x0: number, y0: number, x1: number, y1: number): Ring => [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
  const probeAt: [string, number, number, number][] = [
    ['TP1.1', 104, 54, 1.7],
    ['TP2.1', 110.5, 54, 1.7],
    ['TP3.1', 131.25, 71.5, 1.35],
    ['TP4.1', 121, 62.75, 0.95],
    ['TP5.1', 137, 77, 1.35],
  ];
  const probes = probeAt.map(([label, x, y, drillMm], i) => ({
    id: `P${i + 1}`,
    testPointId: `tp-${i}`,
    label,
    net: i === 4 ? 'GND' : `NET${i}`,
    side: 'bottom' as const,
    x,
    y,
    probeClass: drillMm === 1.7 ? ('P100' as const) : drillMm === 1.35 ? ('P75' as const) : ('P50' as const),
    tipStyle: 'crown' as const,
    probePart: drillMm === 1.7 ? 'SP-100-CR' : drillMm === 1.35 ? 'SP-75-CR' : 'SP-50-CR',
    receptaclePart: drillMm === 1.7 ? 'RC-100-WW' : drillMm === 1.35 ? 'RC-75-WW' : 'RC-50-WW',
    drillMm,
    forceN: 1.5,
    connector: 'IF1' as string | null,
    pin: String(i + 1) as string | null,
  }));
  // The generic interface wires them to IF1 pins 1…5 in this order (as the design would).
  const mapping = assignInterface({
    probes: probes.map((p) => ({ ...p, currentRatingA: 3 })),
    station: GENERIC_STATION,
    demands: [],
    names: { probe: 'P', connector: 'IF' },
    termination: 'wire-wrap',
    plate: { minX: 80, minY: 35, maxX: 160, maxY: 95 },
    orientationDeg: 0,
    verticalMm: { top: 0, bottom: 23 },
  });
  const guide: PlateHole[] = [
    { x: 102.5, y: 77.5, diameterMm: 3, purpose: 'guide-pin', ref: 'G1', label: 'G1' },
    { x: 138, y: 52, diameterMm: 3, purpose: 'guide-pin', ref: 'G2', label: 'G2' },
  ];
  const plateBox = rect(80, 35, 160, 95);
  const probePlate: Plate = {
    role: 'probe',
    name: 'Probe plate (bottom)',
    facesSide: 'bottom',
    thicknessMm: 6,
    faceZMm: -12,
    outline: plateBox,
    holes: [
      ...probes.map((p) => ({
        x: p.x,
        y: p.y,
        diameterMm: p.drillMm,
        purpose: 'probe' as const,
        ref: p.id,
        label: p.label,
      })),
      ...guide,
    ],
    pockets: [],
  };
  const carrier: Plate = {
    role: 'carrier',
    name: 'Carrier plate (bottom)',
    facesSide: 'bottom',
    thicknessMm: 4,
    faceZMm: 0,
    outline: plateBox,
    holes: [
      ...probes.map((p) => ({
        x: p.x,
        y: p.y,
        diameterMm: p.drillMm + 0.6,
        purpose: 'probe-clearance' as const,
        ref: p.id,
        label: '',
      })),
      ...guide.map((g) => ({ ...g, diameterMm: 3.1, purpose: 'guide-pin-clearance' as const })),
    ],
    pockets: [
      { ring: rect(99.8, 49.8, 140.2, 80.2), depthMm: 1, purpose: 'board-pocket', ref: 'board' },
      { ring: rect(112, 66, 118, 70), depthMm: null, purpose: 'component-clearance', ref: 'U1' },
    ],
  };
  const lid: Plate = {
    role: 'pressure',
    name: 'Pressure plate (lid)',
    facesSide: 'top',
    thicknessMm: 6,
    faceZMm: 26.6,
    outline: plateBox,
    holes: [
      { x: 106, y: 58, diameterMm: 3, purpose: 'pressure-pin', ref: 'PP1', label: 'PP1' },
      { x: 129, y: 70, diameterMm: 3, purpose: 'pressure-pin', ref: 'PP2', label: 'PP2' },
      { x: 102.5, y: 77.5, diameterMm: 4, purpose: 'guide-pin-clearance', ref: 'G1', label: '' },
      { x: 138, y: 52, diameterMm: 4, purpose: 'guide-pin-clearance', ref: 'G2', label: '' },
    ],
    pockets: [{ ring: rect(120, 56, 128, 60), depthMm: null, purpose: 'component-clearance', ref: 'C7' }],
  };
  return {
    engineVersion: 'test',
    units: 'mm',
    frame: 'top-view-y-up',
    probeSide: 'bottom',
    bothSides: false,
    board: {
      outline: [rect(100, 50, 140, 80)],
      thicknessMm: 1.6,
      box: { minX: 100, minY: 50, maxX: 140, maxY: 80 },
    },
    kit: { partNumber: 'FK-DEV-S', name: 'Development fixture kit S' },
    probes,
    guidePins: guide.map((g, i) => ({
      id: g.ref,
      holeId: `h${i}`,
      x: g.x,
      y: g.y,
      holeDiameterMm: 3,
      part: 'GP-S-2530',
      mountDrillMm: 3,
    })),
    pressurePins: [
      { id: 'PP1', x: 106, y: 58, side: 'top', part: 'PP-3-25-FL', diameterMm: 3, lengthMm: 25 },
      { id: 'PP2', x: 129, y: 70, side: 'top', part: 'PP-3-25-FL', diameterMm: 3, lengthMm: 25 },
    ],
    standoffs: [],
    plates: [probePlate, carrier, lid],
    bom: [
      { partNumber: 'FK-DEV-S', quantity: 1, group: 'kit', note: '' },
      { partNumber: 'SP-100-CR', quantity: 2, group: 'probes', note: '' },
      { partNumber: 'RC-100-WW', quantity: 2, group: 'receptacles', note: '' },
      { partNumber: 'XX-NOT-IN-CATALOG', quantity: 1, group: 'options', note: 'test' },
    ],
    totalForceN: 7.5,
    holdDownForceN: 250,
    interface: mapping,
    findings: [],
  };
}
