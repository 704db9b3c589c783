import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageTitle } from '../../lib/page-title';
import { BrandMark } from '../layout/brand-mark';

export interface ErrorView {
  status: number;
  title: string;
  message: string;
}

const STATUS_TITLES: Record<number, string> = {
  404: 'Page Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Whatever was thrown → what the error page says. 500 "Internal Server Error" unless told otherwise. */
export function toErrorView(error: unknown): ErrorView {
  if (isRouteErrorResponse(error)) {
    const status = error.status;
    const title = STATUS_TITLES[status] ?? (error.statusText || STATUS_TITLES[500]!);
    const body = (error.data ?? {}) as { fullPath?: unknown; message?: unknown };
    if (status === 404) {
      const message =
        typeof body.fullPath === 'string' ? `Page Not Found: ${body.fullPath}` : 'Page Not Found';
      return { status, title, message };
    }
    const message =
      typeof body.message === 'string' ? body.message : 'Something went wrong. Please try again.';
    return { status, title, message };
  }
  return {
    status: 500,
    title: STATUS_TITLES[500]!,
    message:
      'Something went wrong while showing this page. Reloading usually helps; if not, tell your administrator.',
  };
}

/** The route error boundary: fatal errors replace the whole app, with a way back. */
export function ErrorPage() {
  const error = useRouteError();
  const view = toErrorView(error);
  useEffect(() => {
    document.title = pageTitle(view.title);
  }, [view.title]);
  const detail = error instanceof Error ? error.message : null;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={560} ta="center">
        <BrandMark size={40} />
        <IconAlertTriangle size={40} color="var(--mantine-color-warning-filled)" aria-hidden />
        <Text c="dimmed" fw={600} size="xl" data-testid="error-status">
          {view.status}
        </Text>
        <Title order={1} size="h2">
          {view.title}
        </Title>
        <Text data-testid="error-message" style={{ overflowWrap: 'anywhere' }}>
          {view.message}
        </Text>
        {detail && view.status === 500 && (
          <Code block w="100%" ta="left" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {detail}
          </Code>
        )}
        <Group justify="center">
          <Button component="a" href="/" leftSection={<IconHome size={16} />}>
            Go to the dashboard
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => window.location.reload()}
          >
            Reload
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
