import { looksLikeIpc2581 } from '../ipc2581/index';
import { classifyHeader } from './csv-header';
import { decodeText } from '../shared/decode-text';
import { keptAfterEverything, keptBeforeContent, keptByContent } from './kept-files';
import type { DetectedFile, FileFormat } from './types';

/** Only the head of a file is sniffed. */
const SNIFF_BYTES = 64 * 1024;

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((v, i) => b[i] === v);

const TARBALL_NAME = /\.(tgz|tar\.gz|tar)$/i;

/** `ustar` at offset 257: a POSIX / GNU tar header. */
const isTar = (b: Uint8Array) => b.length >= 262 && String.fromCharCode(...b.subarray(257, 262)) === 'ustar';

/** Binary signatures: zip (local header or empty archive), tar, gzip-compressed tar by name, PDF. */
function sniffBinary(name: string, b: Uint8Array): { format: FileFormat; reason: string } | null {
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06]))
    return { format: 'zip', reason: 'zip signature' };
  if (isTar(b)) return { format: 'tar', reason: 'tar header' };
  if (startsWith(b, [0x1f, 0x8b]) && TARBALL_NAME.test(name))
    return { format: 'tar', reason: 'gzip signature and a .tgz / .tar.gz name' };
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46])) return { format: 'pdf', reason: 'starts with %PDF' };
  return null;
}

/** IPC-D-356: most non-blank lines are C / P / 3x7 / 3x8 / 3x9 / 999 records, at least one P or test record. */
function looksLikeIpc356(lines: string[]): boolean {
  const head = lines.filter((l) => l.trim() !== '').slice(0, 60);
  if (head.length === 0) return false;
  const records = head.filter((l) => /^(C {2}|P {2}|[03][1-9][789]|999)/.test(l) || l === 'C');
  const strong = head.some((l) => /^(P {2}|3[1-6]7)/.test(l));
  return strong && records.length >= head.length * 0.6;
}

/** The first line that is not blank or a comment, and any line of the first 40 that reads as a CSV header. */
function csvVerdict(lines: string[]): { format: FileFormat; reason: string } | null {
  for (const line of lines.slice(0, 40)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const verdict = classifyHeader(line);
    if (verdict) return verdict;
  }
  // KiCad's ASCII .pos file: "### Module positions", "# Ref Val Package PosX PosY Rot Side".
  if (
    lines
      .slice(0, 10)
      .some(
        (l) => /^#\s*Ref\s+Val\s+Package\s+PosX/i.test(l) || /^###\s*(Module|Footprint) positions/i.test(l),
      )
  ) {
    return { format: 'centroid', reason: 'KiCad ASCII position file' };
  }
  return null;
}

/** The Gerber Job Format (JSON): an object with the format's own sections. */
const looksLikeGerberJob = (h: string) =>
  /^\s*\{/.test(h) && /"(GeneralSpecs|FilesAttributes)"\s*:/.test(h) && /"Header"\s*:/.test(h);

const TEXT_RULES: { test: (head: string, lines: string[]) => boolean; format: FileFormat; reason: string }[] =
  [
    {
      test: (h) => looksLikeGerberJob(h),
      format: 'gerber-job',
      reason: 'Gerber job file (JSON Header, GeneralSpecs)',
    },
    { test: (h) => h.includes('ISO-10303-21'), format: 'step', reason: 'ISO-10303-21 header' },
    { test: (h) => /^\s*\(kicad_pcb\b/.test(h), format: 'kicad', reason: 'starts with (kicad_pcb' },
    { test: (h) => /^\s*\(kicad_sch\b/.test(h), format: 'kicad-sch', reason: 'starts with (kicad_sch' },
    {
      // A damaged KiCad netlist still starts so: read, so that its damage is reported.
      test: (h) => /^\s*\(export(\s|\(|$)/.test(h),
      format: 'kicad-netlist',
      reason: 'starts with (export',
    },
    { test: (h) => looksLikeIpc2581(h), format: 'ipc2581', reason: 'root element <IPC-2581>' },
    {
      test: (h) => /^(?:[ \t]*(?:;[^\n]*|%)?\n)*[ \t]*M48\b/.test(h),
      format: 'excellon',
      reason: 'starts with M48',
    },
    {
      test: (h) => /%FS[LTD]?[AI]X\d\dY\d\d\*%|%TF\.|^G04[ *]/m.test(h),
      format: 'gerber',
      reason: 'Gerber %FS / %TF / G04',
    },
    { test: (_h, l) => looksLikeIpc356(l), format: 'ipc356', reason: 'IPC-D-356 P / 3x7 records' },
    {
      test: (h) =>
        /^(;[^\n]*\n)*\s*(METRIC|INCH)\b/m.test(h) && /^T\d+C[\d.]+/m.test(h) && !h.includes('%FS'),
      format: 'excellon',
      reason: 'Excellon tool table',
    },
    {
      // A headerless drill file (some Altium .TXT exports): tool selects and X/Y hits, no Gerber '*'.
      test: (h) => /^T\d+\s*$/m.test(h) && /^X[+-]?[\d.]+Y[+-]?[\d.]+\s*$/m.test(h) && !h.includes('*'),
      format: 'excellon',
      reason: 'Excellon tool selects and hits',
    },
  ];

function sniffText(bytes: Uint8Array): { format: FileFormat; reason: string } | null {
  const head = decodeText(bytes.subarray(0, SNIFF_BYTES)).replace(/\r\n?/g, '\n');
  if (/[\0-\x08\x0e-\x1a]/.test(head.slice(0, 4096))) return null; // binary, not text
  const lines = head.split('\n');
  for (const rule of TEXT_RULES)
    if (rule.test(head, lines)) return { format: rule.format, reason: rule.reason };
  const kept = keptByContent(head.slice(0, 4096));
  if (kept) return { format: 'kept', reason: kept.label };
  return csvVerdict(lines);
}

// Extensions (lower case) of the usual CAM outputs: KiCad (.gbr, .gtl …), Altium (.GTL … .GKO, .GM1,
// .GD1 = drill drawing, a Gerber), Eagle (.cmp, .sol, .stc, .sts, .plc, .pls; .drd = drill data).
const GERBER_EXT =
  /^(gbr|ger|pho|art|gtl|gbl|gts|gbs|gto|gbo|gtp|gbp|gko|gml|gm\d+|gd\d+|gg\d+|gp\d+|g\d+|gl\d+|gpt|gpb|cmp|sol|stc|sts|plc|pls|crc|crs|oln|dim)$/;
const NAME_RULES: { test: RegExp; format: FileFormat }[] = [
  { test: /\.kicad_pcb$/i, format: 'kicad' },
  { test: /\.kicad_sch$/i, format: 'kicad-sch' },
  { test: /\.(ipc|d356|356)$/i, format: 'ipc356' },
  { test: /\.cvg$/i, format: 'ipc2581' },
  { test: /\.(drl|xln|exc|drd|ncd|nc|tap)$/i, format: 'excellon' },
  { test: /\.(step|stp)$/i, format: 'step' },
  { test: /\.pdf$/i, format: 'pdf' },
  { test: /\.zip$/i, format: 'zip' },
  { test: TARBALL_NAME, format: 'tar' },
  { test: /\.pos$|(pick|place|centroid|[-_]pos)[^/]*\.(csv|txt)$/i, format: 'centroid' },
  { test: /(test[-_ ]?points?|[-_]tp)[^/]*\.(csv|tsv|txt)$/i, format: 'testpoint-csv' },
  { test: /bom[^/]*\.(csv|tsv|txt|xlsx?)$|\.xlsx?$/i, format: 'bom' },
];

function byName(name: string): { format: FileFormat; reason: string } | null {
  const base = name.split('/').pop() ?? name;
  if (/\.gbrjob$/i.test(base)) return { format: 'gerber-job', reason: `file name ${base}` };
  const ext = /\.([^.]+)$/.exec(base)?.[1]?.toLowerCase() ?? '';
  if (GERBER_EXT.test(ext)) return { format: 'gerber', reason: `extension .${ext}` };
  const rule = NAME_RULES.find((r) => r.test.test(base));
  return rule ? { format: rule.format, reason: `file name ${base}` } : null;
}

/**
 * Classifies a package file: files CAD tools write beside a design that must never be read as one
 * (backups, locks, project settings, native Altium / Eagle files; `kept-files.ts`) by name first, then by content (zip / tar / PDF signatures, `(kicad_pcb`, `(export (version`, `M48`, Gerber
 * `%FS` / `%TF` / `G04`, IPC-D-356 records, ISO-10303-21, CSV headers), by name second (common CAM
 * extensions of KiCad, Altium and Eagle), and last the other side files (`kept`: plots, reports,
 * documentation, images…). Only the first 64 KiB are read.
 */
export function detectFormat(name: string, bytes: Uint8Array): DetectedFile {
  const before = keptBeforeContent(name);
  if (before) return { name, format: 'kept', by: 'name', reason: before.label };
  const content = sniffBinary(name, bytes) ?? sniffText(bytes);
  if (content) return { name, ...content, by: 'content' };
  const named = byName(name);
  if (named) return { name, ...named, by: 'name' };
  const after = keptAfterEverything(name);
  if (after) return { name, format: 'kept', by: 'name', reason: after.label };
  return { name, format: 'unknown', by: 'none', reason: 'neither content nor name is recognised' };
}
