import { Box, LoadingOverlay, VisuallyHidden } from '@mantine/core';

/** First paint while the guard asks the server about the session (the theme's 80 px spinner). */
export function AppLoading() {
  return (
    <Box pos="relative" h="100dvh" aria-busy="true">
      <VisuallyHidden>Loading Studio</VisuallyHidden>
      <LoadingOverlay visible overlayProps={{ blur: 0, backgroundOpacity: 0 }} />
    </Box>
  );
}
