import { type KicadContext, where } from './context';
import { KicadCode } from './codes';

/** Reads the `(net N "name")` declarations at the top level of a board. */
export function readNetDeclaration(ctx: KicadContext, node: number): void {
  const { t } = ctx;
  const code = t.numArg(node, 0);
  const nameNode = t.arg(node, 1);
  if (!Number.isInteger(code) || nameNode < 0) {
    ctx.sink.warn(
      KicadCode.netBadDeclaration,
      'net declaration without a number and a name',
      where(ctx, node),
    );
    return;
  }
  const name = t.str(nameNode);
  ctx.netNames.set(code, name);
  const byCode = ctx.netByCode;
  if (code >= 0 && code < byCode.length) byCode[code] = name;
  else if (code >= 0 && code < 2 * byCode.length + 1024) {
    // grows as KiCad numbers nets (0, 1, 2 …); codes in between take what the map has
    for (let k = byCode.length; k < code; k++) byCode.push(ctx.netNames.get(k));
    byCode.push(name);
  }
}

/**
 * The declared name of net `code`, as `ctx.netNames.get(code)`: read from the array of names by code
 * (`KicadContext.netByCode`, which agrees with the map below its length), else from the map.
 */
function declaredName(ctx: KicadContext, code: number): string | undefined {
  if (code >= 0 && code < ctx.netByCode.length && Number.isInteger(code)) return ctx.netByCode[code];
  return ctx.netNames.get(code);
}

/**
 * The net of a pad, via or other connected item: null for "no net".
 *
 * Two spellings: up to KiCad 9 an item carries the net CODE, `(net 5)` on vias and `(net 5 "GND")`
 * on pads, resolved through the board's declarations (the code is authoritative, as in KiCad's
 * parser); from format 20251028 (KiCad 10) items carry only the NAME, `(net "GND")`, and the board
 * declares no table. A quoted first argument is always a name, even when it looks like a number.
 */
export function readItemNet(ctx: KicadContext, item: number): string | null {
  return netOfNode(ctx, ctx.t.child(item, 'net'));
}

/** The net named by a `(net ...)` node (see readItemNet); null for -1. */
export function netOfNode(ctx: KicadContext, node: number): string | null {
  const { t } = ctx;
  if (node < 0) return null;
  const first = t.arg(node, 0);
  if (first < 0) return null;
  const code = t.isQuoted(first) ? Number.NaN : t.num(first);
  if (!Number.isFinite(code)) return undeclared(ctx, t.str(first));
  if (code === 0) return null;
  const declared = declaredName(ctx, code);
  if (declared !== undefined) return nameOrNull(declared);
  const written = t.arg(node, 1);
  if (written >= 0) {
    ctx.sink.warn(
      KicadCode.netUndeclared,
      `net ${code} is not declared; using the name the item gives`,
      where(ctx, node),
    );
    return undeclared(ctx, t.str(written));
  }
  ctx.sink.warn(
    KicadCode.netUndeclared,
    `net ${code} is not declared; item left unconnected`,
    where(ctx, node),
  );
  return null;
}

const nameOrNull = (name: string): string | null => (name === '' ? null : name);

/** A net named by an item, not by the declarations: noted (`KicadContext.undeclaredNets`). */
function undeclared(ctx: KicadContext, name: string): string | null {
  if (name === '') return null;
  ctx.undeclaredNets = true;
  return name;
}

/** The declared net names (the empty net 0 is not a net). */
export function declaredNetNames(names: Map<number, string>): string[] {
  return [...names.values()].filter((n) => n !== '');
}

/** Default via drills (mm) when a via has no `(drill)`: KiCad 5 takes them from the via's net class. */
export interface ViaDrillDefaults {
  byNet: Map<string, { via: number; micro: number }>;
  fallback: { via: number; micro: number };
}

/**
 * KiCad 5 boards carry their net classes, `(net_class NAME "descr" (via_drill d) (uvia_drill d)
 * (add_net NET) ...)`, and a via written without `(drill)` uses its net class's drill (micro vias the
 * micro-via drill), as KiCad's VIA::GetDrillValue does. Nets in no class use the `Default` class,
 * else the `(setup (via_drill) (uvia_drill))` values.
 */
export function readViaDrillDefaults(ctx: KicadContext, root: number, setup: number): ViaDrillDefaults {
  const { t } = ctx;
  const num = (node: number, name: string) => t.numArg(t.child(node, name), 0);
  const fallback = { via: num(setup, 'via_drill'), micro: num(setup, 'uvia_drill') };
  const byNet = new Map<string, { via: number; micro: number }>();
  for (let c = t.first(root), e = t.end(root); c < e; c = t.end(c)) {
    if (!t.headIs(c, 'net_class')) continue;
    const drills = { via: num(c, 'via_drill'), micro: num(c, 'uvia_drill') };
    if (t.strArg(c, 0) === 'Default') {
      if (Number.isFinite(drills.via)) fallback.via = drills.via;
      if (Number.isFinite(drills.micro)) fallback.micro = drills.micro;
    }
    for (let n = t.first(c), ne = t.end(c); n < ne; n = t.end(n)) {
      if (t.headIs(n, 'add_net')) byNet.set(t.strArg(n, 0), drills);
    }
  }
  return { byNet, fallback };
}
