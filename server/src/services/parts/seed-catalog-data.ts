import type { PartInput } from '@studio/api';

/**
 * The seed catalog of a fresh instance (issue #6). Part numbers are Studio's own; values are TYPICAL
 * catalog values of the probe makers' standard families, not one product's datasheet. Where each
 * value comes from: docs/parts-seed.md. Probe forces, currents and receptacle drills are the class
 * values of @studio/core's DEFAULT_PROBE_CATALOG (a test keeps them equal).
 */

/** Class paths, parents before children. */
export const SEED_CLASSES = [
  'Probes',
  'Probes / 100 mil',
  'Probes / 75 mil',
  'Probes / 50 mil',
  'Probes / 39 mil',
  'Receptacles',
  'Locating',
  'Locating / Guide pins',
  'Pressure pins',
  'Fixture kits',
  'Fixture kits / Development',
  'Fixture kits / Production',
  'Cartridges',
  'Options',
  'Wire',
  'Services',
] as const;

export type SeedPart = Omit<PartInput, 'classId'> & {
  classPath: (typeof SEED_CLASSES)[number];
  /** Opening stock at the MAIN location and its reorder point; none for services (never stocked). */
  stock?: { onHand: number; reorderPoint: number };
  /** Part numbers this part is compatible with (receptacle → probes, cartridge → kits). */
  fits?: string[];
};

const MAKER = 'Generic (typical values)';
const SOURCE = 'Typical catalog values; see docs/parts-seed.md.';

type TipStyleName = 'crown' | 'spear' | 'cone' | 'concave' | 'serrated' | 'flat';

interface ProbeFamily {
  cls: 'P100' | 'P75' | 'P50' | 'P39';
  mil: number;
  classPath: SeedPart['classPath'];
  forceN: number;
  currentA: number;
  fullTravelMm: number;
  workingTravelMm: number;
  lengthMm: number;
  price: number;
  /** Mechanical life (cycles): PROBE_RATED_CYCLES. */
  ratedCycles: number;
  tips: [TipStyleName, number][];
  stock: number;
}

/**
 * Rated mechanical life per pitch class (issue 32, fixture wear). Spring probe makers rate standard
 * probes for some hundred thousand to a million compression cycles at working travel, smaller
 * pitches lower (QA Technology, "Cycle Life of Test Probes": smaller probes for closer centres "may
 * have a shorter cycle life than larger probes"; INGUN's glossary: the spring keeps its force "after
 * several hundred thousand contact cycles"). The figures are Studio's class values inside that range,
 * not one datasheet's: docs/parts-seed.md says where each comes from. Staff put the maker's own.
 */
export const PROBE_RATED_CYCLES = { P100: 1_000_000, P75: 1_000_000, P50: 500_000, P39: 250_000 } as const;

const TIP_CODES: Record<TipStyleName, string> = {
  crown: 'CR',
  spear: 'SP',
  cone: 'CO',
  concave: 'CC',
  serrated: 'SE',
  flat: 'FL',
};

/** Spring probe families by pitch class (force and current: core's class values). */
const PROBE_FAMILIES: ProbeFamily[] = [
  {
    cls: 'P100',
    ratedCycles: PROBE_RATED_CYCLES.P100,
    mil: 100,
    classPath: 'Probes / 100 mil',
    forceN: 1.8,
    currentA: 3,
    fullTravelMm: 6.35,
    workingTravelMm: 4.3,
    lengthMm: 33.0,
    price: 2.4,
    tips: [
      ['crown', 1.5],
      ['spear', 0.9],
      ['cone', 1.3],
      ['concave', 1.5],
      ['serrated', 1.5],
      ['flat', 1.3],
    ],
    stock: 500,
  },
  {
    cls: 'P75',
    ratedCycles: PROBE_RATED_CYCLES.P75,
    mil: 75,
    classPath: 'Probes / 75 mil',
    forceN: 1.5,
    currentA: 3,
    fullTravelMm: 6.35,
    workingTravelMm: 4.3,
    lengthMm: 33.0,
    price: 2.7,
    tips: [
      ['crown', 1.0],
      ['spear', 0.8],
      ['cone', 0.9],
      ['serrated', 1.0],
      ['flat', 0.9],
    ],
    stock: 400,
  },
  {
    cls: 'P50',
    ratedCycles: PROBE_RATED_CYCLES.P50,
    mil: 50,
    classPath: 'Probes / 50 mil',
    forceN: 1.0,
    currentA: 2,
    fullTravelMm: 6.35,
    workingTravelMm: 4.3,
    lengthMm: 27.8,
    price: 3.2,
    tips: [
      ['crown', 0.64],
      ['spear', 0.6],
      ['cone', 0.6],
      ['flat', 0.6],
    ],
    stock: 300,
  },
  {
    cls: 'P39',
    ratedCycles: PROBE_RATED_CYCLES.P39,
    mil: 39,
    classPath: 'Probes / 39 mil',
    forceN: 0.75,
    currentA: 1.5,
    fullTravelMm: 4.0,
    workingTravelMm: 2.7,
    lengthMm: 21.0,
    price: 4.3,
    tips: [
      ['crown', 0.5],
      ['spear', 0.5],
      ['cone', 0.5],
    ],
    stock: 200,
  },
];

const probeNumber = (f: ProbeFamily, tip: TipStyleName) => `SP-${f.mil}-${TIP_CODES[tip]}`;

/**
 * Where each seed hole size comes from and its tolerance or fit (issue 25, decision 0054; the table in
 * docs/parts-seed.md). The seed is generic: no manufacturer drill table was read for it, and each
 * citation says so rather than name a datasheet it did not take the figure from. Staff replace these
 * with the supplier's own (the parts form's "Hole source" and "Hole tolerance or fit").
 */
const PIN_GAUGE =
  'check each hole with a go/no-go pin gauge before pressing in (QA Technology’s drill hole specifications: purchased drills can be undersized by 0.0005 in, 0.013 mm)';
const HOLE_CITATIONS = {
  P100: {
    holeFit: '+0.013/−0 mm, interference press fit of the receptacle',
    holeSource: `Studio’s class value (PRODUCT.md §6), not read from a maker’s drill table; ${PIN_GAUGE}`,
  },
  P75: {
    holeFit: '+0.013/−0 mm, interference press fit of the receptacle',
    holeSource: `Studio’s class value (PRODUCT.md §6), not read from a maker’s drill table; ${PIN_GAUGE}`,
  },
  P50: {
    holeFit: '+0.013/−0 mm, interference press fit of the receptacle',
    holeSource: `Studio’s class value, inside the 0.86–1.06 mm range 50-mil receptacle makers publish; no single maker’s drill table was read for it (decision 0054); ${PIN_GAUGE}`,
  },
  P39: {
    holeFit: '+0.01/−0 mm, press fit of the probe barrel (no receptacle)',
    holeSource:
      'Studio’s choice (STACK.p39PressFitMm), no datasheet: use the 39-mil probe maker’s mounting hole; the design keeps the probe plate’s web between two such holes (1.20 mm centres in FR4/G10)',
  },
  guidePin: {
    holeFit: 'press fit of the shank in a hole of the pin’s smallest board-hole size, H7',
    holeSource:
      'Studio’s choice (docs/parts-seed.md “Guide pins”), no datasheet: use the pin maker’s mounting hole',
  },
  pressurePin: {
    holeFit: 'press fit of the pin in a hole of its diameter, H7',
    holeSource:
      'Studio’s choice (docs/parts-seed.md “Pressure pins”), no datasheet: use the pin maker’s mounting hole',
  },
} as const;

const probes: SeedPart[] = PROBE_FAMILIES.flatMap((f) =>
  f.tips.map(
    ([tip, tipDiameterMm]): SeedPart => ({
      partNumber: probeNumber(f, tip),
      name: `Spring probe ${f.mil} mil, ${tip} tip Ø${tipDiameterMm} mm, ${f.forceN} N`,
      manufacturer: MAKER,
      classPath: f.classPath,
      kind: 'probe',
      specs: {
        pitchClass: f.cls,
        tipStyle: tip,
        tipDiameterMm,
        fullTravelMm: f.fullTravelMm,
        workingTravelMm: f.workingTravelMm,
        forceAtWorkingTravelN: f.forceN,
        currentRatingA: f.currentA,
        lengthMm: f.lengthMm,
        ratedCycles: f.ratedCycles,
        ...(f.cls === 'P39' ? { mountHoleMm: 0.9, ...HOLE_CITATIONS.P39 } : {}),
      },
      unitPrice: f.price,
      leadTimeDays: 10,
      description: `${f.cls === 'P39' ? 'Receptacle-less (press-fit in the probe plate). ' : ''}${SOURCE}`,
      stock: { onHand: f.stock, reorderPoint: Math.round(f.stock / 5) },
    }),
  ),
);

const RECEPTACLE_FAMILIES = [
  { cls: 'P100', mil: 100, drill: 1.7, collar: 6.0, length: 29.0, price: 1.2 },
  { cls: 'P75', mil: 75, drill: 1.35, collar: 6.0, length: 29.0, price: 1.35 },
  { cls: 'P50', mil: 50, drill: 0.95, collar: 5.0, length: 24.0, price: 1.6 },
] as const;

const TERMINATIONS = [
  ['wire-wrap', 'WW'],
  ['solder-cup', 'SC'],
] as const;

const receptacles: SeedPart[] = RECEPTACLE_FAMILIES.flatMap((r) =>
  TERMINATIONS.map(
    ([termination, code]): SeedPart => ({
      partNumber: `RC-${r.mil}-${code}`,
      name: `Receptacle ${r.mil} mil, ${termination}, drill Ø${r.drill} mm`,
      manufacturer: MAKER,
      classPath: 'Receptacles',
      kind: 'receptacle',
      specs: {
        pitchClass: r.cls,
        drillDiameterMm: r.drill,
        collarHeightMm: r.collar,
        termination,
        lengthMm: r.length,
        ...HOLE_CITATIONS[r.cls],
      },
      unitPrice: r.price,
      leadTimeDays: 10,
      description: SOURCE,
      stock: { onHand: 600, reorderPoint: 150 },
      fits: PROBE_FAMILIES.find((f) => f.cls === r.cls)!.tips.map(([tip]) =>
        probeNumber(PROBE_FAMILIES.find((f) => f.cls === r.cls)!, tip),
      ),
    }),
  ),
);

const GUIDE_PINS: [number, number, 'spring' | 'fixed', number, number][] = [
  [2.0, 2.5, 'spring', 22, 14.5],
  [2.5, 3.0, 'spring', 22, 14.5],
  [3.0, 4.0, 'spring', 25, 16.0],
  [4.0, 5.0, 'spring', 25, 17.5],
  [3.0, 3.0, 'fixed', 20, 6.5],
];

const guidePins: SeedPart[] = GUIDE_PINS.map(([min, max, action, length, price]) => ({
  partNumber: `GP-${action === 'spring' ? 'S' : 'F'}-${String(min * 10).padStart(2, '0')}${String(max * 10).padStart(2, '0')}`,
  name:
    action === 'spring'
      ? `Spring guide pin for Ø${min}–${max} mm holes`
      : `Fixed guide pin for Ø${min} mm holes`,
  manufacturer: MAKER,
  classPath: 'Locating / Guide pins',
  kind: 'guide-pin',
  specs: {
    holeDiameterMinMm: min,
    holeDiameterMaxMm: max,
    action,
    lengthMm: length,
    ...HOLE_CITATIONS.guidePin,
  },
  unitPrice: price,
  leadTimeDays: 10,
  description: SOURCE,
  stock: { onHand: 60, reorderPoint: 15 },
}));

/** Ø, length, tip, tip material (insulating: decision 0054), price. */
const PRESSURE_PINS: [number, number, 'flat' | 'rounded' | 'rubber-cap', 'pom' | 'nbr', number][] = [
  [3, 25, 'flat', 'pom', 2.9],
  [4, 30, 'rounded', 'pom', 3.2],
  [5, 30, 'rubber-cap', 'nbr', 3.9],
  [6, 40, 'flat', 'pom', 4.1],
];

const pressurePins: SeedPart[] = PRESSURE_PINS.map(([diameterMm, lengthMm, tip, tipMaterial, price]) => ({
  partNumber: `PP-${diameterMm}-${lengthMm}-${tip === 'rubber-cap' ? 'RC' : tip === 'rounded' ? 'RD' : 'FL'}`,
  name: `Pressure pin Ø${diameterMm} × ${lengthMm} mm, ${tip.replace('-', ' ')}`,
  manufacturer: MAKER,
  classPath: 'Pressure pins',
  kind: 'pressure-pin',
  specs: { diameterMm, lengthMm, tip, tipMaterial, ...HOLE_CITATIONS.pressurePin },
  unitPrice: price,
  leadTimeDays: 5,
  description: SOURCE,
  stock: { onHand: 300, reorderPoint: 60 },
}));

const kits: SeedPart[] = [
  {
    partNumber: 'FK-DEV-S',
    name: 'Development fixture kit S, manual lever',
    classPath: 'Fixture kits / Development',
    kind: 'fixture-kit',
    specs: {
      activeAreaXMm: 150,
      activeAreaYMm: 100,
      maxProbes: 100,
      topProbing: false,
      cartridgeSupport: false,
      actuation: 'manual',
      ratedCycles: 1_000,
      holdDownForceN: 250,
    },
    unitPrice: 450,
    leadTimeDays: 10,
  },
  {
    partNumber: 'FK-DEV-M',
    name: 'Development fixture kit M, manual lever',
    classPath: 'Fixture kits / Development',
    kind: 'fixture-kit',
    specs: {
      activeAreaXMm: 250,
      activeAreaYMm: 180,
      maxProbes: 300,
      topProbing: false,
      cartridgeSupport: false,
      actuation: 'manual',
      ratedCycles: 1_000,
      holdDownForceN: 600,
    },
    unitPrice: 690,
    leadTimeDays: 10,
  },
  {
    partNumber: 'FK-DEVC-M',
    name: 'Development fixture kit M with cartridges, manual lever, top probing',
    classPath: 'Fixture kits / Development',
    kind: 'fixture-kit',
    specs: {
      activeAreaXMm: 250,
      activeAreaYMm: 180,
      maxProbes: 400,
      topProbing: true,
      cartridgeSupport: true,
      actuation: 'manual',
      ratedCycles: 50_000,
      holdDownForceN: 900,
    },
    unitPrice: 1_250,
    leadTimeDays: 15,
  },
  {
    partNumber: 'FK-PROD-M',
    name: 'Production fixture kit M with cartridges, pneumatic, top probing',
    classPath: 'Fixture kits / Production',
    kind: 'fixture-kit',
    specs: {
      activeAreaXMm: 300,
      activeAreaYMm: 220,
      maxProbes: 1_000,
      topProbing: true,
      cartridgeSupport: true,
      actuation: 'pneumatic',
      ratedCycles: 1_000_000,
      holdDownForceN: 2_500,
    },
    unitPrice: 4_800,
    leadTimeDays: 30,
  },
  {
    partNumber: 'FK-PROD-L',
    name: 'Production fixture kit L, vacuum',
    classPath: 'Fixture kits / Production',
    kind: 'fixture-kit',
    specs: {
      activeAreaXMm: 420,
      activeAreaYMm: 300,
      maxProbes: 2_500,
      topProbing: false,
      cartridgeSupport: false,
      actuation: 'vacuum',
      ratedCycles: 1_000_000,
      holdDownForceN: 5_000,
    },
    unitPrice: 6_900,
    leadTimeDays: 40,
  },
].map((k) => ({
  ...k,
  manufacturer: MAKER,
  description: SOURCE,
  stock: { onHand: k.partNumber.startsWith('FK-PROD') ? 2 : 4, reorderPoint: 1 },
})) as SeedPart[];

const cartridges: SeedPart[] = [
  {
    partNumber: 'CT-M-STD',
    name: 'Cartridge M (probe, pressure and moving plate), 100/75/50 mil',
    classPath: 'Cartridges',
    kind: 'cartridge',
    specs: { pitchClasses: ['P100', 'P75', 'P50'], positions: 400 },
    unitPrice: 640,
    leadTimeDays: 15,
    manufacturer: MAKER,
    description: SOURCE,
    stock: { onHand: 6, reorderPoint: 2 },
    fits: ['FK-DEVC-M', 'FK-PROD-M'],
  },
  {
    partNumber: 'CT-M-HD',
    name: 'Cartridge M high density, 50/39 mil',
    classPath: 'Cartridges',
    kind: 'cartridge',
    specs: { pitchClasses: ['P50', 'P39'], positions: 1_000 },
    unitPrice: 890,
    leadTimeDays: 20,
    manufacturer: MAKER,
    description: SOURCE,
    stock: { onHand: 3, reorderPoint: 1 },
    fits: ['FK-PROD-M'],
  },
];

const OPTIONS: [
  string,
  string,
  'lid-switch' | 'presence-detection' | 'carrier-board' | 'cycle-counter' | 'interface-connector',
  number,
  string,
][] = [
  [
    'OPT-LID-SW',
    'Lid switch (closed-lid interlock)',
    'lid-switch',
    38,
    'Safety switch that reports the lid closed; wired to the interface.',
  ],
  [
    'OPT-PRESENCE',
    'Board presence detection',
    'presence-detection',
    65,
    'Spring-loaded switch probe that detects a loaded board before the test starts.',
  ],
  [
    'OPT-TPCB',
    'Test-point carrier board',
    'carrier-board',
    290,
    'PCB under the probe plate that replaces hand wiring of the receptacles.',
  ],
  [
    'OPT-COUNTER',
    'Cycle counter',
    'cycle-counter',
    120,
    'Counts actuations for probe maintenance intervals.',
  ],
  [
    'OPT-IF-DSUB',
    'Interface connector, D-sub 50',
    'interface-connector',
    45,
    'Panel connector for the fixture wiring.',
  ],
];

const options: SeedPart[] = OPTIONS.map(([partNumber, name, adds, price, description]) => ({
  partNumber,
  name,
  manufacturer: MAKER,
  classPath: 'Options',
  kind: 'option',
  specs: { adds, description },
  unitPrice: price,
  leadTimeDays: 5,
  description: SOURCE,
  stock: { onHand: 15, reorderPoint: 4 },
}));

/**
 * Service rates that test solutions charge (core/src/solution): kind `other`, `specs.service` names
 * the rate, the lead time is the working days of the step (a fixture's build time is their sum).
 * Never stocked. Prices and days are Studio's choice (docs/parts-seed.md).
 */
const SERVICES: [
  string,
  string,
  'machining-per-hole' | 'wiring-per-probe' | 'assembly-per-fixture',
  number,
  number,
  string,
][] = [
  [
    'SVC-MACH-HOLE',
    'Plate machining, per drilled hole',
    'machining-per-hole',
    0.45,
    3,
    'CNC drilling of every plate hole (probe, clearance, guide-pin, pressure-pin, standoff), with the pockets and cut-outs of the plates.',
  ],
  [
    'SVC-WIRE-PROBE',
    'Wiring, per probe',
    'wiring-per-probe',
    1.2,
    2,
    'One wire from a receptacle to its interface connector pin, labelled as in the wiring list.',
  ],
  [
    'SVC-ASSY',
    'Assembly and test, per fixture',
    'assembly-per-fixture',
    240,
    3,
    'Mounting the plates, probes, guide and pressure pins on the kit; continuity check of the wiring.',
  ],
];

const services: SeedPart[] = SERVICES.map(([partNumber, name, service, price, days, description]) => ({
  partNumber,
  name,
  manufacturer: 'Fixture shop',
  classPath: 'Services',
  kind: 'other',
  specs: { description, service },
  unitPrice: price,
  leadTimeDays: days,
  description: 'Service rate; see docs/parts-seed.md.',
}));

/**
 * Fixture wire by gauge, priced per metre (kind `other`, `specs.wireAwg`): the gauges the interface
 * mapping sizes wires with (core FIXTURE_GAUGES; decision 0061). PTFE-insulated silver-plated copper
 * hook-up wire is Studio's choice of type; prices Studio's choice.
 */
const WIRE_GAUGES: [number, number][] = [
  [30, 0.35],
  [28, 0.4],
  [26, 0.45],
  [24, 0.55],
  [22, 0.65],
  [20, 0.8],
  [18, 1.0],
  [16, 1.3],
];

const wires: SeedPart[] = WIRE_GAUGES.map(([awg, price]) => ({
  partNumber: `WIRE-${awg}AWG`,
  name: `Hook-up wire ${awg} AWG, PTFE, per metre`,
  manufacturer: MAKER,
  classPath: 'Wire',
  kind: 'other',
  specs: {
    description: `Stranded silver-plated copper, PTFE insulation, ${awg} AWG; sold per metre, colours as the wiring list asks.`,
    service: 'none',
    wireAwg: awg,
  },
  unitPrice: price,
  leadTimeDays: 5,
  description: SOURCE,
  stock: { onHand: 500, reorderPoint: 100 },
}));

export const SEED_PARTS: SeedPart[] = [
  ...probes,
  ...receptacles,
  ...guidePins,
  ...pressurePins,
  ...kits,
  ...cartridges,
  ...options,
  ...wires,
  ...services,
];

export const SEED_LOCATION = { code: 'MAIN', name: 'Main stock' } as const;
export const SEED_ACTOR = { id: null, name: 'Seed catalog' } as const;
