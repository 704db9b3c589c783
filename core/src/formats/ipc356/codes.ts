/**
 * The stable diagnostic codes of the IPC-D-356 reader: every code it emits, once. Codes are data
 * (stored with import outcomes, matched by tests and clients): change a value only with its readers.
 */
export const Ipc356Code = {
  accessInner: 'ipc356.access.inner',
  accessMissing: 'ipc356.access.missing',
  afterEnd: 'ipc356.after-end',
  columnsShifted: 'ipc356.columns.shifted',
  componentSideGuessed: 'ipc356.component.side-guessed',
  continuationOrphan: 'ipc356.continuation.orphan',
  drillMissing: 'ipc356.drill.missing',
  drillScaled: 'ipc356.drill.scaled',
  holeNoSize: 'ipc356.hole.no-size',
  imageSkipped: 'ipc356.image.skipped',
  lineLong: 'ipc356.line.long',
  maskInvalid: 'ipc356.mask.invalid',
  nnameEmpty: 'ipc356.nname.empty',
  outlineClosed: 'ipc356.outline.closed',
  outlineEmpty: 'ipc356.outline.empty',
  outlineOther: 'ipc356.outline.other',
  outlineTooMany: 'ipc356.outline.too-many',
  recordJunk: 'ipc356.record.junk',
  recordNoLocation: 'ipc356.record.no-location',
  recordOutOfRange: 'ipc356.record.out-of-range',
  recordUnknown: 'ipc356.record.unknown',
  recordsNone: 'ipc356.records.none',
  sizeFromDrill: 'ipc356.size.from-drill',
  sizeMissing: 'ipc356.size.missing',
  unitsConflict: 'ipc356.units.conflict',
  unitsCust2: 'ipc356.units.cust2',
  unitsDefault: 'ipc356.units.default',
  unitsUnknown: 'ipc356.units.unknown',
  unrecognised: 'ipc356.unrecognised',
} as const;

/** One diagnostic code of the IPC-D-356 reader. */
export type Ipc356Code = (typeof Ipc356Code)[keyof typeof Ipc356Code];
