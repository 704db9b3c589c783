import type { CatalogPart, FixtureCatalog } from '../fixture/design/catalog';
import type { BomLine } from '../fixture/design/model';
import { KIT_S_SPECS, PROBE_100_CROWN_SPECS, RECEPTACLE_100_WW_SPECS } from './part-specs';

/** A small hand-priced catalog and BOM for the solution tests (prices chosen to exercise rounding). */
const base = { currency: 'EUR', active: true, fits: [] as string[] };

export const TEST_PARTS: CatalogPart[] = [
  {
    ...base,
    partNumber: 'FK-T',
    name: 'Test kit',
    kind: 'fixture-kit',
    unitPrice: 450,
    leadTimeDays: 10,
    specs: { ...KIT_S_SPECS },
  },
  {
    ...base,
    partNumber: 'SP-100-CR',
    name: 'Probe 100 mil crown',
    kind: 'probe',
    unitPrice: 2.4,
    leadTimeDays: 10,
    specs: { ...PROBE_100_CROWN_SPECS },
  },
  {
    ...base,
    partNumber: 'RC-100-WW',
    name: 'Receptacle 100 mil wire-wrap',
    kind: 'receptacle',
    unitPrice: 1.2345,
    leadTimeDays: 12,
    specs: { ...RECEPTACLE_100_WW_SPECS },
  },
  {
    ...base,
    partNumber: 'GP-S',
    name: 'Guide pin',
    kind: 'guide-pin',
    unitPrice: 4.5,
    leadTimeDays: 7,
    specs: { holeDiameterMinMm: 2, holeDiameterMaxMm: 2.5, action: 'spring', lengthMm: 20 },
  },
  {
    ...base,
    partNumber: 'PP-3',
    name: 'Pressure pin',
    kind: 'pressure-pin',
    unitPrice: 0.85,
    leadTimeDays: 7,
    specs: { diameterMm: 3, lengthMm: 25, tip: 'flat' },
  },
  {
    ...base,
    partNumber: 'OPT-IF',
    name: 'Interface connector',
    kind: 'option',
    unitPrice: 45,
    leadTimeDays: 5,
    specs: { adds: 'interface-connector' },
  },
  {
    ...base,
    partNumber: 'OPT-LID',
    name: 'Lid switch',
    kind: 'option',
    unitPrice: 38,
    leadTimeDays: 5,
    specs: { adds: 'lid-switch' },
  },
  {
    ...base,
    partNumber: 'OPT-TPCB',
    name: 'Carrier board',
    kind: 'option',
    unitPrice: 290,
    leadTimeDays: 8,
    specs: { adds: 'carrier-board' },
  },
  {
    ...base,
    partNumber: 'SVC-MACH',
    name: 'Machining per hole',
    kind: 'other',
    unitPrice: 0.35,
    leadTimeDays: 3,
    specs: { service: 'machining-per-hole' },
  },
  {
    ...base,
    partNumber: 'SVC-WIRE',
    name: 'Wiring per probe',
    kind: 'other',
    unitPrice: 1.1,
    leadTimeDays: 2,
    specs: { service: 'wiring-per-probe' },
  },
  {
    ...base,
    partNumber: 'SVC-ASSY',
    name: 'Assembly per fixture',
    kind: 'other',
    unitPrice: 180,
    leadTimeDays: 5,
    specs: { service: 'assembly-per-fixture' },
  },
];

export const testCatalog = (): FixtureCatalog => ({
  parts: TEST_PARTS.map((p) => ({ ...p, specs: { ...p.specs }, fits: [...p.fits] }) as CatalogPart),
});

/** One fixture's BOM: kit, 12 probes and receptacles, 2 guide pins, 6 pressure pins, 1 connector. */
export const TEST_BOM: BomLine[] = [
  { partNumber: 'FK-T', quantity: 1, group: 'kit', note: 'smallest kit that fits' },
  { partNumber: 'SP-100-CR', quantity: 12, group: 'probes', note: '12 × P100 crown' },
  { partNumber: 'RC-100-WW', quantity: 12, group: 'receptacles', note: '12 × P100 wire-wrap' },
  { partNumber: 'GP-S', quantity: 2, group: 'guide-pins', note: 'G1, G2' },
  { partNumber: 'PP-3', quantity: 6, group: 'pressure-pins', note: 'PP1…PP6' },
  { partNumber: 'OPT-IF', quantity: 1, group: 'options', note: 'interface J1' },
];
