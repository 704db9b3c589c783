import type { Board, Component } from '../board/model';
import { isTestPointComponent } from '../board/test-points';
import type { BoardFeature, BoardFeatureKind } from './model';

/** A board feature Studio suggests, and why (shown beside it so the engineer can judge). */
export interface BoardFeatureSuggestion {
  feature: BoardFeature;
  ref: string;
  reason: string;
}

interface Hint {
  kind: BoardFeatureKind;
  /** Tested against the reference designator. */
  ref?: RegExp;
  /** Tested against "footprint value" (case-insensitive). */
  text?: RegExp;
  reason: string;
}

// First match wins, so the explicit package names come before the reference letters: "D3" with an
// LED footprint is an LED, "J1" with a USB footprint a connector. Reference letters follow IEEE 315 /
// ASME Y14.44 (J, P connectors; SW, S switches; LED / DS indicators). Presence detection is only
// suggested for parts that say so; the engineer picks any other part by hand.
const HINTS: Hint[] = [
  {
    kind: 'presence',
    text: /presence|board[\s_-]?detect|\bdetect\b/i,
    reason: 'named for presence detection',
  },
  { kind: 'led', text: /\bled\b|led[_-]|[_-]led|led_?\d{4}|ws2812|sk6812/i, reason: 'LED package or value' },
  { kind: 'led', ref: /^(LED|DS)\d+/i, reason: 'reference LED / DS (indicator)' },
  {
    kind: 'button',
    text: /sw_?push|tact|button|pushbutton|sw_?spst|sw_?dip|sw_?slide|switch/i,
    reason: 'switch or button package',
  },
  { kind: 'button', ref: /^(SW|BTN|S)\d+/i, reason: 'reference SW / S (switch)' },
  {
    kind: 'connector',
    text: /connector|conn_|pin_?header|pinheader|pin_?socket|usb|rj45|8p8c|jack|terminal_?block|jst|molex|idc|d-?sub|fpc|ffc|swd|jtag|tag-?connect/i,
    reason: 'connector package',
  },
  { kind: 'connector', ref: /^(J|P|CN|CON|X|USB)\d+/i, reason: 'reference J / P / CN (connector)' },
];

// Package / value names say nothing about ICs and passives: a USB hub chip or an "LED driver" is not
// a connector or an LED, so for these references only the reference hints count (none match them).
const NO_TEXT_HINTS = /^(U|IC|Q|R|RN|RV|C|L|F|FB|Y|BT|TR)\d/i;

function classify(c: Component): Hint | null {
  const text = NO_TEXT_HINTS.test(c.ref) ? null : `${c.footprint} ${c.value}`;
  for (const hint of HINTS) {
    if (hint.ref?.test(c.ref)) return hint;
    if (text !== null && hint.text?.test(text)) return hint;
  }
  return null;
}

/**
 * Suggests the board features a fixture must serve (PRODUCT.md §1 step 2): connectors to mate or
 * reach, LEDs to watch, buttons to press, presence detection — from reference prefixes and package /
 * value names. Do-not-populate parts, test points, fiducials and mounting holes are skipped. In board
 * order; one suggestion per component.
 */
export function suggestBoardFeatures(board: Pick<Board, 'components'>): BoardFeatureSuggestion[] {
  const out: BoardFeatureSuggestion[] = [];
  for (const c of board.components) {
    if (c.dnp || isTestPointComponent(c) || /fiducial|mountinghole|mounting_hole/i.test(c.footprint))
      continue;
    const hint = classify(c);
    if (hint) out.push({ feature: { componentId: c.id, kind: hint.kind }, ref: c.ref, reason: hint.reason });
  }
  return out;
}

/** Adds the suggestions for components the list does not name yet; existing entries are kept as they are. */
export function mergeBoardFeatures(
  existing: BoardFeature[],
  suggestions: BoardFeatureSuggestion[],
): BoardFeature[] {
  const named = new Set(existing.map((f) => f.componentId));
  return [...existing, ...suggestions.filter((s) => !named.has(s.feature.componentId)).map((s) => s.feature)];
}
