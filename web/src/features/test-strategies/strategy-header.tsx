import { Anchor, type ComboboxItem, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { TestStrategyDetail, TestStrategyStatus } from '@studio/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { notify } from '../../components/notifications/notification-store';
import { describeError } from '../../lib/describe-error';
import { formatUpdated } from '../../lib/format';
import { StrategyStatusBadge } from './strategy-status-badge';
import { STATUS_OPTIONS } from './strategy-status';
import { useUpdateStrategy } from './strategy-queries';

/** The strategy's status: a select for engineers, a badge for viewers. */
function StatusControl({ detail, canEdit }: { detail: TestStrategyDetail; canEdit: boolean }) {
  const update = useUpdateStrategy(detail.id);
  if (!canEdit) return <StrategyStatusBadge status={detail.status} />;
  return (
    <Select
      aria-label="Status"
      size="xs"
      w={130}
      allowDeselect={false}
      data={STATUS_OPTIONS}
      value={detail.status}
      disabled={update.isPending}
      onChange={(v) =>
        v &&
        update.mutate(
          { status: v as TestStrategyStatus },
          { onError: (error) => notify({ color: 'negative', message: describeError(error) }) },
        )
      }
    />
  );
}

type VersionOption = ComboboxItem & { note: string };

const versionLabel = (n: number, latest: number | null) => `Version ${n}${n === latest ? ' (latest)' : ''}`;

/**
 * The version chooser. The field shows only "Version N (latest)", which always fits: the chosen
 * version's note is the paragraph above it. Each option in the list carries its note on a second,
 * dimmed line (two lines at most, the whole note as its title), so a long note is never cut to
 * "Drafted fro…" in the field.
 */
function VersionSelect({
  detail,
  version,
  onVersion,
}: {
  detail: TestStrategyDetail;
  version: number;
  onVersion(n: number): void;
}) {
  const data: VersionOption[] = detail.versions.map((v) => ({
    value: String(v.number),
    label: versionLabel(v.number, detail.latestVersion),
    note: v.note,
  }));
  const chosen = data.find((o) => o.value === String(version));
  return (
    <Select
      aria-label="Version"
      size="xs"
      w={{ base: '100%', xs: 200 }}
      allowDeselect={false}
      value={String(version)}
      onChange={(v) => v && onVersion(Number(v))}
      data={data}
      title={chosen ? [chosen.label, chosen.note].filter(Boolean).join(' · ') : undefined}
      comboboxProps={{ width: 'min(22rem, calc(100vw - 2rem))', position: 'bottom-start' }}
      renderOption={({ option }) => {
        const { note } = option as VersionOption;
        return (
          <Stack gap={0} miw={0} title={note || undefined}>
            <Text size="xs">{option.label}</Text>
            {note && (
              <Text size="xs" c="dimmed" lineClamp={2} data-testid="version-note">
                {note}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}

/** Name, DUT, version chooser and status of a strategy, with the page's actions. */
export function StrategyHeader({
  detail,
  version,
  canEdit,
  onVersion,
  actions,
}: {
  detail: TestStrategyDetail;
  version: number | null;
  canEdit: boolean;
  onVersion(n: number): void;
  actions?: ReactNode;
}) {
  const shown = detail.versions.find((v) => v.number === version);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Anchor component={Link} to="/test-strategy" size="xs">
          ← All test strategies
        </Anchor>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {detail.name}
        </Title>
        <Text size="sm" c="dimmed">
          Test strategy of{' '}
          <Anchor component={Link} to={`/dut/${detail.dutId}`} size="sm">
            {detail.dutName}
          </Anchor>
          {detail.source
            ? ` · drafted from ${detail.source.testConfigName} v${detail.source.versionNumber}`
            : ' · drafted from the board'}
          {shown &&
            ` · version ${shown.number} saved ${formatUpdated(shown.createdAt)} by ${shown.createdBy?.name ?? 'a former member'}`}
        </Text>
        {shown?.note && (
          <Text size="sm" maw={760} style={{ whiteSpace: 'pre-line' }}>
            {shown.note}
          </Text>
        )}
        <Group gap="xs" mt={4} wrap="wrap">
          {version !== null && <VersionSelect detail={detail} version={version} onVersion={onVersion} />}
          <StatusControl detail={detail} canEdit={canEdit} />
        </Group>
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
