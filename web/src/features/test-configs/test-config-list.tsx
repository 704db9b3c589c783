import { Anchor, Badge, Button, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TestConfigSummary } from '@studio/api';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadingLines, QueryError } from '../../components/query-state';
import { formatUpdated } from '../../lib/format';
import { useTestConfig } from './test-config-queries';
import type { WorkspaceTarget } from './workspace-target';

const person = (p: { name: string } | null) => p?.name ?? 'a former member';

function Versions({ config, onOpen }: { config: TestConfigSummary; onOpen(t: WorkspaceTarget): void }) {
  const detail = useTestConfig(config.id);
  if (detail.isPending) return <LoadingLines lines={2} />;
  if (detail.isError) return <QueryError error={detail.error} onRetry={() => detail.refetch()} />;
  if (detail.data.versions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No saved version.
      </Text>
    );
  return (
    <Stack gap={6} pl={22} aria-label={`Versions of ${config.name}`} role="list">
      {detail.data.versions.map((v) => (
        <Group key={v.id} gap="xs" wrap="wrap" role="listitem" align="baseline">
          <Anchor
            component="button"
            type="button"
            size="xs"
            fw={500}
            onClick={() => onOpen({ kind: 'saved', configId: config.id, version: v.number })}
          >
            Version {v.number}
          </Anchor>
          <Text size="xs" c={v.note ? undefined : 'dimmed'} style={{ flex: '1 1 160px' }}>
            {v.note || 'no note'}
          </Text>
          <Text size="xs" c="dimmed" title={v.createdAt}>
            {person(v.createdBy)} · {formatUpdated(v.createdAt)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The DUT's test configurations; each expands to its versions (number, who, when, note). */
export function TestConfigList({
  configs,
  openId,
  onOpen,
}: {
  configs: TestConfigSummary[];
  openId: string | null;
  onOpen(target: WorkspaceTarget): void;
}) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Stack gap={4}>
      {configs.map((c) => {
        const isExpanded = expanded === c.id;
        return (
          <Stack
            key={c.id}
            gap={4}
            py={4}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <UnstyledButton
                onClick={() => setExpanded(isExpanded ? null : c.id)}
                aria-expanded={isExpanded}
                aria-label={`Versions of ${c.name}`}
              >
                <Group gap={6} wrap="nowrap">
                  {isExpanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                  <Text fw={500} size="sm">
                    {c.name}
                  </Text>
                  {c.id === openId && (
                    <Badge size="xs" variant="light">
                      open
                    </Badge>
                  )}
                </Group>
              </UnstyledButton>
              <Group gap="sm" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {c.latestVersion === null ? 'no version' : `v${c.latestVersion}`} · updated{' '}
                  {formatUpdated(c.updatedAt)}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  disabled={c.latestVersion === null}
                  onClick={() => onOpen({ kind: 'saved', configId: c.id, version: c.latestVersion })}
                  aria-label={`Open ${c.name}`}
                >
                  Open
                </Button>
              </Group>
            </Group>
            <Collapse expanded={isExpanded}>{isExpanded && <Versions config={c} onOpen={onOpen} />}</Collapse>
          </Stack>
        );
      })}
    </Stack>
  );
}
