import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { BoardViewSection } from '../board-view/board-view-section';
import { WhenIdle } from '../components/when-idle';
import { LoadingLines } from '../components/query-state';
import { RequireCompany } from '../features/company/require-company';
import { DutFacts, DutOverview, WithDut } from '../features/duts/detail/dut-detail';
import { TestConfigsSection } from '../features/test-configs/test-configs-section';
import { useWorkspaceTarget } from '../features/test-configs/use-workspace-target';
import { RevisionCheckSection } from '../features/revisions/revision-check-section';
import { DutStrategiesSection } from '../features/test-strategies/dut/dut-strategies-section';
import { lazyWithReload } from '../lib/chunk-reload';
import { useCanEditDuts } from '../lib/current-user';

// The workspace (viewer, DFT engine worker, tabs) is a chunk of its own, loaded when a config is opened.
const TestConfigWorkspace = lazy(
  lazyWithReload(() => import('../features/test-configs/workspace/test-config-workspace')),
);

/**
 * One DUT: its header, actions and import state, then the board view — or the open test config's
 * workspace in its place —, its test configs and reports, its test strategies, the board's
 * specifications and its files (those below the board once the board is drawn and the browser idle).
 */
function DutDetail({ id }: { id: string }) {
  const canEdit = useCanEditDuts();
  const [workspace, openWorkspace] = useWorkspaceTarget();
  return (
    <WithDut id={id}>
      {(d) => (
        <Stack gap="md">
          <DutOverview dut={d} canEdit={canEdit} />
          {d.board && workspace ? (
            <Suspense fallback={<LoadingLines lines={6} />}>
              <TestConfigWorkspace
                dutId={d.id}
                target={workspace}
                readOnly={!canEdit}
                onOpen={openWorkspace}
                onClose={() => openWorkspace(null)}
              />
            </Suspense>
          ) : (
            d.board && <BoardViewSection dutId={d.id} />
          )}
          <WhenIdle deferred={d.board !== null}>
            {d.previousRevisionId && d.board && <RevisionCheckSection dut={d} />}
            {d.status !== 'empty' && (
              <TestConfigsSection
                dutId={d.id}
                hasBoard={d.board !== null}
                canEdit={canEdit}
                openId={workspace?.kind === 'saved' ? workspace.configId : null}
                onOpen={openWorkspace}
              />
            )}
            {d.status !== 'empty' && (
              <DutStrategiesSection dutId={d.id} hasBoard={d.board !== null} canEdit={canEdit} />
            )}
            <DutFacts dut={d} canEdit={canEdit} />
          </WhenIdle>
        </Stack>
      )}
    </WithDut>
  );
}

/** `/dut/{id}`: one DUT (the route has already checked that the id is a UUID). */
export function DutDetailPage() {
  const { id = '' } = useParams();
  return (
    <Stack gap={0} maw={1600}>
      <RequireCompany>{() => <DutDetail key={id} id={id} />}</RequireCompany>
    </Stack>
  );
}
