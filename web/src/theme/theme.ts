import { createTheme, LoadingOverlay, Modal, Textarea } from '@mantine/core';
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
    }),
    LoadingOverlay: LoadingOverlay.extend({
      defaultProps: { loaderProps: { size: LOADING_SPINNER_SIZE }, overlayProps: { blur: 1 } },
    }),
    Textarea: Textarea.extend({ defaultProps: { rows: TEXTAREA_ROWS } }),
  },
});
