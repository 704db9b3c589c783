import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingLines } from '../../../components/query-state';
import { useUnits } from '../../../lib/current-user';
import { formatBoardSize, formatCount } from '../../../lib/format';
import { useDut } from '../dut-queries';
import { ImportAlert, ImportErrorsAlert } from './import-alert';
import { ImportedBoard } from './imported-board';
import { ImportProgress, useLiveProgress } from './import-progress';
import { usePrepareBoardPage } from './prepare-board-page';

/**
 * Follows the import of a DUT just created: progress, then the board in one line and the board
 * itself, or what failed. The board is drawn as soon as the live event says the import ended (issue
 * 20 item 4: the moment it is read; its view waits, hidden, while the import runs), above the way to
 * the DUT page, whose code this screen loads meanwhile.
 */
export function ImportOutcome({ dutId }: { dutId: string }) {
  const dut = useDut(dutId);
  const units = useUnits();
  const live = useLiveProgress(dutId);
  const ready = dut.data?.status === 'ready' || live?.status === 'ready';
  usePrepareBoardPage(dutId, ready);
  const failed = dut.data?.status === 'failed';
  if (!dut.data) return <LoadingLines lines={2} />;
  const d = dut.data;
  const open = (
    <Button component={Link} to={`/dut/${d.id}`}>
      {failed ? 'Open the DUT to fix it' : 'Open the board'}
    </Button>
  );
  if (failed)
    return (
      <ImportErrorsAlert
        dutId={d.id}
        shown={8}
        more={(count) => `${count} more errors are listed with their files on the DUT page.`}
        actions={open}
        text="The DUT and its files are saved. Fix the file named below and upload it again on the DUT page."
      />
    );
  const b = d.status === 'ready' ? d.board : null;
  const layers = b && b.copperLayers !== null ? ` · ${b.copperLayers} copper layers` : '';
  return (
    <Stack gap="md">
      {b ? (
        <ImportAlert
          outcome="imported"
          text={`${formatBoardSize(b.widthMm, b.heightMm, units)}${layers} · ${formatCount(b.components)} components · ${formatCount(b.testPoints.total)} probe-able test-point candidates`}
          actions={open}
        />
      ) : (
        <ImportProgress dut={d} />
      )}
      <ImportedBoard dutId={d.id} ready={ready} />
    </Stack>
  );
}
