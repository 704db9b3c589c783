import type { DiagnosticSink } from '../../board/diagnostics';
import type { Orientation } from './orient';
import { coordMm, isHeaderLine, num, type RecordLine, recordLines, tokens } from './text';
import { coordScale, declaredUnits, type OdbUnits } from './units';
import { OdbppCode } from './codes';

/**
 * A component layer's `components` file (spec, "components (Components)"):
 *
 *   @<n> / &<n>                                            attribute names / texts
 *   CMP <pkg> <x> <y> <rot> <N|M> <name> <part> ;<attrs>   a component (rot clockwise, M = mirrored)
 *   PRP <name> '<value>'                                   a property of the component
 *   TOP <pin> <x> <y> <rot> <N|M> <net> <subnet> <name>    a toeprint (pin) of the component,
 *                                                          at its absolute position
 */
export interface Toeprint {
  /** Pin number: index of the pin in the package. */
  pin: number;
  x: number;
  y: number;
  /** Net number: index in eda/data's NET records; -1 when not given. */
  net: number;
  /** Subnet number: index of the pin's SNT record within that net; -1 when not given. */
  subnet: number;
  name: string;
  line: number;
}

export interface OdbComponent {
  pkg: number;
  x: number;
  y: number;
  orient: Orientation;
  name: string;
  part: string;
  properties: Map<string, string>;
  /** Component attributes by name (values as written; `&` texts resolved). */
  attrs: Map<string, string>;
  toeprints: Toeprint[];
  line: number;
}

export interface ComponentsFile {
  file: string;
  units: OdbUnits;
  components: OdbComponent[];
}

/** `'value'` → value (PRP values are quoted; quotes inside are not escaped by writers). */
const unquote = (s: string) => s.replace(/^'(.*)'$/s, '$1');

/**
 * Attribute values as written: a number for float / integer attributes, an option index, a `&` text
 * index, or `true` for a boolean present without a value (the attribute's type decides, and only the
 * few attributes read here are interpreted).
 */
function readAttrs(raw: string, names: Map<number, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const item of raw.split(',')) {
    const eq = item.indexOf('=');
    const key = Number(eq < 0 ? item : item.slice(0, eq));
    const name = names.get(key);
    if (!Number.isInteger(key) || name === undefined) continue;
    out.set(name.toLowerCase(), eq < 0 ? 'true' : item.slice(eq + 1).trim());
  }
  return out;
}

export function parseComponents(
  text: string,
  file: string,
  defaultUnits: OdbUnits,
  sink: DiagnosticSink<OdbppCode>,
): ComponentsFile {
  const lines = recordLines(text);
  const units = declaredUnits(lines)?.units ?? defaultUnits;
  const scale = coordScale(units);
  const out: ComponentsFile = { file, units, components: [] };
  const names = new Map<number, string>();
  let cmp: OdbComponent | null = null;
  const bad = (r: RecordLine, expected: string) =>
    sink.warn(
      OdbppCode.componentsBadRecord,
      `${file}: expected ${expected}, found "${r.text.slice(0, 80)}"`,
      {
        line: r.line,
      },
    );
  for (const r of lines) {
    const c = r.text[0];
    if (isHeaderLine(r.text)) continue; // UNITS=, ID= (the layer's unique id, ODB++ 8), U <units>
    if (c === '@' || c === '&') {
      // & texts are not needed: no text attribute of components is read
      const sp = r.text.search(/\s/);
      const n = Number(r.text.slice(1, sp < 0 ? undefined : sp));
      if (c === '@' && sp > 0 && Number.isInteger(n)) names.set(n, r.text.slice(sp + 1).trim());
      continue;
    }
    const semi = r.text.indexOf(';');
    const body = semi < 0 ? r.text : r.text.slice(0, semi);
    const t = tokens(body);
    const kind = t[0]?.toUpperCase();
    if (kind === 'CMP') {
      const pkg = Number(t[1]);
      const x = coordMm(t[2], scale);
      const y = coordMm(t[3], scale);
      const rot = num(t[4]);
      const mirror = (t[5] ?? 'N').toUpperCase();
      if (
        !Number.isInteger(pkg) ||
        pkg < 0 ||
        !Number.isFinite(x) ||
        !Number.isFinite(y) ||
        !Number.isFinite(rot) ||
        (mirror !== 'N' && mirror !== 'M') ||
        !t[6]
      ) {
        bad(r, 'CMP <package number> <x> <y> <rotation> <N|M> <name> <part>');
        cmp = null;
        continue;
      }
      cmp = {
        pkg,
        x,
        y,
        orient: { cwDeg: rot, mirror: mirror === 'M' },
        name: t[6],
        part: t.slice(7).join(' '),
        properties: new Map(),
        attrs: semi < 0 ? new Map() : readAttrs(r.text.slice(semi + 1).split(';')[0] ?? '', names),
        toeprints: [],
        line: r.line,
      };
      out.components.push(cmp);
    } else if (kind === 'PRP') {
      if (!cmp || t.length < 2) continue;
      const rest = r.text.replace(/^PRP\s+\S+\s*/i, '');
      cmp.properties.set(t[1]!, unquote(rest.trim()));
    } else if (kind === 'TOP') {
      const pin = Number(t[1]);
      const x = coordMm(t[2], scale);
      const y = coordMm(t[3], scale);
      const net = t[6] === undefined ? -1 : Number(t[6]);
      if (!cmp) {
        bad(r, 'TOP only after a CMP record');
      } else if (
        !Number.isInteger(pin) ||
        pin < 0 ||
        !Number.isFinite(x) ||
        !Number.isFinite(y) ||
        !Number.isInteger(net)
      ) {
        bad(r, 'TOP <pin number> <x> <y> <rotation> <N|M> <net number> <subnet number> <name>');
      } else {
        const subnet = Number(t[7] ?? -1);
        cmp.toeprints.push({
          pin,
          x,
          y,
          net,
          subnet: Number.isInteger(subnet) ? subnet : -1,
          name: t.slice(8).join(' ') || String(pin + 1),
          line: r.line,
        });
      }
    } else bad(r, 'a components record (CMP, PRP, TOP)');
  }
  return out;
}
