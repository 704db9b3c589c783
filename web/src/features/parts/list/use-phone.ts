import { useMediaQuery } from '@mantine/hooks';

/** Below the `sm` breakpoint (600 px): dialogs take the whole screen there. */
export const usePhone = (): boolean => useMediaQuery('(max-width: 37.5em)') ?? false;
