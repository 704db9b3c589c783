import type { Board, Component } from '../../board/model';
import { statusLine } from '../../fabrication/package';
import { groupBy } from '../group-by';
import type { DeviceValue, TesterInput, TesterText } from '../model';
import { asciiOf } from '../ascii';
import { type I3070Names, i3070Names } from './i3070-names';
import { siScale } from '../../units/format-si';

/**
 * The Keysight i3070 `board` file (Keysight i3070 In-Circuit Test "Data Formats", chapter 1 "The Board
 * File"; docs/formats/i3070.md): HEADING, the devices by class, CONNECTIONS (node → device.pin),
 * NODES (nodes no device pin is on) and DEVICES (device → pin."node"), END. `!` starts a comment.
 *
 * A device is written in its class with value and tolerances only when a value parser read them
 * (`TesterInput.devices`) and the class needs nothing else the board does not say: resistors and
 * capacitors (`<value> <+tol> <-tol> f`). Every other device — no parsed value, a tolerance the design
 * does not give, an inductor (its series resistance is not in the board data) — is UNDEFINED with
 * `NT` (not tested), i3070's own "not described yet", and a comment with the design's value text.
 */
export function writeI3070Board(input: TesterInput, names: I3070Names = i3070Names(input.board)): TesterText {
  const { board, meta } = input;
  const notes: string[] = [];
  const lines: string[] = [
    `! ${asciiOf(statusLine(meta))}`,
    '! Keysight i3070 board file written by Studio (docs/formats/i3070.md).',
    ...names.renames.map((r) => `! name ${r}`),
    '',
    'HEADING',
    `   "${asciiOf(meta.boardName).replace(/"/g, "'")}";`,
    '',
  ];
  const typed = new Map<string, string[]>([
    ['RESISTOR', []],
    ['CAPACITOR', []],
  ]);
  const undefinedDevices: string[] = [];
  const refs = deviceRefs(board);
  const componentOf = new Map(board.components.map((c) => [c.ref, c]));
  for (const ref of refs) {
    const c = componentOf.get(ref);
    const value = input.devices?.[ref];
    const entry = typedEntry(names.device(ref), value, c);
    if (entry) typed.get(entry.section)!.push(entry.line);
    else undefinedDevices.push(`   ${names.device(ref)} NT;${valueComment(c, value)}`);
  }
  if (undefinedDevices.length > 0)
    notes.push(
      `${undefinedDevices.length} device(s) UNDEFINED (NT): no parsed value and tolerance to test them by.`,
    );
  for (const [section, entries] of typed) if (entries.length > 0) lines.push(section, ...entries, '');
  if (undefinedDevices.length > 0) lines.push('UNDEFINED', ...undefinedDevices, '');

  const connections = connectionsOf(board);
  lines.push('CONNECTIONS');
  for (const [net, pins] of connections) {
    lines.push(`   "${names.node(net)}"`);
    const last = pins.length - 1;
    for (const [i, p] of pins.entries())
      lines.push(`      ${names.device(p.ref)}.${names.pin(p.ref, p.pin)}${i === last ? ';' : ''}`);
  }
  const lonely = [...new Set([...board.vias.map((v) => v.net), ...board.pads.map((p) => p.net)])].filter(
    (n): n is string => n !== null && !connections.has(n),
  );
  if (lonely.length > 0) lines.push('', 'NODES', ...lonely.map((n) => `   "${names.node(n)}";`));
  lines.push('', 'DEVICES');
  const padsOfRef = groupBy(board.pads, (p) => p.ref);
  for (const ref of refs) {
    const seen = new Set<string>();
    const pins = (padsOfRef.get(ref) ?? []).filter((p) => {
      if (p.net === null || p.type === 'npth' || seen.has(p.number)) return false;
      seen.add(p.number);
      return true;
    });
    if (pins.length === 0) continue;
    lines.push(`   ${names.device(ref)}`);
    const last = pins.length - 1;
    for (const [i, p] of pins.entries())
      lines.push(`      ${names.pin(ref, p.number)}."${names.node(p.net!)}"${i === last ? ';' : ''}`);
  }
  lines.push('', 'END');
  return { text: `${lines.join('\n')}\n`, notes };
}

/** Every device reference of the board: its components, then refs only pads name. */
export function deviceRefs(board: Board): string[] {
  const refs = board.components.map((c) => c.ref);
  const seen = new Set(refs);
  for (const p of board.pads) {
    if (p.ref === null || seen.has(p.ref)) continue;
    seen.add(p.ref);
    refs.push(p.ref);
  }
  return refs;
}

function connectionsOf(board: Board): Map<string, { ref: string; pin: string }[]> {
  const out = new Map<string, { ref: string; pin: string }[]>();
  // Each net's (ref, pin) pairs seen, so a ground net of thousands of pads is not scanned per pad.
  const seen = new Map<string, Map<string, Set<string>>>();
  for (const p of board.pads) {
    if (p.ref === null || p.net === null || p.type === 'npth') continue;
    let list = out.get(p.net);
    let refs = seen.get(p.net);
    if (!list || !refs) {
      list = [];
      refs = new Map();
      out.set(p.net, list);
      seen.set(p.net, refs);
    }
    let pins = refs.get(p.ref);
    if (!pins) {
      pins = new Set();
      refs.set(p.ref, pins);
    }
    if (pins.has(p.number)) continue;
    pins.add(p.number);
    list.push({ ref: p.ref, pin: p.number });
  }
  return out;
}

const CLASS = { resistor: 'RESISTOR', capacitor: 'CAPACITOR' } as const;

function typedEntry(
  device: string,
  value: DeviceValue | undefined,
  c: Component | undefined,
): { section: string; line: string } | null {
  if (!value || value.kind === 'inductor') return null;
  if (value.plusTolerancePct === null || value.minusTolerancePct === null) return null;
  const pn = partNumber(c);
  return {
    section: CLASS[value.kind],
    line: `   ${device} ${siValue(value.value)} ${num(value.plusTolerancePct)} ${num(value.minusTolerancePct)} f${pn ? ` PN"${pn}"` : ''};`,
  };
}

function valueComment(c: Component | undefined, value: DeviceValue | undefined): string {
  const text = c?.value && c.value !== '~' ? ` value "${asciiOf(c.value)}"` : ' no value';
  const why = !value
    ? 'not parsed'
    : value.kind === 'inductor'
      ? 'inductor: series resistance unknown'
      : 'tolerance unknown';
  return `   !${text} (${why})`;
}

const MPN = ['mpn', 'manufacturer part number', 'mfr part number', 'mfr. part number', 'part number'];

function partNumber(c: Component | undefined): string | null {
  const fields = c?.fields ?? {};
  const key = Object.keys(fields).find((k) => MPN.includes(k.toLowerCase()) && fields[k]);
  return key ? asciiOf(fields[key]!).replace(/"/g, "'") : null;
}

/** A value with an SI multiplier as i3070 writes numbers (`4.7k`, `100n`, `0`; micro is ASCII `u`). */
export function siValue(v: number): string {
  if (v === 0) return '0';
  const { factor, prefix } = siScale(v, { ascii: true, tolerance: 0.9999999 });
  return `${num(v / factor)}${prefix}`;
}

const num = (v: number) => String(Number(v.toPrecision(6)));
