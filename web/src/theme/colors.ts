import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/**
 * Brand palettes (PRODUCT.md §11), 10 shades each, lightest first. Components use the semantic
 * names (`primary`, `secondary`, `accent`, `positive`, `negative`, `info`, `warning`) so that the
 * brand can change without touching screens.
 */
const primary: MantineColorsTuple = [
  '#eaf0fa',
  '#d2ddf0',
  '#a3b8df',
  '#7091cd',
  '#4871be',
  '#2f5db5',
  '#2152ad',
  '#154396',
  '#0e3a85',
  '#0b2a5b',
];

const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc4',
  '#fbdc8b',
  '#f7c94e',
  '#f3b921',
  '#e0a526',
  '#cc9200',
  '#b07d00',
  '#946800',
  '#795400',
];

const lightBlue: MantineColorsTuple = [
  '#e4f4ff',
  '#cde5fb',
  '#9dcaf2',
  '#6aaeea',
  '#4197e3',
  '#2989df',
  '#1982de',
  '#066fc6',
  '#0063b2',
  '#00559e',
];

const amber: MantineColorsTuple = [
  '#fff8e1',
  '#ffecb3',
  '#ffe082',
  '#ffd54f',
  '#ffca28',
  '#ffc107',
  '#ffb300',
  '#ffa000',
  '#ff8f00',
  '#e67700',
];

/** Cyan with softer light shades: info alerts stay calm on white (Mantine's cyan-1 glares). */
const cyan: MantineColorsTuple = [
  '#eefafc',
  '#dcf2f6',
  '#b3e3ec',
  '#86d3e2',
  '#62c6d9',
  '#4abdd4',
  '#3bb9d2',
  '#29a2ba',
  '#1790a6',
  '#007d92',
];

export const brandColors = {
  primary,
  secondary: gold,
  accent: lightBlue,
  positive: DEFAULT_THEME.colors.green,
  negative: DEFAULT_THEME.colors.red,
  info: cyan,
  warning: amber,
};
