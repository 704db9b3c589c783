/**
 * The stable diagnostic codes of the KiCad schematic reader (`.kicad_sch`, KiCad 6–9): every code it
 * emits, once. Codes are data (stored with import outcomes, matched by tests and clients): change a
 * value only with its readers.
 */
export const KicadSchCode = {
  notASchematic: 'kicad-sch.not-a-schematic',
  syntax: 'kicad-sch.syntax',
  versionOld: 'kicad-sch.version.old',
  versionNew: 'kicad-sch.version.new',
  libSymbolMissing: 'kicad-sch.lib-symbol.missing',
  symbolBadPosition: 'kicad-sch.symbol.bad-position',
  symbolUnannotated: 'kicad-sch.symbol.unannotated',
  instanceMissing: 'kicad-sch.instance.missing',
  sheetFileMissing: 'kicad-sch.sheet.file-missing',
  sheetRecursive: 'kicad-sch.sheet.recursive',
  rootAmbiguous: 'kicad-sch.root.ambiguous',
  partValuesDiffer: 'kicad-sch.part.values-differ',
  hierPinUnmatched: 'kicad-sch.hier.pin-unmatched',
  itemBad: 'kicad-sch.item.bad',
} as const;

/** One diagnostic code of the KiCad schematic reader. */
export type KicadSchCode = (typeof KicadSchCode)[keyof typeof KicadSchCode];
