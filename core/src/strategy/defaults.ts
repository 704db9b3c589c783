/**
 * The numbers a drafted plan starts from. Each is a guess that a test engineer replaces with the
 * design's own values; docs/test-strategies.md says where each comes from.
 */
export const STRATEGY_DEFAULTS = {
  /** Rail limits: nominal ± this fraction (regulator accuracy 1–3 % plus load and meter margin). */
  railTolerance: 0.05,
  /** A rail-to-ground or rail-to-rail resistance below this (Ω) is a short. */
  shortMinOhms: 100,
  /** Two probes on the same rail further apart than this (Ω) mean an open. */
  openMaxOhms: 1,
  /** First power-up current limit (A). */
  currentLimitA: 0.5,
  /** Idle current window (A): above the minimum something runs, under the maximum nothing is shorted. */
  idleMinA: 0.001,
  idleMaxA: 0.25,
  /** Clock limits: nominal ± this many parts per million. */
  clockPpm: 100,
} as const;

/** Estimated durations (s) of the operations a step is made of. */
export const STEP_SECONDS = {
  /** Fixture closed, meter switched. */
  setup: 2,
  resistance: 0.5,
  voltage: 0.3,
  powerUp: 2,
  current: 1,
  swd: 15,
  jtag: 20,
  updi: 10,
  bdm: 15,
  eeprom: 5,
  boundaryScan: 10,
  boundaryScanNet: 0.02,
  isp: 10,
  icsp: 10,
  spiFlash: 10,
  bootloader: 20,
  usb: 5,
  busDevice: 0.5,
  busSetup: 1,
  link: 5,
  clock: 1,
  led: 1,
  button: 2,
} as const;

/** Supply voltages a bench supply is usually set to, for an input whose voltage the names do not say. */
export const COMMON_SUPPLIES_V = [3.3, 5, 9, 12, 15, 24, 48];

/** Dropout (V) a regulator of each kind needs above its output. */
export const DROPOUT_V = {
  linear: 2,
  buck: 1.5,
  switching: 1.5,
  regulator: 1,
  boost: 0,
  inverter: 0,
} as const;
