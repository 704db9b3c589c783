import { z } from 'zod';
import { IctPlanBody } from './ict';
import { PersonRef } from './test-config';

/**
 * Test strategies of a company's DUTs and their immutable, numbered versions (issue #17; PRODUCT.md
 * §1 step 4, §7, §2 `/test-strategy`). A version's `document` is `@studio/core`'s `TestStrategy` JSON
 * (docs/test-strategies.md); the server re-derives its test points, flags, equipment, coverage and
 * time from its steps (`refreshStrategy`) before storing it, so a stored plan never disagrees with
 * itself.
 *
 * Routes (all under /api/v1; "member" = any role of the active company, "engineer+" = engineer, admin
 * or owner; another company's ids answer 404; errors use `ErrorBody`, with `fields` on 400):
 *
 * | Method | Path | Who | Body / query | Answer |
 * |---|---|---|---|---|
 * | GET | /test-strategies | member | `TestStrategyListQuery` | 200 `TestStrategyList` (the company's strategies with their DUT) |
 * | GET | /duts/:id/test-strategies | member | – | 200 `TestStrategyList` (the DUT's, newest updated first) |
 * | POST | /duts/:id/test-strategies | engineer+ | `TestStrategyCreate` | 201 `TestStrategyDetail`: drafted from the DUT's board (or from a test-config version's board and selection), saved as version 1; 409 when the DUT has no imported board |
 * | GET | /test-strategies/:id | member | – | 200 `TestStrategyDetail` (versions newest first) |
 * | PATCH | /test-strategies/:id | engineer+ | `TestStrategyUpdate` | 200 `TestStrategyDetail` (name, status) |
 * | DELETE | /test-strategies/:id | engineer+ | – | 204 |
 * | POST | /test-strategies/:id/versions | engineer+ | `TestStrategySaveVersion` | 201 `TestStrategyVersion` (number = previous + 1) |
 * | GET | /test-strategies/:id/versions/:number | member | – | 200 `TestStrategyVersion` |
 * | GET | /test-strategies/:id/versions/:number/export | member | `TestStrategyExportQuery` (`format`: md, csv, json, pdf, zip, ict-csv, i3070) | 200 the version as Markdown, CSV, JSON, PDF (made by the server), the pytest project (zip), its in-circuit tests as the neutral CSV or as Keysight i3070 test sources (zip), `Content-Disposition: attachment`; 409 for ict-csv / i3070 when the version has no ICT plan |
 *
 * No route edits a version. Live events (realtime.ts): `test-strategy.updated` after a strategy is
 * created, changed, deleted or gets a version.
 */

export const TEST_STRATEGY_LIMITS = {
  steps: 1_000,
  limitsPerStep: 1_000,
  nets: 200_000,
  components: 200_000,
  text: 4_000,
  name: 120,
  note: 2_000,
} as const;

/** The largest request body the save route accepts (bytes). */
export const TEST_STRATEGY_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

const Text = z.string().max(TEST_STRATEGY_LIMITS.text, `At most ${TEST_STRATEGY_LIMITS.text} characters`);
const Short = z.string().max(500, 'At most 500 characters');
const Num = z.number().finite();
const NetName = z.string().max(500);

export const StepKind = z.enum([
  'shorts',
  'power-up',
  'rail-voltage',
  'current',
  'boundary-scan',
  'programming',
  'bus',
  'clock',
  'led',
  'button',
  'custom',
]);
export const Quantity = z.enum(['resistance', 'voltage', 'current', 'frequency', 'check']);

/** The production data a limit was drawn from (core `LimitProvenance`, decision 0068). */
export const LimitProvenanceBody = z.object({
  sourceVersion: z.number().int().min(1),
  n: z.number().int().min(0),
  mean: Num,
  stdDev: Num,
  from: z.string().max(40),
  to: z.string().max(40),
  cpkTarget: Num,
  designMin: Num.nullable(),
  designMax: Num.nullable(),
});
export type LimitProvenanceBody = z.infer<typeof LimitProvenanceBody>;

export const StrategyLimitBody = z.object({
  id: z.string().min(1).max(40),
  label: Short,
  quantity: Quantity,
  net: NetName.nullable(),
  reference: NetName.nullable(),
  nominal: Num.nullable(),
  min: Num.nullable(),
  max: Num.nullable(),
  expected: Short.nullable(),
  reason: Text,
  /** Where min / max came from when production set them (decision 0068). */
  production: LimitProvenanceBody.optional(),
});
export type StrategyLimitBody = z.infer<typeof StrategyLimitBody>;

/** A fixture probe a step uses, with the tester channel it is wired to (decision 0057). */
export const StrategyStepProbe = z.object({
  probe: z.string().max(40),
  label: Short,
  net: NetName,
  function: z.enum(['force', 'sense', 'signal']),
  channel: z.string().max(100).nullable(),
  instrument: z.string().max(100).nullable(),
});
export type StrategyStepProbe = z.infer<typeof StrategyStepProbe>;

/** The fixture a plan is tied to: its station and every probe with its channel and connector pin. */
export const StrategyFixtureBody = z.object({
  source: Short.nullable(),
  station: z.object({ id: z.string().max(100), name: z.string().max(200) }),
  probes: z.array(
    StrategyStepProbe.extend({
      testPointId: z.string().max(200),
      kind: z.string().max(40).nullable(),
      connector: z.string().max(40).nullable(),
      pin: z.string().max(40).nullable(),
    }),
  ),
  findings: z.array(Text),
});
export type StrategyFixtureBody = z.infer<typeof StrategyFixtureBody>;

export const StrategyStepBody = z.object({
  id: z.string().min(1).max(200),
  kind: StepKind,
  title: z.string().trim().min(1, 'A step needs a title').max(200, 'At most 200 characters'),
  instructions: Text,
  nets: z.array(NetName).max(TEST_STRATEGY_LIMITS.nets),
  testPoints: z.array(z.object({ label: Short, net: NetName })),
  /** Derived from the document's fixture on save; a posted list is replaced. */
  probes: z.array(StrategyStepProbe).default([]),
  unprobed: z.array(NetName),
  probeless: z.array(NetName),
  flag: Text.nullable(),
  limits: z.array(StrategyLimitBody).max(TEST_STRATEGY_LIMITS.limitsPerStep),
  equipment: z.array(z.string().trim().min(1).max(120)).max(100),
  seconds: z.number().finite().min(0, 'Time must be ≥ 0 s').max(86_400, 'At most a day'),
  components: z.array(z.string().max(100)),
  supplies: z
    .array(
      z.object({
        net: NetName,
        voltageV: Num.nullable(),
        currentLimitA: z.number().finite().min(0).max(1000),
      }),
    )
    .max(100),
  reason: Text,
  notes: Text,
});
export type StrategyStepBody = z.infer<typeof StrategyStepBody>;

const Reasoned = { reason: Text };

/** `@studio/core` `TestStrategy` as JSON. */
export const TestStrategyDocument = z.object({
  format: z.literal('studio-test-strategy'),
  version: z.literal(3),
  generator: z.string().max(100),
  probeSource: z.enum(['test-config', 'board-test-points']),
  rails: z.array(
    z.object({
      net: NetName,
      nominalV: Num.nullable(),
      rangeV: z.tuple([Num, Num]).nullable(),
      basis: z.enum(['standard', 'name', 'part', 'divider', 'passed', 'inverted', 'headroom']).nullable(),
      voltageIsGuess: z.boolean(),
      role: z.enum(['input', 'regulated', 'rail']),
      source: z.string().max(100).nullable(),
      ...Reasoned,
    }),
  ),
  inputs: z.array(
    z.object({
      net: NetName,
      kind: z.enum([
        'edge-connector',
        'barrel-jack',
        'power-connector',
        'usb',
        'battery',
        'named-rail',
        'connector-rail',
        'guessed',
      ]),
      part: z.string().max(100).nullable(),
      pads: z.array(z.string().max(100)),
      voltageV: Num.nullable(),
      voltageIsGuess: z.boolean(),
      primary: z.boolean(),
      ...Reasoned,
    }),
  ),
  grounds: z.array(z.object({ net: NetName, ...Reasoned })),
  regulators: z.array(
    z.object({
      ref: z.string().max(100),
      value: Short,
      kind: z.enum(['linear', 'buck', 'boost', 'switching', 'inverter', 'regulator']),
      outputV: Num.nullable(),
      input: NetName.nullable(),
      output: NetName.nullable(),
      enables: z.array(NetName),
      pins: z.array(
        z.object({ pad: z.string().max(100), role: z.string().max(20), net: NetName.nullable() }),
      ),
      pinsFrom: z.enum(['table', 'topology', 'names']),
      feedback: z
        .object({ top: z.array(z.string().max(100)), bottom: z.array(z.string().max(100)) })
        .nullable(),
      ...Reasoned,
    }),
  ),
  passes: z.array(
    z.object({
      ref: z.string().max(100),
      value: Short,
      kind: z.enum([
        'ferrite',
        'fuse',
        'jumper',
        'shunt',
        'resistor',
        'diode',
        'transistor',
        'switch',
        'load-switch',
        'efuse',
        'ideal-diode',
      ]),
      from: NetName,
      to: NetName,
      ...Reasoned,
    }),
  ),
  ports: z.array(
    z.object({
      kind: z.enum([
        'swd',
        'jtag',
        'updi',
        'isp',
        'icsp',
        'bdm',
        'fpga-config',
        'spi-flash',
        'i2c-eeprom',
        'boot',
        'reset',
      ]),
      nets: z.array(NetName),
      devices: z.array(z.string().max(100)),
      skipped: z.array(z.object({ ref: z.string().max(100), reason: Text })),
      connector: z.string().max(100).nullable(),
      chain: z
        .object({
          order: z.enum(['connectivity', 'names', 'references']),
          devices: z.array(z.object({ ref: z.string().max(100), value: Short, bsdl: Text.nullable() })),
          reason: Text,
        })
        .nullable(),
      writeProtect: z
        .object({
          net: NetName.nullable(),
          state: z.enum(['low', 'high', 'driven', 'floating']),
          reason: Text,
        })
        .nullable(),
      ...Reasoned,
    }),
  ),
  buses: z.array(
    z.object({
      kind: z.enum(['usb', 'i2c', 'spi', 'uart', 'can', 'rs485', 'ethernet', 'jtag', 'swd']),
      name: Short,
      nets: z.array(NetName),
      chipSelects: z.array(NetName),
      devices: z.array(z.string().max(100)),
      ...Reasoned,
    }),
  ),
  clocks: z.array(
    z.object({
      ref: z.string().max(100).nullable(),
      kind: z.enum(['crystal', 'oscillator', 'clock-net']),
      frequencyHz: Num.nullable(),
      nets: z.array(NetName),
      ...Reasoned,
    }),
  ),
  leds: z.array(z.object({ ref: z.string().max(100), value: Short, nets: z.array(NetName), ...Reasoned })),
  buttons: z.array(z.object({ ref: z.string().max(100), value: Short, nets: z.array(NetName), ...Reasoned })),
  connectors: z.array(
    z.object({ ref: z.string().max(100), value: Short, nets: z.array(NetName), ...Reasoned }),
  ),
  steps: z
    .array(StrategyStepBody)
    .max(TEST_STRATEGY_LIMITS.steps, `At most ${TEST_STRATEGY_LIMITS.steps} steps`),
  equipment: z.array(
    z.object({
      id: z.string().max(120),
      name: z.string().max(120),
      purpose: Short,
      steps: z.array(z.string()),
    }),
  ),
  nets: z
    .array(
      z.object({
        name: NetName,
        pads: z.number().int().min(0),
        probes: z.array(Short),
        connectors: z.array(z.string().max(100)),
      }),
    )
    .max(TEST_STRATEGY_LIMITS.nets),
  components: z
    .array(
      z.object({
        ref: z.string().max(100),
        value: Short,
        role: z.enum([
          'ic',
          'regulator',
          'resistor',
          'capacitor',
          'inductor',
          'diode',
          'led',
          'transistor',
          'crystal',
          'oscillator',
          'connector',
          'button',
          'test-point',
          'mechanical',
          'other',
        ]),
        nets: z.array(NetName),
        polarised: z.boolean(),
      }),
    )
    .max(TEST_STRATEGY_LIMITS.components),
  coverage: z.object({
    nets: z.number().int(),
    touched: z.number().int(),
    untouched: z.array(NetName),
    singlePad: z.number().int(),
    matrix: z.array(z.object({ net: NetName, steps: z.array(z.string()) })),
    componentScore: Num.nullable(),
  }),
  componentCoverage: z.array(
    z.object({
      ref: z.string().max(100),
      role: z.string().max(40),
      presence: z.enum(['covered', 'not-covered', 'n/a']),
      orientation: z.enum(['covered', 'not-covered', 'n/a']),
      live: z.enum(['covered', 'not-covered', 'n/a']),
      score: Num.nullable(),
      steps: z.array(z.string()),
      reason: Text,
    }),
  ),
  seconds: Num,
  notes: z.array(Text),
  /** The in-circuit test plan drafted with the strategy (decision 0056); absent in older versions. */
  ict: IctPlanBody.optional(),
  /** The fixture the plan is tied to (its test-config version's interface mapping), or null. */
  fixture: StrategyFixtureBody.nullable().default(null),
});
export type TestStrategyDocument = z.infer<typeof TestStrategyDocument>;

/** Where a strategy stands; the engineer sets it. */
export const TestStrategyStatus = z.enum(['draft', 'in-review', 'approved']);
export type TestStrategyStatus = z.infer<typeof TestStrategyStatus>;

const Name = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(TEST_STRATEGY_LIMITS.name, `Name must be at most ${TEST_STRATEGY_LIMITS.name} characters`);
const Note = z
  .string()
  .trim()
  .max(TEST_STRATEGY_LIMITS.note, `Note must be at most ${TEST_STRATEGY_LIMITS.note} characters`);

/** `POST /duts/:id/test-strategies`: a name, and optionally the test-config version to plan with. */
export const TestStrategyCreate = z.object({
  name: Name,
  testConfig: z
    .object({ id: z.string().min(1).max(100), versionNumber: z.number().int().min(1).max(1_000_000) })
    .optional(),
});
export type TestStrategyCreate = z.input<typeof TestStrategyCreate>;

export const TestStrategyUpdate = z
  .object({ name: Name.optional(), status: TestStrategyStatus.optional() })
  .refine((v) => v.name !== undefined || v.status !== undefined, { message: 'Give a name or a status' });
export type TestStrategyUpdate = z.input<typeof TestStrategyUpdate>;

export const TestStrategySaveVersion = z.object({ document: TestStrategyDocument, note: Note.default('') });
export type TestStrategySaveVersion = z.input<typeof TestStrategySaveVersion>;

export const TestStrategyListQuery = z.object({
  q: z.string().max(200).optional(),
  status: TestStrategyStatus.optional(),
  sort: z.enum(['name', 'dut', 'status', 'updatedAt']).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type TestStrategyListQuery = z.input<typeof TestStrategyListQuery>;

/** `/test-strategies/:id/versions/:number` (the number, or the version's id). */
export const TestStrategyVersionParams = z.object({
  id: z.string().min(1).max(100),
  number: z.union(
    [
      z.uuid(),
      z.coerce.number().int('Version must be a whole number').min(1, 'Versions start at 1').max(1_000_000),
    ],
    'Not a version number or version id',
  ),
});
export type TestStrategyVersionParams = z.input<typeof TestStrategyVersionParams>;

/** md, csv, json, pdf, zip (the pytest project); ict-csv (the neutral ICT list), i3070 (a zip of test sources). */
export const TestStrategyExportFormat = z.enum(['md', 'csv', 'json', 'pdf', 'zip', 'ict-csv', 'i3070']);
export type TestStrategyExportFormat = z.infer<typeof TestStrategyExportFormat>;
export const TestStrategyExportQuery = z.object({ format: TestStrategyExportFormat });
export type TestStrategyExportQuery = z.input<typeof TestStrategyExportQuery>;

/** The figures a list shows without reading the document. */
export const TestStrategyCounts = z.object({
  steps: z.number().int(),
  flagged: z.number().int(),
  nets: z.number().int(),
  touched: z.number().int(),
  seconds: z.number(),
});
export type TestStrategyCounts = z.infer<typeof TestStrategyCounts>;

export const TestStrategySummary = z.object({
  id: z.string(),
  dutId: z.string(),
  dutName: z.string(),
  name: z.string(),
  status: TestStrategyStatus,
  latestVersion: z.number().int().nullable(),
  counts: TestStrategyCounts.nullable(),
  /** Where version 1 was drafted from: a test-config version, or the board alone. */
  source: z.object({ testConfigName: z.string(), versionNumber: z.number().int() }).nullable(),
  createdBy: PersonRef,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TestStrategySummary = z.infer<typeof TestStrategySummary>;

export const TestStrategyList = z.object({
  items: z.array(TestStrategySummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TestStrategyList = z.infer<typeof TestStrategyList>;

export const TestStrategyVersionSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  note: z.string(),
  createdBy: PersonRef,
  createdAt: z.string(),
  boardSha256: z.string(),
});
export type TestStrategyVersionSummary = z.infer<typeof TestStrategyVersionSummary>;

export const TestStrategyDetail = TestStrategySummary.extend({
  versions: z.array(TestStrategyVersionSummary),
});
export type TestStrategyDetail = z.infer<typeof TestStrategyDetail>;

export const TestStrategyVersion = TestStrategyVersionSummary.extend({
  testStrategyId: z.string(),
  dutId: z.string(),
  document: TestStrategyDocument,
});
export type TestStrategyVersion = z.infer<typeof TestStrategyVersion>;
