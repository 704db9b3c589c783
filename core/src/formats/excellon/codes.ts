/**
 * The stable diagnostic codes of the Excellon drill reader: every code it emits, once. Codes are data
 * (stored with import outcomes, matched by tests and clients): change a value only with its readers.
 */
export const ExcellonCode = {
  codeUnknown: 'excellon.code.unknown',
  coordinateBad: 'excellon.coordinate.bad',
  endMissing: 'excellon.end.missing',
  hitsCapped: 'excellon.hits.capped',
  lineUnknown: 'excellon.line.unknown',
  repeatCapped: 'excellon.repeat.capped',
  routeUnfinished: 'excellon.route.unfinished',
  toolBad: 'excellon.tool.bad',
  toolNone: 'excellon.tool.none',
  unitsMissing: 'excellon.units.missing',
  unitsOption: 'excellon.units.option',
  zerosGuessed: 'excellon.zeros.guessed',
} as const;

/** One diagnostic code of the Excellon drill reader. */
export type ExcellonCode = (typeof ExcellonCode)[keyof typeof ExcellonCode];
