import type { Point } from '../../board/model';
import type { FixtureDesign, Plate } from '../../fixture/design/model';
import type { ProbeClass } from '../../probing/probe-catalog';
import type { FileFrame } from '../frame';

const mm = (v: number) => String(Math.round(v * 1000) / 1000);

/** The interface board's README: its frame, what is on it, what is generic, and how to finish it. */
export function interfaceBoardReadme(
  design: FixtureDesign,
  plate: Plate,
  frame: FileFrame,
  origin: Point,
  info: {
    name: string;
    padSizes: Record<ProbeClass, { padMm: number; drillMm: number }>;
    header: { padMm: number; drillMm: number };
    nets: number;
    rows: number;
    other: number;
    statusLine: string | undefined;
  },
): string {
  const mapping = design.interface;
  const sizes = (Object.keys(info.padSizes) as ProbeClass[])
    .map((c) => `| ${c} | ${info.padSizes[c].padMm} | ${info.padSizes[c].drillMm} |`)
    .join('\n');
  return `${info.statusLine ? `${info.statusLine}\n\n` : ''}# Interface board of the ${plate.name.toLowerCase()}

\`${info.name}.kicad_pcb\` and \`${info.name}.kicad_pro\` are a KiCad project (board file format 6,
\`version 20211014\`: KiCad 6, 7, 8 and 9 open it) for the printed board that carries the probe plate's
receptacles to the interface connectors, in place of hand wiring. Made by Studio from the fixture design
(station: ${mapping.station.name}).

## Frame (read this before changing anything)

- ${frame.note}
- In KiCad (whose Y axis points down) a plate point (x, y) is at (${mm(origin.x)} + x, ${mm(origin.y)} − y) mm
  on the page. The board's **auxiliary origin** (drill and place files) and **grid origin** are set at the
  plate's origin (${mm(origin.x)}, ${mm(origin.y)}), so KiCad's own drill, position and Gerber files
  "use auxiliary origin" come out in the plate's frame, the same as the plate's drill file.
- The board's **front (F.Cu) faces the probe plate and the board under test**: KiCad's normal view of it
  is the plate seen from its board-facing side (${frame.mirroredX ? 'mirrored in X against the board’s top view, as the lid is' : 'the board’s own top view, not mirrored'}).
- The outline is the plate's outline; the plate's through cut-outs are cut out of it too.

## What is on it

- ${info.rows} receptacle footprints, one at every probe of this plate, each at the probe's position in the
  plate frame and with **the probe id as its reference** (as in \`wiring-list.csv\`).${info.other > 0 ? ` The ${info.other} probe(s) of the other plate are wired by hand (see the wiring list).` : ''}
- ${mapping.connectors.length} interface connector(s) (${mapping.connectors.map((c) => `${c.ref} mates ${c.stationConnector}: ${c.description}`).join('; ') || 'none'}).
- An unplated hole at every other hole of the plate (standoffs, guide pins), references \`MH<n>\`.
- ${info.nets} nets: one per interface pin, named \`<DUT net>@<connector>.<pin>\`, holding the receptacles
  wired to that pin and the pin itself (a supply's force probes share their pin; its sense probe has its
  own, so force and sense meet only on the board under test). A probe without a station channel has a net
  of its own (\`<DUT net>@<probe>\`) and no pin. KiCad's ratsnest shows every connection to route.
- Net classes (\`.kicad_pro\`): \`Default\` 0.25 mm tracks; \`Power_<w>mm\` for pins carrying supply
  current, with the width IPC-2221's formula gives for that current on 35 µm outer copper at a 10 °C rise.

## What is generic (check before ordering)

- Receptacle footprints are Studio's generic solder-tail pads; use your receptacle's datasheet:

  | Class | Pad (mm) | Hole (mm) |
  |---|---|---|
${sizes.replace(/^/gm, '  ')}

- Connectors are generic two-row 2.54 mm headers (pad ${info.header.padMm} mm, hole ${info.header.drillMm} mm),
  numbered as IDC headers (1 and 2 across the rows, then 3 and 4 …), with the station's pin names as pad
  numbers. Substitute the real connector's footprint and keep its pad names; the nets follow them.

## Routing

The board is **not routed**. No autorouter that Studio could ship meets its bar: the field's well-kept
autorouter, FreeRouting, is a Java program (not an npm package), and the routers in the npm registry
are pre-1.0 with changing interfaces. Route it in KiCad (interactive router), or export a Specctra DSN
(File → Export → Specctra DSN), route it in FreeRouting and import the session (.ses) back. Run KiCad's
DRC before ordering.
`;
}
