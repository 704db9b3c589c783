import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadingLines } from '../../components/query-state';
import { DiagnosticsList } from './diagnostics-list';
import { formatBoardSize, formatCount } from './dut-format';
import { useDut, useDutFiles } from './dut-queries';
import { importErrors } from './import-failed-alert';
import { ImportProgress } from './import-progress';
import { useUnits } from './use-dut-context';

/** Follows the import of a DUT just created: progress, then the board in one line, or what failed. */
export function ImportOutcome({ dutId }: { dutId: string }) {
  const dut = useDut(dutId);
  const units = useUnits();
  const failed = dut.data?.status === 'failed';
  const files = useDutFiles(dutId, 1, false);
  if (!dut.data) return <LoadingLines lines={2} />;
  const d = dut.data;
  const open = (
    <Button component={Link} to={`/dut/${d.id}`}>
      {failed ? 'Open the DUT to fix it' : 'Open the board'}
    </Button>
  );
  if (d.status === 'ready' && d.board) {
    const b = d.board;
    return (
      <Alert
        color="positive"
        variant="light"
        icon={<IconCircleCheck size={20} />}
        title="Imported"
        role="status"
      >
        <Stack gap="sm">
          <Text size="sm">
            {formatBoardSize(b.widthMm, b.heightMm, units)}
            {b.copperLayers !== null ? ` · ${b.copperLayers} copper layers` : ''} ·{' '}
            {formatCount(b.components)} components · {formatCount(b.testPoints.total)} test-point candidates
          </Text>
          <Group>{open}</Group>
        </Stack>
      </Alert>
    );
  }
  if (failed) {
    const errors = importErrors(files.data?.items ?? []);
    return (
      <Alert
        color="negative"
        variant="light"
        icon={<IconAlertCircle size={20} />}
        title="The import failed"
        role="alert"
      >
        <Stack gap="sm">
          <Text size="sm">
            The DUT and its files are saved. Fix the file named below and upload it again on the DUT page.
          </Text>
          {errors.length > 0 && <DiagnosticsList diagnostics={errors.slice(0, 8)} />}
          <Group>{open}</Group>
        </Stack>
      </Alert>
    );
  }
  return <ImportProgress dut={d} />;
}
