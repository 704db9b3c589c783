import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { useHeldMe } from '../../lib/me-queries';

/** Applies the signed-in user's theme preference (light, dark or auto = follow the system). */
export function ThemeSync() {
  const { data: me } = useHeldMe();
  const { setColorScheme } = useMantineColorScheme();
  const theme = me?.preferences.theme;
  useEffect(() => {
    if (theme) setColorScheme(theme);
  }, [theme, setColorScheme]);
  return null;
}
