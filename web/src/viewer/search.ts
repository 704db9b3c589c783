import { displayNetName } from '@studio/core';
import type { Board } from '@studio/core';
import { EMPTY_RECT, featureBounds, unionRect } from './scene/feature-bounds';
import { featureIndex } from './scene/feature-record';
import type { BoardRect, SearchMatch } from './types';

/** A pad written as "REF.PIN", "REF-PIN" or "REF:PIN" (e.g. "U1.14"). */
const PAD_QUERY = /^(.+?)[.:-]([^.:-]+)$/;

interface Scored {
  match: SearchMatch;
  /** 0 exact, 1 prefix, 2 substring. */
  rank: number;
}

function rankOf(name: string, q: string): number | null {
  const n = name.toLowerCase();
  if (n === q) return 0;
  if (n.startsWith(q)) return 1;
  return n.includes(q) ? 2 : null;
}

const boundsOf = (board: Board, features: number[]): BoardRect =>
  features.reduce((r, f) => unionRect(r, featureBounds(board, f)), EMPTY_RECT);

function componentMatches(board: Board, q: string): Scored[] {
  const found = new Map<string, { index: number; rank: number }>();
  board.components.forEach((c, index) => {
    const rank = rankOf(c.ref, q);
    if (rank !== null) found.set(c.ref, { index, rank });
  });
  if (found.size === 0) return [];
  // A component without a body is still found by its pads: one pass over the pads for all matches.
  const pads = new Map<string, number[]>();
  board.pads.forEach((p, k) => {
    if (p.ref === null || !found.has(p.ref)) return;
    const list = pads.get(p.ref);
    if (list) list.push(k);
    else pads.set(p.ref, [k]);
  });
  return [...found].map(([ref, { index, rank }]) => {
    const f = featureIndex(board, 'component', index);
    const bounds = boundsOf(board, [f, ...(pads.get(ref) ?? [])]);
    return { rank, match: { type: 'component', name: ref, ids: [board.components[index]!.id], bounds } };
  });
}

function netMatches(board: Board, q: string, nets: string[]): Scored[] {
  const hits = new Map<string, number>();
  for (const name of nets) {
    // KiCad's escaped names (`/VPP{slash}MCLR`) are found by what the engineer reads (`/VPP/MCLR`) too.
    const shown = displayNetName(name);
    const ranks = [rankOf(name, q), shown === name ? null : rankOf(shown, q)].filter((r) => r !== null);
    if (ranks.length > 0) hits.set(name, Math.min(...ranks));
  }
  if (hits.size === 0) return [];
  const members = new Map<string, number[]>();
  const add = (net: string | null, f: number) => {
    if (net !== null && hits.has(net)) {
      const list = members.get(net) ?? [];
      list.push(f);
      members.set(net, list);
    }
  };
  for (const [i, p] of board.pads.entries()) add(p.net, i);
  for (const [i, v] of board.vias.entries()) add(v.net, featureIndex(board, 'via', i));
  return [...hits].map(([name, rank]) => {
    const fs = members.get(name) ?? [];
    const ids = fs.map((f) =>
      f < board.pads.length ? board.pads[f]!.id : board.vias[f - board.pads.length]!.id,
    );
    return { rank, match: { type: 'net', name, ids, bounds: boundsOf(board, fs) } };
  });
}

function padMatches(board: Board, query: string): Scored[] {
  const m = PAD_QUERY.exec(query);
  if (!m) return [];
  const ref = m[1]!.toLowerCase();
  const pin = m[2]!.toLowerCase();
  const out: Scored[] = [];
  board.pads.forEach((p, i) => {
    if (p.ref?.toLowerCase() === ref && p.number.toLowerCase() === pin) {
      out.push({
        rank: 0,
        match: { type: 'pad', name: `${p.ref}.${p.number}`, ids: [p.id], bounds: boundsOf(board, [i]) },
      });
    }
  });
  return out;
}

const TYPE_ORDER: Record<SearchMatch['type'], number> = { pad: 0, component: 1, net: 2 };

/**
 * Finds components by reference, nets by name and pads as "REF.PIN", case-insensitively: exact
 * matches first, then prefixes, then substrings; pads before components before nets at equal rank.
 */
export function searchBoard(board: Board, nets: string[], query: string, limit = 50): SearchMatch[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const all = [...padMatches(board, q), ...componentMatches(board, q), ...netMatches(board, q, nets)];
  all.sort(
    (a, b) =>
      a.rank - b.rank ||
      TYPE_ORDER[a.match.type] - TYPE_ORDER[b.match.type] ||
      a.match.name.localeCompare(b.match.name, 'en', { numeric: true }),
  );
  return all.slice(0, limit).map((s) => s.match);
}
