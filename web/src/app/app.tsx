import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { NotificationViewport } from '../components/notifications/notification-viewport';
import { cssVariablesResolver, theme } from '../theme/theme';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'studio.color-scheme' });

export function App() {
  const [client] = useState(createQueryClient);
  const [router] = useState(() => createRouter(client));
  return (
    <QueryClientProvider client={client}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={cssVariablesResolver}
      >
        <RouterProvider router={router} />
        <NotificationViewport />
      </MantineProvider>
    </QueryClientProvider>
  );
}
