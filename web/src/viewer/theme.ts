import { PALETTE_SIZE, STYLE } from './scene/scene-types';
import type { Severity, Theme } from './types';

type StyleName = keyof typeof STYLE;

export interface ThemeColors {
  background: string;
  /** Overlay ink: labels, the measure line. */
  ink: string;
  inkHalo: string;
  /** Component references written on the board when zoomed in. */
  refLabel: string;
  /** The box behind a marker's label. */
  labelBackground: string;
  labelBorder: string;
  measure: string;
  severity: Record<Severity, string>;
  styles: Record<StyleName, string>;
}

/**
 * Board colours per theme. Light keeps the report palette (core/render/svg-palette.ts) so the live
 * view and the PDF agree; dark is tuned for contrast on a near-black substrate.
 */
export const THEMES: Record<Theme, ThemeColors> = {
  light: {
    background: '#f8f9fa',
    ink: '#1a1a1a',
    inkHalo: '#ffffff',
    refLabel: '#3b3f44',
    labelBackground: 'rgba(255, 255, 255, 0.94)',
    labelBorder: '#868e96',
    measure: '#c2255c',
    severity: { fail: '#e03131', warning: '#f08c00', info: '#1098ad', pass: '#2f9e44' },
    styles: {
      pad: '#c08a2d',
      padTh: '#b07a1f',
      via: '#8f7a45',
      hole: '#ffffff',
      drill: '#f8f9fa',
      outline: '#2f4f2f',
      body: '#6b6b6b',
      substrate: '#dfe9d3',
      netHighlight: '#7048e8',
      tpTestpoint: '#d6336c',
      tpThroughHole: '#1c7ed6',
      tpVia: '#2f9e44',
      tpSmd: '#f08c00',
      padFar: '#9aa3ad',
      hover: '#1971c2',
      selection: '#e8590c',
    },
  },
  dark: {
    background: '#141517',
    ink: '#f1f3f5',
    inkHalo: '#000000',
    refLabel: '#ced4da',
    labelBackground: 'rgba(26, 27, 30, 0.94)',
    labelBorder: '#5c5f66',
    measure: '#f783ac',
    severity: { fail: '#ff6b6b', warning: '#ffa94d', info: '#3bc9db', pass: '#69db7c' },
    styles: {
      pad: '#d9a444',
      padTh: '#cc9535',
      via: '#a99158',
      hole: '#141517',
      drill: '#141517',
      outline: '#8ce99a',
      body: '#adb5bd',
      substrate: '#1d3024',
      netHighlight: '#b197fc',
      tpTestpoint: '#f06595',
      tpThroughHole: '#4dabf7',
      tpVia: '#69db7c',
      tpSmd: '#ffa94d',
      padFar: '#5c6570',
      hover: '#74c0fc',
      selection: '#ff922b',
    },
  },
};

/** [r, g, b, a] in 0…1 from "#rgb", "#rrggbb", "#rrggbbaa" or "rgb(a)(…)"; null when unknown. */
export function parseColor(css: string): [number, number, number, number] | null {
  const s = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const n = (i: number) => Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return [n(0), n(2), n(4), full.length === 8 ? n(6) : 1];
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(s)?.[1];
  if (!rgb) return null;
  const parts = rgb
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (parts.length < 3 || parts.some(Number.isNaN)) return null;
  return [parts[0]! / 255, parts[1]! / 255, parts[2]! / 255, parts[3] ?? 1];
}

/** Packs the theme's style colours into the shader palette (PALETTE_SIZE × RGBA). */
export function paletteOf(theme: ThemeColors, emphasis: string[] = []): Float32Array {
  const out = new Float32Array(PALETTE_SIZE * 4);
  for (const [name, slot] of Object.entries(STYLE) as [StyleName, number][]) {
    out.set(parseColor(theme.styles[name]) ?? [1, 0, 1, 1], slot * 4);
  }
  emphasis.slice(0, PALETTE_SIZE - 16).forEach((css, k) => {
    out.set(parseColor(css) ?? [1, 0, 1, 1], (16 + k) * 4);
  });
  return out;
}
