import type { SexprTree } from '../sexpr/index';
import type { TentingDefaults } from '../shared/via-tenting';

/**
 * Reads a `(tenting ...)` node in either spelling KiCad's parser accepts (parseFrontBackOptBool):
 * the bare list `(tenting front back)` / `(tenting none)` — a listed side is tented, an unlisted one
 * is not — or `(tenting (front yes) (back no))`, where `none` or an absent side means "not said".
 */
export function readFrontBack(t: SexprTree, node: number): TentingDefaults {
  const out: TentingDefaults = { front: undefined, back: undefined };
  if (node < 0) return out;
  let bare = false;
  for (let c = t.end(t.first(node)), e = t.end(node); c < e; c = t.end(c)) {
    if (t.isList(c)) {
      const v = t.strArg(c, 0);
      const value = v === 'yes' ? true : v === 'no' ? false : undefined;
      if (t.headIs(c, 'front')) out.front = value;
      else if (t.headIs(c, 'back')) out.back = value;
    } else {
      bare = true;
      if (t.is(c, 'front')) out.front = true;
      else if (t.is(c, 'back')) out.back = true;
    }
  }
  if (bare) {
    out.front ??= false;
    out.back ??= false;
  }
  return out;
}

/**
 * Board-level via tenting:
 * - KiCad 9+: `(setup (tenting ...))`, as KiCad reads it (a side not listed is not tented);
 * - KiCad 5–8: the plot option `(pcbplotparams (viasonmask false))` — "do not tent vias" unticked —
 *   means the mask layers KiCad writes cover every via (true: every via is open). It is the only
 *   statement those formats make about via masking, and it is what the fab receives in the Gerbers;
 * - nothing said: undefined (vias get `tented: null`).
 */
export function readBoardTenting(t: SexprTree, setup: number): TentingDefaults {
  const tenting = t.child(setup, 'tenting');
  if (tenting >= 0) return readFrontBack(t, tenting);
  const viasOnMask = t.child(t.child(setup, 'pcbplotparams'), 'viasonmask');
  if (viasOnMask >= 0) {
    const v = t.strArg(viasOnMask, 0);
    const open = v === 'true' || v === 'yes' ? true : v === 'false' || v === 'no' ? false : undefined;
    if (open !== undefined) return { front: !open, back: !open };
  }
  return { front: undefined, back: undefined };
}
