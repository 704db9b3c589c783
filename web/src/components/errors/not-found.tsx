import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { pageTitle } from '../../lib/page-title';

/** Unmatched route (PRODUCT.md §11): not fatal, shown inside the layout. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle('Page not found');
  }, []);
  return (
    <Stack gap="sm" py="xl" maw={640}>
      <Text c="dimmed" fw={600}>
        404
      </Text>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        Page not found: {pathname}
      </Title>
      <Text>The address may be mistyped, or the page has moved.</Text>
      <Anchor component={Link} to="/">
        Back to the dashboard
      </Anchor>
    </Stack>
  );
}
