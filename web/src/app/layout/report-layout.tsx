import { Box, Button, Container, Group, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/layout/brand-mark';

/**
 * The `report` layout: a clean document page for DFT reports and summaries (later issues). The thin
 * top bar does not print; the page itself prints edge to edge (global.css `@media print`).
 */
export function ReportLayout() {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Group
        data-print="hide"
        justify="space-between"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }} aria-label="Studio dashboard">
          <Group gap={8}>
            <BrandMark size={24} />
            <Text fw={700}>Studio</Text>
          </Group>
        </Link>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPrinter size={14} />}
          onClick={() => window.print()}
        >
          Print
        </Button>
      </Group>
      <Container size="md" py="lg" data-print="page">
        <Outlet />
      </Container>
    </Box>
  );
}
