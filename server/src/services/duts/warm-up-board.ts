// A generated KiCad board for warming an import worker thread before its first job (decision 0046).
// It is made here, the same every time: no file, no network, nobody's design. It holds what real
// boards hold, so that the warm-up runs the code a real import runs: footprints on both sides at four
// rotations with SMD (rect, roundrect, circle, custom) and through-hole (rect, oval, slotted,
// non-plated) pads, texts, fab and courtyard lines, arcs, circles, polygons and 3D model references;
// nets, tracks, track arcs, vias, a filled zone (read past, as on real boards), board texts and an
// Edge.Cuts outline of lines and arcs. KiCad 6 syntax (file version 20211014), KiCad's frame (mm, +Y
// down).

/** Footprints on the default warm-up board: ~1,000 pads, ~0.9 MB of text. */
export const WARM_UP_PARTS = 240;

// Fractional millimetres, as real boards have.
const CELL_W = 12.7;
const CELL_H = 9.525;
const COLUMNS = 16;
const MARGIN = 5.0813;
/**
 * About one net per pad, as on real boards. Measured (import-after-gc-bench, pic_programmer): with 97
 * nets the first real import after this warm-up still cost ~1.0× KiCad's loader in CPU (V8 compiling
 * in the background what the warm-up had not made hot), with 997 nets ~0.45×.
 */
const NETS = 997;

/** KiCad writes coordinates with at most 4 decimals (0.1 µm); -0 as 0. */
const n = (v: number): string => String(Math.round(v * 1e4) / 1e4 + 0);

interface PadSpec {
  number: string;
  type: 'smd' | 'thru_hole' | 'np_thru_hole';
  shape: 'rect' | 'roundrect' | 'circle' | 'oval' | 'custom';
  x: number;
  y: number;
  w: number;
  h: number;
  drill?: string;
  testpoint?: boolean;
}

interface FootprintSpec {
  lib: string;
  prefix: string;
  value: string;
  attr: string;
  /** Half extents of the body (fab) and of the courtyard. */
  body: [number, number];
  pads: PadSpec[];
}

const smdLayers = (front: boolean) => (front ? '"F.Cu" "F.Paste" "F.Mask"' : '"B.Cu" "B.Paste" "B.Mask"');

const soic = (): PadSpec[] =>
  Array.from({ length: 8 }, (_, i) => ({
    number: String(i + 1),
    type: 'smd' as const,
    shape: 'rect' as const,
    x: i < 4 ? -2.475 : 2.475,
    y: i < 4 ? -1.905 + 1.27 * i : 1.905 - 1.27 * (i - 4),
    w: 1.95,
    h: 0.6,
  }));

const header = (): PadSpec[] =>
  Array.from({ length: 6 }, (_, i) => ({
    number: String(i + 1),
    type: 'thru_hole' as const,
    shape: i === 0 ? ('rect' as const) : ('oval' as const),
    x: (i % 2) * 2.54,
    y: Math.floor(i / 2) * 2.54,
    w: 1.7,
    h: 1.7,
    drill: '1',
  }));

const FOOTPRINTS: FootprintSpec[] = [
  {
    lib: 'Resistor_SMD:R_0603_1608Metric',
    prefix: 'R',
    value: '10k',
    attr: 'smd',
    body: [0.8, 0.4],
    pads: [
      { number: '1', type: 'smd', shape: 'roundrect', x: -0.825, y: 0, w: 0.8, h: 0.95 },
      { number: '2', type: 'smd', shape: 'roundrect', x: 0.825, y: 0, w: 0.8, h: 0.95 },
    ],
  },
  {
    lib: 'Package_SO:SOIC-8_3.9x4.9mm_P1.27mm',
    prefix: 'U',
    value: 'LM358',
    attr: 'smd',
    body: [1.95, 2.45],
    pads: soic(),
  },
  {
    lib: 'Connector_PinHeader_2.54mm:PinHeader_2x03_P2.54mm_Vertical',
    prefix: 'J',
    value: 'Conn_02x03',
    attr: 'through_hole',
    body: [1.27, 1.27],
    pads: header(),
  },
  {
    lib: 'TestPoint:TestPoint_Pad_D1.0mm',
    prefix: 'TP',
    value: 'TestPoint',
    attr: 'exclude_from_pos_files exclude_from_bom',
    body: [0.5, 0.5],
    pads: [{ number: '1', type: 'smd', shape: 'circle', x: 0, y: 0, w: 1, h: 1, testpoint: true }],
  },
  {
    lib: 'Connector:Barrel_Jack_Slot',
    prefix: 'J',
    value: 'Barrel_Jack',
    attr: 'through_hole',
    body: [2, 1.5],
    pads: [
      { number: '1', type: 'thru_hole', shape: 'oval', x: -1.5, y: 0, w: 2, h: 3.5, drill: 'oval 1 2.5' },
      { number: '2', type: 'smd', shape: 'custom', x: 1.5, y: 0, w: 0.6, h: 0.6 },
      { number: '', type: 'np_thru_hole', shape: 'circle', x: 0, y: 1.5, w: 1.2, h: 1.2, drill: '1.2' },
    ],
  },
];

/** Deterministic ids in KiCad's uuid form. */
function stamps() {
  let i = 0;
  return () => `00000000-0000-4000-8000-${(i++).toString(16).padStart(12, '0')}`;
}

const netName = (net: number) => (net === 1 ? 'GND' : net === 2 ? '+3V3' : `/io/N${net}`);

function footprint(index: number, stamp: () => string, out: string[]): { x: number; y: number } {
  const spec = FOOTPRINTS[index % FOOTPRINTS.length]!;
  const front = index % 7 !== 3;
  const rotation = [0, 90, 180, 270][index % 4]!;
  const x = MARGIN + CELL_W / 2 + (index % COLUMNS) * CELL_W;
  const y = MARGIN + CELL_H / 2 + Math.floor(index / COLUMNS) * CELL_H;
  const side = front ? 'F' : 'B';
  const mirror = front ? '' : ' (justify mirror)';
  const [bw, bh] = spec.body;
  const ref = `${spec.prefix}${index + 1}`;
  const [lib, name] = spec.lib.split(':') as [string, string];
  out.push(
    `  (footprint "${spec.lib}" (layer "${side}.Cu")`,
    `    (tedit 5F68FEEE) (tstamp ${stamp()})`,
    `    (at ${n(x)} ${n(y)}${rotation ? ` ${rotation}` : ''})`,
    `    (descr "${name}, generated for warm-up")`,
    `    (tags "${spec.prefix} ${spec.value}")`,
    `    (property "Sheetfile" "warm-up.kicad_sch")`,
    `    (property "Sheetname" "")`,
    `    (path "/${stamp()}")`,
    `    (attr ${spec.attr})`,
    `    (fp_text reference "${ref}" (at 0 ${n(-bh - 1)} ${rotation}) (layer "${side}.SilkS")`,
    `      (effects (font (size 1 1) (thickness 0.15))${mirror})`,
    `      (tstamp ${stamp()})`,
    '    )',
    `    (fp_text value "${spec.value}" (at 0 ${n(bh + 1)} ${rotation}) (layer "${side}.Fab")`,
    `      (effects (font (size 1 1) (thickness 0.15))${mirror})`,
    `      (tstamp ${stamp()})`,
    '    )',
  );
  const corners = [
    [-bw, -bh],
    [bw, -bh],
    [bw, bh],
    [-bw, bh],
  ];
  for (const [layer, grow, width] of [
    ['Fab', 0, 0.1],
    ['CrtYd', 0.25, 0.05],
  ] as const)
    corners.forEach(([ax, ay], i) => {
      const [bx, by] = corners[(i + 1) % 4]!;
      const g = (v: number) => n(v + Math.sign(v) * grow);
      out.push(
        `    (fp_line (start ${g(ax!)} ${g(ay!)}) (end ${g(bx!)} ${g(by!)}) (layer "${side}.${layer}") (width ${width}) (tstamp ${stamp()}))`,
      );
    });
  out.push(
    `    (fp_arc (start ${n(-bw)} ${n(-bh - 0.3)}) (mid ${n(-bw - 0.2)} ${n(-bh - 0.5)}) (end ${n(-bw - 0.3)} ${n(-bh)}) (layer "${side}.SilkS") (width 0.12) (tstamp ${stamp()}))`,
    `    (fp_circle (center ${n(-bw + 0.4)} ${n(-bh + 0.4)}) (end ${n(-bw + 0.55)} ${n(-bh + 0.4)}) (layer "${side}.Fab") (width 0.1) (fill none) (tstamp ${stamp()}))`,
    `    (fp_poly (pts (xy ${n(-bw - 0.5)} ${n(-bh)}) (xy ${n(-bw - 0.8)} ${n(-bh - 0.3)}) (xy ${n(-bw - 0.8)} ${n(-bh + 0.3)})) (layer "${side}.SilkS") (width 0.12) (fill solid) (tstamp ${stamp()}))`,
  );
  spec.pads.forEach((pad, p) => {
    const net = pad.type === 'np_thru_hole' ? 0 : 1 + ((index * 5 + p * 3) % NETS);
    const layers = pad.type === 'smd' ? smdLayers(front) : '"*.Cu" "*.Mask"';
    const size = `${n(pad.w)} ${n(pad.h)}`;
    const extra = [
      pad.drill ? ` (drill ${pad.drill})` : '',
      ` (layers ${layers})`,
      pad.shape === 'roundrect' ? ' (roundrect_rratio 0.25)' : '',
      pad.testpoint ? ' (property pad_prop_testpoint)' : '',
    ].join('');
    const netText = net === 0 ? '' : ` (net ${net} "${netName(net)}")`;
    const rot = rotation ? ` ${rotation}` : '';
    out.push(
      `    (pad "${pad.number}" ${pad.type} ${pad.shape} (at ${n(pad.x)} ${n(pad.y)}${rot}) (size ${size})${extra}`,
    );
    if (pad.shape === 'custom')
      out.push(
        '      (options (clearance outline) (anchor rect))',
        '      (primitives',
        '        (gr_poly (pts (xy -0.6 -1) (xy 0.6 -1) (xy 0.9 0) (xy 0.6 1) (xy -0.6 1)) (width 0) (fill yes))',
        '      )',
      );
    out.push(`     ${netText} (pinfunction "P${pad.number}") (pintype "passive") (tstamp ${stamp()}))`);
  });
  out.push(
    `    (model "\${KICAD6_3DMODEL_DIR}/${lib}.3dshapes/${name}.wrl"`,
    '      (offset (xyz 0 0 0))',
    '      (scale (xyz 1 1 1))',
    '      (rotate (xyz 0 0 0))',
    '    )',
    '  )',
  );
  return { x, y };
}

/**
 * The warm-up board as KiCad text: `parts` footprints (about 4.2 pads each) in rows of 16, with a
 * track and a via beside each, a ground zone and a rounded outline around them all.
 */
export function warmUpBoardText(parts = WARM_UP_PARTS): string {
  const stamp = stamps();
  const rows = Math.ceil(parts / COLUMNS);
  const width = 2 * MARGIN + Math.min(parts, COLUMNS) * CELL_W;
  const height = 2 * MARGIN + rows * CELL_H;
  const out: string[] = [
    '(kicad_pcb (version 20211014) (generator pcbnew)',
    '  (general (thickness 1.6))',
    '  (paper "A4")',
    '  (title_block (title "Studio warm-up board") (rev "A"))',
    '  (layers',
    '    (0 "F.Cu" signal)',
    '    (31 "B.Cu" signal)',
    '    (32 "B.Adhes" user "B.Adhesive")',
    '    (33 "F.Adhes" user "F.Adhesive")',
    '    (34 "B.Paste" user)',
    '    (35 "F.Paste" user)',
    '    (36 "B.SilkS" user "B.Silkscreen")',
    '    (37 "F.SilkS" user "F.Silkscreen")',
    '    (38 "B.Mask" user)',
    '    (39 "F.Mask" user)',
    '    (44 "Edge.Cuts" user)',
    '    (46 "B.CrtYd" user "B.Courtyard")',
    '    (47 "F.CrtYd" user "F.Courtyard")',
    '    (48 "B.Fab" user)',
    '    (49 "F.Fab" user)',
    '  )',
    '  (setup',
    '    (pad_to_mask_clearance 0)',
    `    (aux_axis_origin ${MARGIN} ${n(height - MARGIN)})`,
    '    (pcbplotparams (layerselection 0x00010fc_ffffffff) (outputformat 1))',
    '  )',
    '  (net 0 "")',
  ];
  for (let net = 1; net <= NETS; net++) out.push(`  (net ${net} "${netName(net)}")`);
  const places: { x: number; y: number }[] = [];
  for (let i = 0; i < parts; i++) places.push(footprint(i, stamp, out));
  // Tracks and vias beside each footprint (read past or read, as on a real board).
  places.forEach(({ x, y }, i) => {
    const net = 1 + ((i * 5) % NETS);
    const vx = n(x + CELL_W / 2 - 1);
    const vy = n(y - CELL_H / 2 + 1);
    out.push(
      `  (segment (start ${n(x)} ${n(y)}) (end ${vx} ${n(y)}) (width 0.25) (layer "F.Cu") (net ${net}) (tstamp ${stamp()}))`,
      `  (arc (start ${vx} ${n(y)}) (mid ${n(x + CELL_W / 2 - 0.3)} ${n(y - 1.5)}) (end ${vx} ${vy}) (width 0.25) (layer "F.Cu") (net ${net}) (tstamp ${stamp()}))`,
      `  (via (at ${vx} ${vy}) (size 0.6) (drill 0.3) (layers "F.Cu" "B.Cu") (net ${net}) (tstamp ${stamp()}))`,
    );
  });
  // A ground zone on the bottom, with a filled polygon of many points (KiCad saves its fill).
  const fill: string[] = [];
  for (let k = 0; k < 400; k++) {
    const a = (2 * Math.PI * k) / 400;
    fill.push(
      `(xy ${n(width / 2 + (width / 2 - 2) * Math.cos(a))} ${n(height / 2 + (height / 2 - 2) * Math.sin(a))})`,
    );
  }
  out.push(
    `  (zone (net 1) (net_name "GND") (layer "B.Cu") (tstamp ${stamp()}) (hatch edge 0.508)`,
    '    (connect_pads (clearance 0.508))',
    '    (min_thickness 0.254) (filled_areas_thickness no)',
    '    (fill yes (thermal_gap 0.508) (thermal_bridge_width 0.508))',
    `    (polygon (pts (xy 1 1) (xy ${n(width - 1)} 1) (xy ${n(width - 1)} ${n(height - 1)}) (xy 1 ${n(height - 1)})))`,
    `    (filled_polygon (layer "B.Cu") (pts ${fill.join(' ')}))`,
    '  )',
    `  (gr_text "STUDIO WARM-UP" (at ${n(width / 2)} ${n(MARGIN / 2)}) (layer "F.SilkS") (tstamp ${stamp()})`,
    '    (effects (font (size 1.5 1.5) (thickness 0.3)))',
    '  )',
  );
  // The outline: a rectangle with rounded corners (lines and arcs, in order).
  const r = 3;
  const k = r - r * Math.SQRT1_2;
  const edge = (item: string) => out.push(`  ${item} (layer "Edge.Cuts") (width 0.1) (tstamp ${stamp()}))`);
  edge(`(gr_line (start ${r} 0) (end ${n(width - r)} 0)`);
  edge(`(gr_arc (start ${n(width - r)} 0) (mid ${n(width - k)} ${n(k)}) (end ${n(width)} ${r})`);
  edge(`(gr_line (start ${n(width)} ${r}) (end ${n(width)} ${n(height - r)})`);
  edge(
    `(gr_arc (start ${n(width)} ${n(height - r)}) (mid ${n(width - k)} ${n(height - k)}) (end ${n(width - r)} ${n(height)})`,
  );
  edge(`(gr_line (start ${n(width - r)} ${n(height)}) (end ${r} ${n(height)})`);
  edge(`(gr_arc (start ${r} ${n(height)}) (mid ${n(k)} ${n(height - k)}) (end 0 ${n(height - r)})`);
  edge(`(gr_line (start 0 ${n(height - r)}) (end 0 ${r})`);
  edge(`(gr_arc (start 0 ${r}) (mid ${n(k)} ${n(k)}) (end ${r} 0)`);
  out.push(')', '');
  return out.join('\n');
}
