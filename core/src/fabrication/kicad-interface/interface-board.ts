import type { Point } from '../../board/model';
import type { FixtureDesign } from '../../fixture/design/model';
import type { InterfaceRow } from '../../interface/model';
import type { ProbeClass } from '../../probing/probe-catalog';
import { type FileFrame, plateFrame, toFrame } from '../frame';
import { n, q, Stamps } from './kicad-text';
import { interfaceBoardReadme } from './readme';

/**
 * The interface board of a fixture's probe plate as a KiCad project (issue 27 item 2, decision 0061):
 * KiCad 6 board format (version 20211014, read by KiCad 6 to 9). The board is the probe plate's outline
 * with its through cut-outs, an NPTH at every other hole of the plate (standoffs, guide pins), a
 * receptacle footprint at every probe of the plate (reference = probe id, as in the wiring list), the
 * interface connectors, and every pad on its net so that KiCad's ratsnest shows each wire to route.
 *
 * Frame: the plate's own (decision 0021): seen from the plate's board-facing side — not mirrored for a
 * plate below the board, mirrored in X for the lid — origin at the plate's lower-left corner as seen.
 * The board's front (F.Cu) faces the plate and the DUT. In the file (KiCad: +Y down) a plate point
 * (x, y) is at (ORIGIN_X + x, ORIGIN_Y − y); the board's auxiliary (drill/place) and grid origins are
 * at the plate's origin, so KiCad's own drill and position files come out in the plate frame.
 */

/** Where the plate's origin sits on KiCad's page (mm from the page's top-left corner). */
const PAGE_MARGIN_MM = 20;

/** Generic pad and hole sizes of a solder-tail receptacle footprint by class (Studio's choice; README). */
export const RECEPTACLE_FOOTPRINT: Record<ProbeClass, { padMm: number; drillMm: number }> = {
  P100: { padMm: 1.8, drillMm: 1.0 },
  P75: { padMm: 1.5, drillMm: 0.9 },
  P50: { padMm: 1.05, drillMm: 0.7 },
  P39: { padMm: 0.85, drillMm: 0.6 },
};
/** The generic 2.54 mm header's pads (Studio's choice; the README says to substitute the real connector). */
const HEADER_PAD_MM = 1.7;
const HEADER_DRILL_MM = 1.0;

export interface InterfaceBoardFiles {
  /** Base name of the project's files ("interface-board"). */
  name: string;
  pcb: string;
  project: string;
  readme: string;
  /** The plate frame the board is drawn in. */
  frame: FileFrame;
  /** Where the plate's origin is on the KiCad page (KiCad coordinates, mm). */
  pageOrigin: Point;
  /** Net name → the pads on it (`REF.PAD`), as written: the wiring list grouped by pin. */
  nets: Map<string, string[]>;
}

/** The KiCad project of the probe plate's interface board. */
export function writeInterfaceBoard(
  design: FixtureDesign,
  options: { name?: string; title?: string; statusLine?: string } = {},
): InterfaceBoardFiles {
  const name = options.name ?? 'interface-board';
  const plate = design.plates.find((p) => p.role === 'probe')!;
  const frame = plateFrame(plate);
  const xs = plate.outline.map((p) => toFrame(frame, p).x);
  const ys = plate.outline.map((p) => toFrame(frame, p).y);
  const [w, h] = [Math.max(...xs), Math.max(...ys)];
  const origin = { x: PAGE_MARGIN_MM, y: PAGE_MARGIN_MM + h };
  const kicad = (p: Point) => {
    const f = toFrame(frame, p);
    return { x: origin.x + f.x, y: origin.y - f.y };
  };
  const stamps = new Stamps();
  const rows = design.interface.rows.filter((r) => r.side === plate.facesSide);
  const nets = netsOf(rows, design);
  const netAtPin = firstKeyEndingAt(nets);
  const netIds = new Map([...nets.keys()].map((k, i) => [k, i + 1]));
  const netOfRow = (r: InterfaceRow) => netKey(r);
  const probeById = new Map(design.probes.map((p) => [p.id, p]));

  const out: string[] = [];
  out.push(
    `(kicad_pcb (version 20211014) (generator studio)`,
    '',
    `  (general (thickness 1.6))`,
    '',
    `  (paper "User" ${n(Math.ceil(w + 2 * PAGE_MARGIN_MM))} ${n(Math.ceil(h + 2 * PAGE_MARGIN_MM))})`,
    `  (title_block`,
    `    (title ${q(options.title ?? 'Fixture interface board')})`,
    `    (comment 1 ${q(frame.note)})`,
    `    (comment 2 ${q(`Station: ${design.interface.station.name}. Unrouted: route it in KiCad (README.md).`)})`,
    ...(options.statusLine ? [`    (comment 3 ${q(options.statusLine)})`] : []),
    `  )`,
    '',
    LAYERS,
    '',
    `  (setup`,
    `    (pad_to_mask_clearance 0)`,
    `    (aux_axis_origin ${n(origin.x)} ${n(origin.y)})`,
    `    (grid_origin ${n(origin.x)} ${n(origin.y)})`,
    `  )`,
    '',
    `  (net 0 "")`,
    ...[...nets.keys()].map((k) => `  (net ${netIds.get(k)} ${q(k)})`),
    '',
  );

  // Receptacles: one per probe of the plate, reference = probe id.
  for (const r of rows) {
    const probe = probeById.get(r.probe)!;
    const size = RECEPTACLE_FOOTPRINT[probe.probeClass];
    const at = kicad(r);
    const key = netOfRow(r);
    out.push(
      footprint(stamps, {
        lib: `Studio:Receptacle_${probe.probeClass}`,
        at,
        descr: `${probe.probeClass} receptacle ${probe.receptaclePart ?? '(receptacle-less probe)'} for ${r.label} (${r.net ?? 'no net'}); generic pad ${size.padMm} mm, hole ${size.drillMm} mm: check against the receptacle's datasheet`,
        ref: r.probe,
        value: `${r.label} ${r.net ?? ''}`.trim(),
        textOffset: size.padMm / 2 + 0.8,
        pads: [
          {
            name: '1',
            kind: 'thru_hole',
            at: { x: 0, y: 0 },
            sizeMm: size.padMm,
            drillMm: size.drillMm,
            net: { id: netIds.get(key)!, name: key },
          },
        ],
      }),
    );
  }

  // Interface connectors: generic two-row headers, pads named as the station's pins.
  for (const c of design.interface.connectors) {
    const centre = kicad(c.at);
    const pads = c.pins.map((pin, i) => {
      const abs = kicad(c.pinsAt[i]!);
      const key = `${c.ref}.${pin}`;
      const id = netAtPin.get(key);
      return {
        name: pin,
        kind: 'thru_hole' as const,
        at: { x: abs.x - centre.x, y: abs.y - centre.y },
        sizeMm: HEADER_PAD_MM,
        drillMm: HEADER_DRILL_MM,
        net: id ? { id: netIds.get(id)!, name: id } : null,
      };
    });
    const cols = Math.ceil(c.pins.length / 2);
    out.push(
      footprint(stamps, {
        lib: `Studio:Interface_2x${cols}_P2.54mm`,
        at: centre,
        descr: `Interface connector mating the station's ${c.stationConnector} (${c.description}); generic 2 x ${cols} header at 2.54 mm, pin 1 marked: substitute the real connector's footprint, keeping the pin names`,
        ref: c.ref,
        value: `${c.stationConnector}: ${c.description}`,
        textOffset: 3.2,
        pads,
      }),
    );
  }

  // Mounting holes: every other hole through the probe plate, as an unplated hole.
  let mh = 0;
  for (const hole of plate.holes.filter((x) => x.purpose !== 'probe')) {
    mh++;
    out.push(
      footprint(stamps, {
        lib: `Studio:MountingHole_${n(hole.diameterMm)}mm`,
        at: kicad(hole),
        descr: `Hole of the probe plate: ${hole.purpose} ${hole.ref} (${n(hole.diameterMm)} mm)`,
        ref: `MH${mh}`,
        value: `${hole.purpose} ${hole.ref}`,
        textOffset: hole.diameterMm / 2 + 1,
        pads: [
          {
            name: '',
            kind: 'np_thru_hole',
            at: { x: 0, y: 0 },
            sizeMm: hole.diameterMm,
            drillMm: hole.diameterMm,
            net: null,
          },
        ],
      }),
    );
  }

  // Board outline and the plate's through cut-outs.
  const ring = (pts: Point[]) =>
    pts.map((p, i) => {
      const [a, b] = [kicad(p), kicad(pts[(i + 1) % pts.length]!)];
      return `  (gr_line (start ${n(a.x)} ${n(a.y)}) (end ${n(b.x)} ${n(b.y)}) (layer "Edge.Cuts") (width 0.1) (tstamp ${stamps.take()}))`;
    });
  out.push(...ring(plate.outline));
  for (const pocket of plate.pockets.filter((p) => p.depthMm === null)) out.push(...ring(pocket.ring));
  out.push(')', '');

  return {
    name,
    pcb: out.join('\n'),
    project: projectFile(name, design, nets),
    readme: interfaceBoardReadme(design, plate, frame, origin, {
      name,
      padSizes: RECEPTACLE_FOOTPRINT,
      header: { padMm: HEADER_PAD_MM, drillMm: HEADER_DRILL_MM },
      nets: nets.size,
      rows: rows.length,
      other: design.interface.rows.length - rows.length,
      statusLine: options.statusLine,
    }),
    frame,
    pageOrigin: origin,
    nets,
  };
}

/** The net of a probe's wire: its DUT net at its connector pin, or at the probe when it has no pin. */
function netKey(r: InterfaceRow): string {
  const net = r.net ?? 'unconnected';
  return r.connector ? `${net}@${r.connector}.${r.pin}` : `${net}@${r.probe}`;
}

/**
 * The board's nets, one per connector pin with the probes wired to it (force probes of a supply share
 * their pin; its sense probe has its own): the wiring list grouped by pin, in its order.
 */
function netsOf(rows: readonly InterfaceRow[], design: FixtureDesign): Map<string, string[]> {
  const nets = new Map<string, string[]>();
  for (const r of rows) {
    const key = netKey(r);
    const pads = nets.get(key);
    if (pads) pads.push(`${r.probe}.1`);
    else nets.set(key, [`${r.probe}.1`]);
  }
  const atPin = firstKeyEndingAt(nets);
  for (const c of design.interface.connectors)
    for (const pin of c.pins) {
      const key = atPin.get(`${c.ref}.${pin}`);
      if (key) nets.get(key)!.push(`${c.ref}.${pin}`);
    }
  return nets;
}

/**
 * For every text after an `@` of a net key, the first key (in the map's order) that ends with `@` and
 * that text: `get("J1.3")` is `[...keys].find((k) => k.endsWith("@J1.3"))` without a pass over every
 * key per connector pin (quadratic on a 30,000-probe plate).
 */
export function firstKeyEndingAt(nets: Map<string, string[]>): Map<string, string> {
  const first = new Map<string, string>();
  for (const k of nets.keys())
    for (let at = k.indexOf('@'); at >= 0; at = k.indexOf('@', at + 1)) {
      const tail = k.slice(at + 1);
      if (!first.has(tail)) first.set(tail, k);
    }
  return first;
}

interface PadSpec {
  name: string;
  kind: 'thru_hole' | 'np_thru_hole';
  at: Point;
  sizeMm: number;
  drillMm: number;
  net: { id: number; name: string } | null;
}

function footprint(
  stamps: Stamps,
  f: {
    lib: string;
    at: Point;
    descr: string;
    ref: string;
    value: string;
    textOffset: number;
    pads: PadSpec[];
  },
): string {
  const text = (kind: string, value: string, y: number, layer: string) =>
    `    (fp_text ${kind} ${q(value)} (at 0 ${n(y)}) (layer ${q(layer)})\n      (effects (font (size 0.8 0.8) (thickness 0.12)))\n      (tstamp ${stamps.take()})\n    )`;
  const pads = f.pads.map((p) => {
    const layers = '"*.Cu" "*.Mask"';
    const net = p.net ? ` (net ${p.net.id} ${q(p.net.name)})` : '';
    return `    (pad ${q(p.name)} ${p.kind} circle (at ${n(p.at.x)} ${n(p.at.y)}) (size ${n(p.sizeMm)} ${n(p.sizeMm)}) (drill ${n(p.drillMm)}) (layers ${layers})${net} (tstamp ${stamps.take()}))`;
  });
  return [
    `  (footprint ${q(f.lib)} (layer "F.Cu")`,
    `    (tedit 0) (tstamp ${stamps.take()})`,
    `    (at ${n(f.at.x)} ${n(f.at.y)})`,
    `    (descr ${q(f.descr)})`,
    `    (attr through_hole)`,
    text('reference', f.ref, -f.textOffset, 'F.SilkS'),
    text('value', f.value, f.textOffset, 'F.Fab'),
    ...pads,
    '  )',
    '',
  ].join('\n');
}

const LAYERS = `  (layers
    (0 "F.Cu" signal)
    (31 "B.Cu" signal)
    (32 "B.Adhes" user "B.Adhesive")
    (33 "F.Adhes" user "F.Adhesive")
    (34 "B.Paste" user)
    (35 "F.Paste" user)
    (36 "B.SilkS" user "B.Silkscreen")
    (37 "F.SilkS" user "F.Silkscreen")
    (38 "B.Mask" user)
    (39 "F.Mask" user)
    (40 "Dwgs.User" user "User.Drawings")
    (41 "Cmts.User" user "User.Comments")
    (42 "Eco1.User" user "User.Eco1")
    (43 "Eco2.User" user "User.Eco2")
    (44 "Edge.Cuts" user)
    (45 "Margin" user)
    (46 "B.CrtYd" user "B.Courtyard")
    (47 "F.CrtYd" user "F.Courtyard")
    (48 "B.Fab" user)
    (49 "F.Fab" user)
  )`;

/**
 * Track width (mm) for a current on an outer layer of 35 µm copper with a 10 °C rise, by IPC-2221's
 * formula I = 0.048 · ΔT^0.44 · A^0.725 (A in square mils), at least 0.25 mm.
 */
export function trackWidthMm(currentA: number): number {
  const areaMil2 = (currentA / (0.048 * 10 ** 0.44)) ** (1 / 0.725);
  const widthMil = areaMil2 / 1.378;
  return Math.max(0.25, Math.ceil(widthMil * 0.0254 * 20) / 20);
}

/** The KiCad 6 project file: the net classes (power nets get tracks sized for their current). */
function projectFile(name: string, design: FixtureDesign, nets: Map<string, string[]>): string {
  const current = new Map<string, number>();
  for (const r of design.interface.rows) {
    if (!r.wire || r.wire.currentA <= 0) continue;
    const key = netKey(r);
    current.set(key, (current.get(key) ?? 0) + r.wire.currentA);
  }
  const base = {
    bus_width: 12,
    clearance: 0.2,
    diff_pair_gap: 0.25,
    diff_pair_via_gap: 0.25,
    diff_pair_width: 0.2,
    line_style: 0,
    microvia_diameter: 0.3,
    microvia_drill: 0.1,
    pcb_color: 'rgba(0, 0, 0, 0.000)',
    schematic_color: 'rgba(0, 0, 0, 0.000)',
    via_diameter: 0.8,
    via_drill: 0.4,
    wire_width: 6,
  };
  const byWidth = new Map<number, string[]>();
  for (const [net, amps] of current) {
    if (!nets.has(net)) continue;
    const width = trackWidthMm(amps);
    byWidth.set(width, [...(byWidth.get(width) ?? []), net]);
  }
  const classes = [
    { ...base, name: 'Default', track_width: 0.25 },
    ...[...byWidth.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([width, list]) => ({
        ...base,
        name: `Power_${n(width)}mm`,
        track_width: width,
        nets: list.sort(),
      })),
  ];
  return `${JSON.stringify(
    {
      board: { design_settings: { defaults: {}, rules: {} } },
      meta: { filename: `${name}.kicad_pro`, version: 1 },
      net_settings: { classes, meta: { version: 2 } },
      pcbnew: { last_paths: {}, page_layout_descr_file: '' },
      text_variables: {},
    },
    null,
    2,
  )}\n`;
}
