/**
 * The stable diagnostic codes of the KiCad board reader: every code it emits, once. Codes are data
 * (stored with import outcomes, matched by tests and clients): change a value only with its readers.
 */
export const KicadCode = {
  footprintBadPosition: 'kicad.footprint.bad-position',
  netBadDeclaration: 'kicad.net.bad-declaration',
  netUndeclared: 'kicad.net.undeclared',
  notABoard: 'kicad.not-a-board',
  outlineBadItem: 'kicad.outline.bad-item',
  outlineBbox: 'kicad.outline.bbox',
  outlineMissing: 'kicad.outline.missing',
  outlineOpen: 'kicad.outline.open',
  padBadDrill: 'kicad.pad.bad-drill',
  padBadPosition: 'kicad.pad.bad-position',
  padBadSize: 'kicad.pad.bad-size',
  padCopperless: 'kicad.pad.copperless',
  padNoDrill: 'kicad.pad.no-drill',
  padUnknownShape: 'kicad.pad.unknown-shape',
  padUnknownType: 'kicad.pad.unknown-type',
  syntax: 'kicad.syntax',
  trailingContent: 'kicad.trailing-content',
  versionMissing: 'kicad.version.missing',
  versionNewer: 'kicad.version.newer',
  viaBadPosition: 'kicad.via.bad-position',
  viaBadSize: 'kicad.via.bad-size',
  viaBuried: 'kicad.via.buried',
} as const;

/** One diagnostic code of the KiCad board reader. */
export type KicadCode = (typeof KicadCode)[keyof typeof KicadCode];
