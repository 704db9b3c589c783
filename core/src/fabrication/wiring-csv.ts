import { displayNetName } from '../board/net-display';
import type { FixtureDesign } from '../fixture/design/model';
import { COLOUR_NAMES } from '../interface/wire-gauge';
import { mm4, writeCsv } from './csv';
import { type FileFrame, toFrame } from './frame';

export const WIRING_HEADER = [
  'probe',
  'test_point',
  'net',
  'side',
  'x_mm',
  'y_mm',
  'probe_class',
  'tip_style',
  'probe_part',
  'receptacle_part',
  'connector',
  'pin',
  'net_role',
  'function',
  'wire_awg',
  'wire_colour',
  'wire_colour_name',
  'wire_length_mm',
  'wire_current_a',
  'station_connector',
  'channel',
  'instrument',
  'channel_kind',
  'channel_role',
];

/**
 * The wiring list (probe → test point → net → receptacle → wire → interface pin → station channel;
 * decision 0061), one row per probe in wiring order. x, y in `frame` (the board's top view; the note
 * says so); wire gauge in AWG, colour as IEC 60757 code and name, cut length in mm; a probe the station
 * has no channel for has empty connector, pin, wire and channel cells.
 */
export function writeWiringCsv(design: FixtureDesign, frame: FileFrame, headerLines: string[]): string {
  const rowOf = new Map(design.interface.rows.map((r) => [r.probe, r]));
  const rows = design.probes.map((p) => {
    const at = toFrame(frame, p);
    const r = rowOf.get(p.id);
    const w = r?.wire ?? null;
    return [
      p.id,
      p.label,
      // As KiCad and Studio's screens show the net (`/VPP{slash}MCLR` → `/VPP/MCLR`).
      p.net === null ? '' : displayNetName(p.net),
      p.side,
      mm4(at.x),
      mm4(at.y),
      p.probeClass,
      p.tipStyle,
      p.probePart ?? '',
      p.receptaclePart ?? '',
      p.connector ?? '',
      p.pin ?? '',
      r?.role ?? '',
      r?.function ?? '',
      w ? w.awg : '',
      w ? w.colour : '',
      w ? COLOUR_NAMES[w.colour] : '',
      w ? w.lengthMm : '',
      w ? w.currentA : '',
      r?.stationConnector ?? '',
      r?.channel?.id ?? '',
      r?.channel?.instrument ?? '',
      r?.channel?.kind ?? '',
      r?.channel?.role ?? '',
    ];
  });
  const station = `Station: ${design.interface.station.name} (${design.interface.station.id}); connectors ${
    design.interface.connectors.map((c) => `${c.ref} = ${c.stationConnector}, ${c.description}`).join('; ') ||
    'none'
  }.`;
  return writeCsv(
    [
      ...headerLines,
      `Wiring list: ${frame.note}`,
      station,
      'Wire: AWG gauge, IEC 60757 colour, cut length in mm (X and Y run to the pin, vertical run, 50 mm slack).',
    ],
    WIRING_HEADER,
    rows,
  );
}
