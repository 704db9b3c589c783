import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface StatusViewProps {
  /** The HTTP-style status shown above the title (404, 500…). */
  status: number;
  title: string;
  message: ReactNode;
  /** The thrown error's text, shown under the message (500s). */
  detail?: string | null;
  /**
   * How "Go to the dashboard" leaves: `link` navigates inside the app (a 404 inside the layout),
   * `reload` loads the page afresh (the error page, where the app itself may be what failed).
   */
  home: 'link' | 'reload';
  /** Offers to reload the page (errors that a reload may cure). */
  reload?: boolean;
  /** Sits above the icon: the brand mark on the error page, which has no layout around it. */
  brand?: ReactNode;
}

/**
 * The one design of a page that cannot be shown (PRODUCT.md §11): an unmatched path inside the
 * layout, a malformed parameter or a failure on the error page. Status, title and message are the
 * only differences; placement (inside the layout, or alone in the window) is the caller's.
 */
export function StatusView({ status, title, message, detail, home, reload, brand }: StatusViewProps) {
  return (
    <Stack align="center" gap="md" maw={560} mx="auto" py="xl" ta="center" data-testid="status-view">
      {brand}
      <IconAlertTriangle size={40} color="var(--mantine-color-warning-filled)" aria-hidden />
      <Text c="dimmed" fw={600} size="xl" data-testid="error-status">
        {status}
      </Text>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <Text data-testid="error-message" style={{ overflowWrap: 'anywhere' }}>
        {message}
      </Text>
      {detail && (
        <Code block w="100%" ta="left" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {detail}
        </Code>
      )}
      <Group justify="center">
        {home === 'link' ? (
          <Button component={Link} to="/" leftSection={<IconHome size={16} />}>
            Go to the dashboard
          </Button>
        ) : (
          <Button component="a" href="/" leftSection={<IconHome size={16} />}>
            Go to the dashboard
          </Button>
        )}
        {reload && (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => window.location.reload()}
          >
            Reload
          </Button>
        )}
      </Group>
    </Stack>
  );
}
