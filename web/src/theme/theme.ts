import {
  type CSSVariablesResolver,
  createTheme,
  Input,
  LoadingOverlay,
  Modal,
  PasswordInput,
  Textarea,
} from '@mantine/core';
import { brandColors } from './colors';

/** PRODUCT.md §11: sm 600, md 1024, lg 1440, xl 1920 px, in em (16 px) as Mantine expects. */
export const BREAKPOINTS_PX = { xs: 480, sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;
const toEm = (px: number) => `${px / 16}em`;

/** Dialogs open and close in 300 ms (PRODUCT.md §11). */
export const DIALOG_TRANSITION_MS = 300;
/** Loading overlays use an 80 px spinner (PRODUCT.md §11). */
export const LOADING_SPINNER_SIZE = 80;
/** Multi-line text fields show 6 rows by default (PRODUCT.md §11). */
export const TEXTAREA_ROWS = 6;

const rgba = (hex: string, alpha: number) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
};

/**
 * In dark mode Mantine derives the "light" variant of a colour from its darkest shades: for the dark
 * blue primary that is nearly black, and alerts become heavy blocks. A translucent mid shade keeps
 * active navigation, light buttons and alerts visible but calm.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Small coloured text on white (height sources, hole kinds, "OK"): the amber and green shades that
  // fill badges and icons read at about 2.2:1 and 3.3:1 as text; these darker ones at 5:1 or better.
  light: {
    '--mantine-color-warning-text': '#935a00',
    '--mantine-color-positive-text': '#2b7a3b',
  },
  dark: Object.fromEntries(
    Object.entries(brandColors).flatMap(([name, shades]) => [
      [`--mantine-color-${name}-light`, rgba(shades[6], 0.18)],
      [`--mantine-color-${name}-light-hover`, rgba(shades[6], 0.26)],
      [`--mantine-color-${name}-light-color`, `var(--mantine-color-${name}-2)`],
    ]),
  ),
});

export const theme = createTheme({
  colors: brandColors,
  primaryColor: 'primary',
  // Dark blue on white in light mode; a lighter shade keeps contrast on the dark background.
  primaryShade: { light: 8, dark: 4 },
  autoContrast: true,
  defaultRadius: 'sm',
  cursorType: 'pointer',
  breakpoints: {
    xs: toEm(BREAKPOINTS_PX.xs),
    sm: toEm(BREAKPOINTS_PX.sm),
    md: toEm(BREAKPOINTS_PX.md),
    lg: toEm(BREAKPOINTS_PX.lg),
    xl: toEm(BREAKPOINTS_PX.xl),
  },
  headings: { fontWeight: '600' },
  components: {
    Modal: Modal.extend({
      defaultProps: { transitionProps: { duration: DIALOG_TRANSITION_MS } },
      styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } },
    }),
    LoadingOverlay: LoadingOverlay.extend({
      defaultProps: { loaderProps: { size: LOADING_SPINNER_SIZE }, overlayProps: { blur: 1 } },
    }),
    Textarea: Textarea.extend({ defaultProps: { rows: TEXTAREA_ROWS } }),
    // No visual asterisk: it becomes part of the label's text ("Password *"), which breaks exact label
    // look-ups. Required inputs keep the `required` attribute (announced by screen readers) and every
    // missing field gets its own message on submit (decision 0005).
    InputWrapper: Input.Wrapper.extend({ defaultProps: { withAsterisk: false } }),
    // The eye button's default name contains "password", which makes `getByLabel('Password')` (tests,
    // assistive tech's label search) ambiguous; this name says what it does without the word.
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the typed characters' } },
    }),
  },
});
