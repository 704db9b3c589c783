import type { HoleId, Side, TestPointId } from '../board/model';
import type { InterfaceSettings } from '../interface/model';

/** Per-point options of a selected test point. */
export interface SelectedTestPoint {
  id: TestPointId;
  /** High-power point: the current (A) it carries; extra probes are added by the class's rating. */
  highPowerA?: number;
  /** Drill the receptacle hole but do not populate a probe (a spare for later). */
  drillOnly?: boolean;
  /** Probe from this side; only meaningful for points exposed on both sides. */
  side?: Side;
  /**
   * Why Studio selected it on its own: `power-net` = an extra probe on a supply or ground net, for its
   * current or its sense line (decision 0074). Absent: chosen by the proposal or the engineer. The
   * engineer may remove it like any other point.
   */
  addedFor?: 'power-net';
}

/** How the board is located in the fixture. */
export type Locating = { method: 'guide-pins'; holes: HoleId[] } | { method: 'cradle' };

/** A pressure pin on the side opposite the probes (board frame, mm). */
export interface PressurePin {
  x: number;
  y: number;
  side: Side;
}

/** Fixture settings that the DFT engine reads (orientation rotates the board in the kit). */
export interface FixtureSettings {
  /** Board rotation in the fixture, degrees CCW seen from the top. */
  orientationDeg: 0 | 90 | 180 | 270;
  lidSwitch: boolean;
  signalInterface: 'hand-wired' | 'carrier-board' | 'feed-through';
  /**
   * The station the fixture plugs into and the engineer's channel and net overrides (decision 0061).
   * Absent: the generic N-pin interface, wired automatically.
   */
  interface?: InterfaceSettings;
  /**
   * Whether the design may hold the board with a machined hold-down block when pressure pins cannot
   * (decision 0070); some shops build no blocks. Absent: allowed (decision 0074).
   */
  holdDownBlock?: 'allowed' | 'forbidden';
}

/** What kind of board feature the fixture must serve (PRODUCT.md §1 step 2). */
export type BoardFeatureKind = 'connector' | 'led' | 'button' | 'presence' | 'other';

/**
 * A component the fixture must serve besides probing: a connector to mate, an LED to watch, a button
 * to press, a presence-detection point. The DFT analysis does not read these.
 */
export interface BoardFeature {
  componentId: string;
  kind: BoardFeatureKind;
  note?: string;
}

/**
 * A test configuration (PRODUCT.md §1 step 2): what is probed, how the board is located and pressed,
 * and the fixture settings. Plain JSON; ids refer to the board it was made for.
 */
export interface TestConfig {
  testPoints: SelectedTestPoint[];
  /** The primary probe side; null = not chosen yet (a fail). */
  probeSide: Side | null;
  /** Probe the other side too (a lid with probes): allowed, but a cost warning. */
  bothSides: boolean;
  locating: Locating | null;
  pressurePins: PressurePin[];
  /** User height overrides (mm) per component id. */
  heightOverrides: Record<string, number>;
  fixture: FixtureSettings;
  /** Connectors, LEDs, buttons and presence detection the fixture serves (not analysed). */
  boardFeatures: BoardFeature[];
}

/** A fixture kit's limits, when one is chosen (mm, N). */
export interface FixtureKit {
  activeAreaMm: { x: number; y: number };
  maxProbes: number;
  holdDownForceN?: number;
  /** Whether the kit can carry probes in the lid (top-side probing of a bottom-probed board). */
  topProbing: boolean;
}

export const DEFAULT_FIXTURE_SETTINGS: FixtureSettings = {
  orientationDeg: 0,
  lidSwitch: false,
  signalInterface: 'hand-wired',
};

/** An empty configuration for a board: nothing selected, nothing chosen. */
export function emptyTestConfig(): TestConfig {
  return {
    testPoints: [],
    probeSide: null,
    bothSides: false,
    locating: null,
    pressurePins: [],
    heightOverrides: {},
    fixture: { ...DEFAULT_FIXTURE_SETTINGS },
    boardFeatures: [],
  };
}

/** The other side. */
export const otherSide = (side: Side): Side => (side === 'top' ? 'bottom' : 'top');

/** The sides probes come from: the primary side, then the other one when both are probed; none before a side is chosen. */
export function probedSides(config: Pick<TestConfig, 'probeSide' | 'bothSides'>): Side[] {
  if (config.probeSide === null) return [];
  return config.bothSides ? [config.probeSide, otherSide(config.probeSide)] : [config.probeSide];
}

/** The sides a candidate may be probed from: the probed sides, or either side while none is chosen. */
export function reachableSides(config: Pick<TestConfig, 'probeSide' | 'bothSides'>): Side[] {
  return config.probeSide === null ? ['top', 'bottom'] : probedSides(config);
}
