import { Button, Grid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { LoadingLines, QueryError } from '../../components/query-state';
import { Section } from '../../components/section';
import { DftReportList } from './dft-report-list';
import { TestConfigList } from './test-config-list';
import { useTestConfigs } from './test-config-queries';
import type { WorkspaceTarget } from './workspace-target';

/** The DUT page's test configurations (with their versions) and DFT reports. */
export function TestConfigsSection({
  dutId,
  hasBoard,
  canEdit,
  openId,
  onOpen,
}: {
  dutId: string;
  hasBoard: boolean;
  canEdit: boolean;
  openId: string | null;
  onOpen(target: WorkspaceTarget): void;
}) {
  const configs = useTestConfigs(dutId);
  const action =
    canEdit && hasBoard ? (
      <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => onOpen({ kind: 'new' })}>
        New test config
      </Button>
    ) : undefined;
  let list: React.ReactNode;
  if (configs.isPending) list = <LoadingLines lines={3} />;
  else if (configs.isError) list = <QueryError error={configs.error} onRetry={() => configs.refetch()} />;
  else if (configs.data.items.length === 0)
    list = (
      <Text size="sm" c="dimmed">
        {!hasBoard
          ? 'Test configurations start from the imported board: they can be made once the design package is imported.'
          : canEdit
            ? 'No test configurations yet. “New test config” starts from Studio’s automatic proposal.'
            : 'No test configurations yet. An engineer of your company creates them.'}
      </Text>
    );
  else list = <TestConfigList configs={configs.data.items} openId={openId} onOpen={onOpen} />;
  return (
    <Section
      id="test-configs"
      title="Test configurations"
      description="What is probed, how the board is located and pressed, and the fixture settings; each save is a numbered version."
      actions={action}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>{list}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="xs">
            <Title order={3} size="h6">
              DFT reports
            </Title>
            <DftReportList dutId={dutId} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Section>
  );
}
