import {
  type CsvImportReport,
  GUIDE_PIN_ACTIONS,
  KIT_ACTUATIONS,
  OPTION_FEATURES,
  PITCH_CLASSES,
  PRESSURE_PIN_TIP_MATERIAL_CHOICES,
  PRESSURE_PIN_TIPS,
  RECEPTACLE_TERMINATIONS,
  TIP_STYLES,
  PART_CSV_COLUMNS,
  PART_KINDS,
  PartInput,
  type PartInputParsed,
  type PartKind,
  SPECS_BY_KIND,
} from '@studio/api';
import { and, asc, eq } from 'drizzle-orm';
import { part, partCompatibility } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { ServiceError, Validation } from '../errors';
import { findClassByPath, splitClassPath } from './class-tree';
import { linkProblem } from './compatibility';
import {
  booleanCell,
  CsvErrors,
  type CsvRow,
  listCell,
  numberCell,
  readCsvTable,
  writeCsv,
} from './csv-table';
import { insertPartClass } from './part-classes';
import { insertPart, orderedPair, replacePart } from './save-part';
import { loadClassTree } from './class-tree';
import type { PartRow } from './part-rows';
import type { Tx } from '../../db/client';

/**
 * Parts as CSV (api PART_CSV_COLUMNS). Export writes every part; import creates or updates parts by
 * part number, all or nothing, and reports every problem by row and column.
 */

type Cell = string | number | boolean | null;
type SpecType = 'string' | 'number' | 'boolean' | 'list';

const SPEC_TYPES: Record<string, SpecType> = {
  pitchClass: 'string',
  tipStyle: 'string',
  tipDiameterMm: 'number',
  fullTravelMm: 'number',
  workingTravelMm: 'number',
  forceAtWorkingTravelN: 'number',
  currentRatingA: 'number',
  lengthMm: 'number',
  drillDiameterMm: 'number',
  collarHeightMm: 'number',
  termination: 'string',
  holeDiameterMinMm: 'number',
  holeDiameterMaxMm: 'number',
  action: 'string',
  diameterMm: 'number',
  tip: 'string',
  tipMaterial: 'string',
  pitchClasses: 'list',
  positions: 'number',
  activeAreaXMm: 'number',
  activeAreaYMm: 'number',
  maxProbes: 'number',
  topProbing: 'boolean',
  cartridgeSupport: 'boolean',
  actuation: 'string',
  ratedCycles: 'number',
  holdDownForceN: 'number',
  adds: 'string',
  description: 'string',
  wireAwg: 'number',
  mountHoleMm: 'number',
  holeFit: 'string',
  holeSource: 'string',
};

/** What a column accepts, for the `expected` of a row error. */
const EXPECTED: Record<string, string> = {
  partNumber: 'letters, digits and . _ - /, unique, at most 64 characters',
  name: 'a name of 1 to 200 characters',
  kind: PART_KINDS.join(', '),
  class: 'a class path such as "Probes / 100 mil"',
  unitPrice: 'a price ≥ 0 with at most 4 decimals',
  currency: 'a three-letter ISO 4217 code, e.g. EUR',
  leadTimeDays: 'a whole number of days, 0 to 730',
  datasheetUrl: 'an http(s) address or blank',
  active: 'true or false',
  compatibleWith: 'part numbers separated by |',
};

const specFieldsOf = (kind: PartKind) => Object.keys(SPECS_BY_KIND[kind].shape);

const specColumn = (field: string) => `spec.${field}`;

/** The CSV row of a part. */
function toCsvRow(row: PartRow, classPath: string, partners: string[]): Record<string, Cell> {
  const out: Record<string, Cell> = {
    partNumber: row.partNumber,
    name: row.name,
    kind: row.kind,
    class: classPath,
    manufacturer: row.manufacturer,
    mpn: row.mpn,
    unitPrice: Number(row.unitPrice),
    currency: row.currency,
    leadTimeDays: row.leadTimeDays,
    datasheetUrl: row.datasheetUrl ?? '',
    active: row.active,
    description: row.description,
    compatibleWith: partners.join('|'),
  };
  for (const [field, value] of Object.entries(row.specs)) {
    if (value === null || value === undefined) continue;
    out[specColumn(field)] = Array.isArray(value) ? value.join('|') : (value as Cell);
  }
  return out;
}

export async function exportPartsCsv({ db }: Pick<ServiceDeps, 'db'>): Promise<string> {
  const tree = await loadClassTree(db);
  const rows = await db.select().from(part).orderBy(asc(part.partNumber));
  const links = await db.select().from(partCompatibility);
  const numberOf = new Map(rows.map((r) => [r.id, r.partNumber]));
  const partners = new Map<string, string[]>();
  for (const l of links) {
    partners.set(l.partAId, [...(partners.get(l.partAId) ?? []), numberOf.get(l.partBId)!]);
    partners.set(l.partBId, [...(partners.get(l.partBId) ?? []), numberOf.get(l.partAId)!]);
  }
  return writeCsv(
    PART_CSV_COLUMNS,
    rows.map((r) => toCsvRow(r, tree.get(r.classId)?.path ?? '', (partners.get(r.id) ?? []).sort())),
  );
}

/** Thrown inside the import transaction to roll it back (errors found, or a dry run). */
class Rollback extends Error {}

interface PlannedRow {
  row: number;
  cells: Map<string, string>;
  existing: PartRow | undefined;
  input: PartInputParsed;
  classPath: string;
  partners: string[] | undefined;
  unchanged: boolean;
}

export async function importPartsCsv(
  { db }: Pick<ServiceDeps, 'db'>,
  actorId: string | null,
  text: string,
  dryRun: boolean,
): Promise<CsvImportReport> {
  const errors = new CsvErrors();
  const report = (counts: { rows: number; created: number; updated: number; unchanged: number }) => ({
    ok: errors.empty,
    dryRun,
    ...counts,
    errors: errors.list,
    errorCount: errors.count,
  });
  const table = readCsvTable(text, PART_CSV_COLUMNS, ['partNumber'], errors);
  if (!table) return report({ rows: 0, created: 0, updated: 0, unchanged: 0 });
  const counts = { rows: table.rows.length, created: 0, updated: 0, unchanged: 0 };
  try {
    await db.transaction(async (tx) => {
      const existing = await tx.select().from(part);
      const byNumber = new Map(existing.map((p) => [p.partNumber.toLowerCase(), p]));
      const plan = await planRows(tx, table.rows, byNumber, errors);
      if (!errors.empty) throw new Rollback();
      const idByNumber = new Map(existing.map((p) => [p.partNumber.toLowerCase(), p.id]));
      for (const p of plan) {
        const classId = await ensureClass(tx, p.classPath);
        const input = { ...p.input, classId };
        try {
          if (p.unchanged) counts.unchanged++;
          else if (p.existing) {
            await replacePart(tx, p.existing.id, input, actorId);
            counts.updated++;
          } else {
            idByNumber.set(input.partNumber.toLowerCase(), await insertPart(tx, input, actorId));
            counts.created++;
          }
        } catch (error) {
          if (!(error instanceof ServiceError)) throw error;
          // e.g. a kind change of a part that has links: reported on its row like any other problem.
          const fields = error instanceof Validation || 'fields' in error ? (error as Validation).fields : {};
          const [field, message] = Object.entries(fields)[0] ?? ['', error.message];
          const column = field === 'classId' ? 'class' : field;
          errors.add(p.row, column, p.cells.get(column) ?? '', message, EXPECTED[column] ?? 'a valid value');
        }
      }
      if (errors.empty) await applyLinks(tx, plan, idByNumber, errors);
      if (!errors.empty || dryRun) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return report(counts);
}

async function ensureClass(tx: Tx, path: string): Promise<string> {
  let parentId: string | null = null;
  let tree = await loadClassTree(tx);
  const names = splitClassPath(path);
  for (let i = 0; i < names.length; i++) {
    const found = findClassByPath(tree, names.slice(0, i + 1).join('/'));
    if (found) {
      parentId = found.id;
      continue;
    }
    parentId = await insertPartClass(tx, { name: names[i]!, parentId });
    tree = await loadClassTree(tx);
  }
  return parentId!;
}

async function planRows(
  tx: Tx,
  rows: CsvRow[],
  byNumber: Map<string, PartRow>,
  errors: CsvErrors,
): Promise<PlannedRow[]> {
  const tree = await loadClassTree(tx);
  const seen = new Map<string, number>();
  const plan: PlannedRow[] = [];
  for (const { row, cells } of rows) {
    const number = (cells.get('partNumber') ?? '').trim();
    const key = number.toLowerCase();
    if (number && seen.has(key)) {
      errors.add(
        row,
        'partNumber',
        number,
        `Part number ${number} is also on row ${seen.get(key)}.`,
        'each part number once',
      );
      continue;
    }
    seen.set(key, row);
    const existing = byNumber.get(key);
    const raw = rawInput(row, cells, existing, tree.get(existing?.classId ?? '')?.path ?? '', errors);
    if (!raw) continue;
    const classPath = String(raw.classId ?? '');
    const names = splitClassPath(classPath);
    if (names.length === 0) {
      errors.add(row, 'class', classPath, 'The class is required.', EXPECTED.class!);
      continue;
    }
    const tooLong = names.find((n) => n.length > 80);
    if (tooLong)
      errors.add(
        row,
        'class',
        classPath,
        `Class name "${tooLong.slice(0, 20)}…" is longer than 80 characters.`,
        EXPECTED.class!,
      );
    // The class may not exist yet (it is created): validate with a stand-in id.
    const parsed = PartInput.safeParse({ ...raw, classId: 'class-from-path' });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column =
          issue.path[0] === 'specs'
            ? specColumn(String(issue.path[1] ?? ''))
            : issue.path[0] === 'classId'
              ? 'class'
              : String(issue.path[0] ?? '');
        errors.add(
          row,
          column,
          cells.get(column) ?? '',
          issue.message,
          EXPECTED[column] ?? expectedOfSpec(column),
        );
      }
      continue;
    }
    const partners = cells.has('compatibleWith') ? listCell(cells.get('compatibleWith')!) : undefined;
    const unchanged =
      existing !== undefined &&
      normalizedOf(parsed.data, classPath) ===
        normalizedOf(asInput(existing), tree.get(existing.classId)?.path ?? '');
    plan.push({ row, cells, existing, input: parsed.data, classPath, partners, unchanged });
  }
  return plan;
}

/** The values of the enumerated spec fields. */
const SPEC_CHOICES: Record<string, readonly string[]> = {
  pitchClass: PITCH_CLASSES,
  pitchClasses: PITCH_CLASSES,
  tipStyle: TIP_STYLES,
  termination: RECEPTACLE_TERMINATIONS,
  action: GUIDE_PIN_ACTIONS,
  tip: PRESSURE_PIN_TIPS,
  tipMaterial: PRESSURE_PIN_TIP_MATERIAL_CHOICES,
  actuation: KIT_ACTUATIONS,
  adds: OPTION_FEATURES,
};

const expectedOfSpec = (column: string) => {
  const field = column.replace(/^spec\./, '');
  const choices = SPEC_CHOICES[field];
  if (choices)
    return field === 'pitchClasses'
      ? `${choices.join(', ')}, separated by |`
      : `one of: ${choices.join(', ')}`;
  const type = SPEC_TYPES[field];
  if (type === 'number') return "a number (see the field's unit in its name)";
  if (type === 'boolean') return 'true or false';
  if (type === 'list') return 'values separated by |';
  return 'a valid value';
};

const normalizedOf = (input: PartInputParsed, classPath: string) =>
  JSON.stringify(
    { ...input, classId: splitClassPath(classPath).join('/').toLowerCase() },
    Object.keys(input).sort(),
  ) + JSON.stringify(input.specs, Object.keys(input.specs).sort());

function asInput(row: PartRow): PartInputParsed {
  return {
    partNumber: row.partNumber,
    name: row.name,
    manufacturer: row.manufacturer,
    mpn: row.mpn,
    classId: row.classId,
    unitPrice: Number(row.unitPrice),
    currency: row.currency,
    leadTimeDays: row.leadTimeDays,
    datasheetUrl: row.datasheetUrl,
    description: row.description,
    active: row.active,
    kind: row.kind,
    specs: row.specs,
  } as PartInputParsed;
}

/**
 * The row as an unvalidated part input: the existing part's values (when updating) overlaid with the
 * columns the file has. `classId` holds the class PATH here. Returns null when a cell could not be
 * read at all (the error is recorded).
 */
function rawInput(
  row: number,
  cells: Map<string, string>,
  existing: PartRow | undefined,
  existingClassPath: string,
  errors: CsvErrors,
): Record<string, unknown> | null {
  const before = errors.count;
  const base: Record<string, unknown> = existing ? { ...asInput(existing), classId: existingClassPath } : {};
  const text = (column: string, field = column) => {
    if (cells.has(column)) base[field] = cells.get(column)!;
  };
  text('partNumber');
  text('name');
  text('manufacturer');
  text('mpn');
  text('class', 'classId');
  text('currency');
  text('datasheetUrl');
  text('description');
  if (cells.has('kind')) base.kind = cells.get('kind')!.trim();
  if (cells.has('currency') && cells.get('currency')!.trim() === '') delete base.currency;
  for (const column of ['unitPrice', 'leadTimeDays']) {
    if (cells.has(column))
      base[column] = numberCell(cells.get(column)!, row, column, errors, EXPECTED[column]);
  }
  if (cells.has('active')) base.active = booleanCell(cells.get('active')!, row, 'active', errors);
  const kind = base.kind as PartKind;
  if (!PART_KINDS.includes(kind)) {
    errors.add(row, 'kind', String(base.kind ?? ''), 'Unknown or missing kind.', EXPECTED.kind!);
    return null;
  }
  base.specs = specsOf(row, cells, kind, existing?.kind === kind ? existing.specs : {}, errors);
  return errors.count === before ? base : null;
}

function specsOf(
  row: number,
  cells: Map<string, string>,
  kind: PartKind,
  current: Record<string, unknown>,
  errors: CsvErrors,
): Record<string, unknown> {
  const fields = specFieldsOf(kind);
  const specs: Record<string, unknown> = { ...current };
  for (const [column, value] of cells) {
    if (!column.startsWith('spec.')) continue;
    const field = column.slice('spec.'.length);
    if (!fields.includes(field)) {
      if (value.trim() !== '')
        errors.add(
          row,
          column,
          value,
          `A ${kind} has no ${field}.`,
          `blank for kind ${kind} (its fields: ${fields.join(', ')})`,
        );
      continue;
    }
    const type = SPEC_TYPES[field] ?? 'string';
    if (value.trim() === '') {
      delete specs[field];
      continue;
    }
    if (type === 'number') specs[field] = numberCell(value, row, column, errors);
    else if (type === 'boolean') specs[field] = booleanCell(value, row, column, errors);
    else if (type === 'list') specs[field] = listCell(value);
    else specs[field] = value.trim();
  }
  return specs;
}

/**
 * The compatibility links of the imported parts. Links are symmetric: the pairs listed by any row
 * are the links of the parts that have a `compatibleWith` cell (a pair listed on either side links).
 */
async function applyLinks(
  tx: Tx,
  plan: PlannedRow[],
  idByNumber: Map<string, string>,
  errors: CsvErrors,
): Promise<void> {
  const withLinks = plan.filter((p) => p.partners !== undefined);
  if (withLinks.length === 0) return;
  const all = await tx.select().from(part);
  const byId = new Map(all.map((p) => [p.id, p]));
  const pairs = new Map<string, { partAId: string; partBId: string }>();
  const touched = new Set<string>();
  for (const p of withLinks) {
    const selfId = idByNumber.get(p.input.partNumber.toLowerCase())!;
    touched.add(selfId);
    for (const number of p.partners!) {
      const otherId = idByNumber.get(number.toLowerCase());
      if (!otherId) {
        errors.add(
          p.row,
          'compatibleWith',
          number,
          `No part ${number} in the file or the catalog.`,
          EXPECTED.compatibleWith!,
        );
        continue;
      }
      const problem = linkProblem(byId.get(selfId)!, byId.get(otherId)!);
      if (problem) {
        errors.add(p.row, 'compatibleWith', number, problem, EXPECTED.compatibleWith!);
        continue;
      }
      const pair = orderedPair(selfId, otherId);
      pairs.set(`${pair.partAId}/${pair.partBId}`, pair);
    }
  }
  if (!errors.empty) return;
  const existing = await tx.select().from(partCompatibility);
  for (const l of existing) {
    const key = `${l.partAId}/${l.partBId}`;
    // A link of an untouched part to an untouched part stays; links of touched parts follow the file.
    if (!touched.has(l.partAId) && !touched.has(l.partBId)) continue;
    if (!pairs.has(key)) await deleteLink(tx, l.partAId, l.partBId);
  }
  const fresh = [...pairs.values()];
  if (fresh.length > 0) await tx.insert(partCompatibility).values(fresh).onConflictDoNothing();
}

async function deleteLink(tx: Tx, a: string, b: string) {
  await tx
    .delete(partCompatibility)
    .where(and(eq(partCompatibility.partAId, a), eq(partCompatibility.partBId, b)));
}

/**
 * Reads a catalog CSV (the export format) without a database, for `studio fixture --catalog`: each
 * row validated as the import validates it; links from `compatibleWith`. Problems are listed by row
 * and column (nothing is returned when there is one).
 */
export function readCatalogCsv(text: string): {
  parts: (PartInputParsed & { partners: string[] })[];
  errors: CsvImportReport['errors'];
  errorCount: number;
} {
  const errors = new CsvErrors();
  const table = readCsvTable(text, PART_CSV_COLUMNS, ['partNumber', 'name', 'kind'], errors);
  const parts: (PartInputParsed & { partners: string[] })[] = [];
  const seen = new Set<string>();
  for (const { row, cells } of table?.rows ?? []) {
    const number = (cells.get('partNumber') ?? '').trim();
    if (seen.has(number.toLowerCase())) {
      errors.add(
        row,
        'partNumber',
        number,
        `Part number ${number} is listed twice.`,
        'each part number once',
      );
      continue;
    }
    seen.add(number.toLowerCase());
    const raw = rawInput(row, cells, undefined, '', errors);
    if (!raw) continue;
    const parsed = PartInput.safeParse({ ...raw, classId: 'class-from-path' });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column =
          issue.path[0] === 'specs' ? specColumn(String(issue.path[1] ?? '')) : String(issue.path[0] ?? '');
        errors.add(
          row,
          column,
          cells.get(column) ?? '',
          issue.message,
          EXPECTED[column] ?? expectedOfSpec(column),
        );
      }
      continue;
    }
    parts.push({
      ...parsed.data,
      partners: cells.has('compatibleWith') ? listCell(cells.get('compatibleWith')!) : [],
    });
  }
  return { parts: errors.empty ? parts : [], errors: errors.list, errorCount: errors.count };
}
