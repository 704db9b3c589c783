import { Badge, Code, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Diagnostic } from '@studio/api';
import { IconAlertCircle, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatLocation, groupDiagnostics, SEVERITY_LOOK, type Severity } from './diagnostics';

const ICONS: Record<Severity, ReactNode> = {
  error: <IconAlertCircle size={14} />,
  warning: <IconAlertTriangle size={14} />,
  info: <IconInfoCircle size={14} />,
};

function DiagnosticRow({ diagnostic }: { diagnostic: Diagnostic }) {
  const where = formatLocation(diagnostic.location);
  const look = SEVERITY_LOOK[diagnostic.severity];
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" role="listitem">
      <ThemeIcon size={20} variant="light" color={look.color} radius="xl" aria-label={look.label}>
        {ICONS[diagnostic.severity]}
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {diagnostic.message}
        </Text>
        <Group gap={6}>
          <Code fz="xs">{diagnostic.code}</Code>
          {where && (
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {where}
            </Text>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

/** An importer's diagnostics, errors first, each with its code and where it points (file:line). */
export function DiagnosticsList({ diagnostics }: { diagnostics: readonly Diagnostic[] }) {
  return (
    <Stack gap="sm">
      {groupDiagnostics(diagnostics).map((group) => (
        <Stack key={group.severity} gap={6}>
          <Group gap={6}>
            <Badge size="sm" variant="light" color={SEVERITY_LOOK[group.severity].color}>
              {SEVERITY_LOOK[group.severity].plural} · {group.items.length}
            </Badge>
          </Group>
          <Stack gap={8} role="list" aria-label={SEVERITY_LOOK[group.severity].plural}>
            {group.items.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: diagnostics have no id; the list never reorders.
              <DiagnosticRow key={i} diagnostic={d} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
