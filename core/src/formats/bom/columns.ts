/** A header cell reduced for matching: lower case, letters and digits only ("Manufacturer Part #" → "manufacturerpart"). */
export const headerKey = (cell: string): string => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The columns the reader understands; any other non-empty column is kept as a field, named as written. */
export interface BomColumns {
  ref: number;
  value: number;
  footprint: number;
  quantity: number;
  /** A "DNP" / "Do not place" column: a mark means not fitted. */
  dnp: number;
  /** A "Fitted" / "Populate" / "Install" column: "no" means not fitted. */
  fitted: number;
}

const REF = [
  'reference',
  'references',
  'ref',
  'refs',
  'refdes',
  'designator',
  'designators',
  'partreference',
  'partreferences',
  'referencedesignator',
  'referencedesignators',
];
const VALUE = ['value', 'values', 'val', 'comment'];
const FOOTPRINT = [
  'footprint',
  'package',
  'pcbfootprint',
  'footprintname',
  'case',
  'casepackage',
  'packagecase',
];
const QUANTITY = ['quantity', 'qty', 'count', 'qtyperboard', 'quantityperpcb'];
const DNP = ['dnp', 'dnf', 'donotplace', 'donotpopulate', 'donotfit', 'nostuff', 'ns'];
const FITTED = ['fitted', 'populate', 'populated', 'install', 'installed', 'mount', 'mounted', 'assemble'];

const find = (keys: string[], names: string[]) => keys.findIndex((k) => names.includes(k));

/** The columns of a header row, or null when it names no reference column or nothing else a BOM has. */
export function bomColumns(cells: string[]): BomColumns | null {
  const keys = cells.map(headerKey);
  const c: BomColumns = {
    ref: find(keys, REF),
    value: find(keys, VALUE),
    footprint: find(keys, FOOTPRINT),
    quantity: find(keys, QUANTITY),
    dnp: find(keys, DNP),
    fitted: find(keys, FITTED),
  };
  if (c.ref < 0) return null;
  const other = keys.some((k, i) => i !== c.ref && k !== '');
  return other ? c : null;
}

/** A cell of a DNP column that marks the part not fitted ("DNP", "x", "yes", "1"…); blank and "no" do not. */
export const marksDnp = (cell: string): boolean =>
  /^(dnp|dnf|x|yes|y|true|1|no ?stuff|not fitted|do not (place|populate|fit))$/i.test(cell.trim());

/** A cell of a Fitted column that says the part is not fitted ("no", "0", "DNP"…). */
export const saysNotFitted = (cell: string): boolean =>
  /^(no|n|false|0|dnp|dnf|not fitted|no ?stuff)$/i.test(cell.trim());

/** A value that is itself the DNP mark (a common way to keep a footprint unfitted). */
export const valueIsDnp = (cell: string): boolean =>
  /^(dnp|dnf|n\/?f|no ?stuff|not fitted|do not (place|populate|fit))$/i.test(cell.trim());
