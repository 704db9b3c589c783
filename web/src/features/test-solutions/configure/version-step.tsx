import { Alert, Anchor, Badge, Group, Radio, Stack, Text } from '@mantine/core';
import type { OrderableVersion } from '@studio/api';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { formatUpdated } from '../../../lib/format';
import { useOrderableVersions } from '../solution-queries';

const REPORT_COLORS = { pass: 'positive', warning: 'warning', fail: 'negative' } as const;

function VersionCard({ v }: { v: OrderableVersion }) {
  const report = v.latestReport;
  const reportId = v.block?.reportId ?? report?.id;
  return (
    <Radio.Card
      value={`${v.testConfigId}/${v.versionNumber}`}
      disabled={v.block !== null}
      p="sm"
      radius="md"
      aria-label={`${v.testConfigName} version ${v.versionNumber}`}
      style={v.block ? { opacity: 0.85, cursor: 'not-allowed' } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator disabled={v.block !== null} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>
              {v.testConfigName} · version {v.versionNumber}
            </Text>
            {report ? (
              <Badge size="sm" variant="light" color={REPORT_COLORS[report.status]}>
                DFT {report.status}
              </Badge>
            ) : (
              <Badge size="sm" variant="light" color="gray">
                No DFT report
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Saved {formatUpdated(v.createdAt)}
          </Text>
          {v.block && (
            <Text size="sm" c="negative">
              {v.block.message}{' '}
              {reportId && (
                <Anchor component={Link} to={`/dft-report/${reportId}`} size="sm">
                  Open the report
                </Anchor>
              )}
            </Text>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/** Step 2: a saved test-config version; only those whose latest DFT report has no fail can be chosen. */
export function VersionStep({
  dutId,
  value,
  onChoose,
}: {
  dutId: string;
  value: { testConfigId: string; versionNumber: number } | null;
  onChoose(testConfigId: string, versionNumber: number): void;
}) {
  const versions = useOrderableVersions(dutId);
  if (versions.isPending) return <LoadingLines lines={4} />;
  if (versions.isError) return <QueryError error={versions.error} onRetry={() => versions.refetch()} />;
  if (versions.data.length === 0)
    return (
      <Alert color="info" variant="light" title="No saved test config">
        Configure the test points on the{' '}
        <Anchor component={Link} to={`/dut/${dutId}`}>
          DUT’s page
        </Anchor>
        , save a version and run its DFT check.
      </Alert>
    );
  const orderable = versions.data.filter((v) => v.block === null).length;
  return (
    <Radio.Group
      value={value ? `${value.testConfigId}/${value.versionNumber}` : ''}
      onChange={(key) => {
        const [id, n] = key.split('/');
        onChoose(id!, Number(n));
      }}
      label="Which test-config version?"
      description={
        orderable === 0
          ? 'None can be ordered yet: a version is orderable once its latest DFT report has no fail.'
          : 'Only versions whose latest DFT report has no fail can be ordered.'
      }
    >
      <Stack gap="xs" mt="xs">
        {versions.data.map((v) => (
          <VersionCard key={`${v.testConfigId}/${v.versionNumber}`} v={v} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
