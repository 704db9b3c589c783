/**
 * The stable diagnostic codes of the Gerber reader (gerber/): every code it emits, once. Codes are data
 * (stored with import outcomes, matched by tests and clients): change a value only with its readers.
 */
export const GerberCode = {
  afterEnd: 'gerber.after-end',
  apertureBad: 'gerber.aperture.bad',
  apertureBadParameter: 'gerber.aperture.bad-parameter',
  apertureNone: 'gerber.aperture.none',
  apertureUndefined: 'gerber.aperture.undefined',
  apertureUnknownTemplate: 'gerber.aperture.unknown-template',
  arcInconsistent: 'gerber.arc.inconsistent',
  blockUnterminated: 'gerber.block.unterminated',
  coordinateBad: 'gerber.coordinate.bad',
  dcodeBad: 'gerber.dcode.bad',
  deprecatedModalOperation: 'gerber.deprecated.modal-operation',
  deprecatedUnsupported: 'gerber.deprecated.unsupported',
  endMissing: 'gerber.end.missing',
  extendedUnknown: 'gerber.extended.unknown',
  extendedUnterminated: 'gerber.extended.unterminated',
  formatBad: 'gerber.format.bad',
  formatMissing: 'gerber.format.missing',
  gcodeUnknown: 'gerber.gcode.unknown',
  macroBadExpression: 'gerber.macro.bad-expression',
  macroBadOutline: 'gerber.macro.bad-outline',
  macroBadVariable: 'gerber.macro.bad-variable',
  macroBudget: 'gerber.macro.budget',
  macroNoName: 'gerber.macro.no-name',
  macroNotFinite: 'gerber.macro.not-finite',
  macroUnknownPrimitive: 'gerber.macro.unknown-primitive',
  mcodeUnknown: 'gerber.mcode.unknown',
  objectsCapped: 'gerber.objects.capped',
  polarityBad: 'gerber.polarity.bad',
  regionFlash: 'gerber.region.flash',
  regionUnclosed: 'gerber.region.unclosed',
  regionUnopened: 'gerber.region.unopened',
  stepRepeatCapped: 'gerber.step-repeat.capped',
  transformBad: 'gerber.transform.bad',
  unitsBad: 'gerber.units.bad',
  unitsMissing: 'gerber.units.missing',
  wordUnknown: 'gerber.word.unknown',
} as const;

/** One diagnostic code of the Gerber reader. */
export type GerberCode = (typeof GerberCode)[keyof typeof GerberCode];
