/**
 * The stable diagnostic codes of the KiCad netlist reader: every code it emits, once. Codes are data
 * (stored with import outcomes, matched by tests and clients): change a value only with its readers.
 */
export const KicadNetlistCode = {
  compDuplicate: 'kicad-netlist.comp.duplicate',
  compNoRef: 'kicad-netlist.comp.no-ref',
  componentsMissing: 'kicad-netlist.components.missing',
  netNoName: 'kicad-netlist.net.no-name',
  noNets: 'kicad-netlist.no-nets',
  nodeDuplicate: 'kicad-netlist.node.duplicate',
  nodeIncomplete: 'kicad-netlist.node.incomplete',
  notANetlist: 'kicad-netlist.not-a-netlist',
  syntax: 'kicad-netlist.syntax',
  trailingContent: 'kicad-netlist.trailing-content',
  versionMissing: 'kicad-netlist.version.missing',
  versionUnknown: 'kicad-netlist.version.unknown',
} as const;

/** One diagnostic code of the KiCad netlist reader. */
export type KicadNetlistCode = (typeof KicadNetlistCode)[keyof typeof KicadNetlistCode];
