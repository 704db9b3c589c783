import { Alert, Box, Button, Grid, Paper, Progress, Stack, Stepper, Text } from '@mantine/core';
import { optionProblems, orderBlocks, priceSolution, type FixtureCatalog } from '@studio/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { StickyActionBar } from '../../../components/action-bar/sticky-action-bar';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { describeError } from '../../../lib/describe-error';
import { useOrderableVersions, useSaveSolution, useSolutionBasis } from '../solution-queries';
import { AddressStep, useDefaultAddresses } from './address-step';
import {
  type ConfigureState,
  LAST_STEP,
  parseConfigureState,
  reachableStep,
  STEPS,
  toSearch,
} from './configure-state';
import { DutStep } from './dut-step';
import { PriceSummary } from '../price/price-table';
import { LivePrice } from './live-price';
import { OptionsStep } from './options-step';
import { QuantityStep } from './quantity-step';
import { ReviewStep } from './review-step';
import { VersionStep } from './version-step';

/**
 * `/test-solution/configure`: DUT → test-config version → kit and options → quantity → addresses →
 * review, every choice in the address bar. From the version on, the price is computed here by core's
 * `priceSolution` from the version's basis (design, catalog, stock), the same engine the server runs.
 */
export function Configurator() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseConfigureState(search), [search]);
  // The title is typed: it is held here as well as in the address bar, whose updates React Router
  // commits in a transition. Bound to the address bar alone, a fast typist's letters were dropped
  // and "Save draft" clicked right after typing saved the title from before.
  const [title, setTitle] = useState(state.title);
  const update = useCallback(
    (next: Partial<ConfigureState>, push = false) =>
      setSearch((prev) => toSearch({ ...parseConfigureState(prev), ...next }), { replace: !push }),
    [setSearch],
  );
  const basis = useSolutionBasis(state.testConfigId, state.versionNumber);
  const [pendingVersion, setPendingVersion] = useState<{
    testConfigId: string;
    versionNumber: number;
  } | null>(null);
  const versions = useOrderableVersions(state.dutId);
  const save = useSaveSolution(state.solutionId);
  const chosenVersion = versions.data?.find(
    (v) => v.testConfigId === state.testConfigId && v.versionNumber === state.versionNumber,
  );

  const price = useMemo(
    () =>
      basis.data &&
      priceSolution({
        bom: basis.data.design.bom,
        work: basis.data.design.work,
        selection: state.selection,
        catalog: basis.data.catalog as FixtureCatalog,
        stock: basis.data.stock,
      }),
    [basis.data, state.selection],
  );
  const problems = basis.data ? optionProblems(state.selection.options, basis.data.options) : [];
  const blocks =
    basis.data && price
      ? orderBlocks({
          latestReport: basis.data.latestReport,
          design: basis.data.design,
          priceProblems: price.problems,
          addresses: { shipping: !!state.shippingAddressId, billing: !!state.billingAddressId },
          ...(state.dutId ? { fixHref: `/dut/${state.dutId}` } : {}),
        })
      : [];

  const go = (step: number) => update({ step: Math.max(0, Math.min(step, reachableStep(state))) }, true);
  const onAddresses = useCallback(
    (ids: { shippingAddressId: string | null; billingAddressId: string | null }) => update(ids),
    [update],
  );
  useDefaultAddresses(
    { shippingAddressId: state.shippingAddressId, billingAddressId: state.billingAddressId },
    state.step >= 4,
    onAddresses,
  );
  const saveDraft = () => {
    if (!state.testConfigId || state.versionNumber === null) return;
    save.mutate(
      {
        testConfigId: state.testConfigId,
        versionNumber: state.versionNumber,
        title,
        selection: state.selection,
        shippingAddressId: state.shippingAddressId,
        billingAddressId: state.billingAddressId,
      },
      {
        onSuccess: (solution) => {
          notify({ color: 'positive', message: 'Draft saved.' });
          navigate(`/test-solution/${solution.id}`);
        },
      },
    );
  };

  const needsBasis = state.step >= 2;
  let content: React.ReactNode;
  if (state.step === 0)
    content = (
      <DutStep
        value={state.dutId}
        onChoose={(dutId) =>
          update(
            {
              dutId,
              testConfigId: null,
              versionNumber: null,
              selection: { ...state.selection, options: [] },
              step: 1,
            },
            true,
          )
        }
      />
    );
  else if (state.step === 1)
    content = (
      <VersionStep
        dutId={state.dutId!}
        value={
          state.testConfigId && state.versionNumber !== null
            ? { testConfigId: state.testConfigId, versionNumber: state.versionNumber }
            : null
        }
        onChoose={(testConfigId, versionNumber) => {
          const same = testConfigId === state.testConfigId && versionNumber === state.versionNumber;
          const chosen = state.selection.options.filter((o) => o.quantity > 0);
          // Another version with options chosen: say what the switch drops and ask (issue 29).
          if (!same && chosen.length > 0) setPendingVersion({ testConfigId, versionNumber });
          else
            update(
              {
                testConfigId,
                versionNumber,
                selection: { ...state.selection, options: same ? state.selection.options : [] },
                step: 2,
              },
              true,
            );
        }}
      />
    );
  else if (basis.isPending)
    content = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Designing the fixture for this version…
        </Text>
        <LoadingLines lines={5} />
      </Stack>
    );
  else if (basis.isError) content = <QueryError error={basis.error} onRetry={() => basis.refetch()} />;
  else if (state.step === 2)
    content = (
      <OptionsStep
        basis={basis.data}
        selection={state.selection}
        onChange={(selection) => update({ selection })}
      />
    );
  else if (state.step === 3)
    content = (
      <QuantityStep
        value={state.selection.quantity}
        onChange={(quantity) => update({ selection: { ...state.selection, quantity } })}
      />
    );
  else if (state.step === 4)
    content = (
      <AddressStep
        shippingAddressId={state.shippingAddressId}
        billingAddressId={state.billingAddressId}
        onChange={onAddresses}
      />
    );
  else
    content = (
      <ReviewStep
        basis={basis.data}
        testConfigName={chosenVersion?.testConfigName ?? 'Test config'}
        selection={state.selection}
        shippingAddressId={state.shippingAddressId}
        billingAddressId={state.billingAddressId}
        title={title}
        onTitle={(typed) => {
          setTitle(typed);
          update({ title: typed });
        }}
        blocks={blocks}
      />
    );

  const canNext = state.step < LAST_STEP && state.step < reachableStep(state) && !(needsBasis && !basis.data);
  const dropped = state.selection.options.filter((o) => o.quantity > 0);
  return (
    <Stack gap="md">
      <ConfirmDialog
        opened={pendingVersion !== null}
        title="Switch the test-config version?"
        confirmLabel="Switch and drop the options"
        onConfirm={() => {
          if (pendingVersion)
            update({ ...pendingVersion, selection: { ...state.selection, options: [] }, step: 2 }, true);
          setPendingVersion(null);
        }}
        onCancel={() => setPendingVersion(null)}
      >
        Another version has its own fixture design and options: switching drops what you chose (
        {dropped.map((o) => `${o.partNumber} × ${o.quantity}`).join(', ')}) and prices the fixture again from
        that version, so the total changes. Choose the options again on the next step.
      </ConfirmDialog>
      <Box visibleFrom="md">
        <Stepper active={state.step} onStepClick={go} size="sm" allowNextStepsSelect={false}>
          {STEPS.map((label, i) => (
            <Stepper.Step key={label} label={label} allowStepSelect={i <= reachableStep(state)} />
          ))}
        </Stepper>
      </Box>
      <Stack gap={4} hiddenFrom="md">
        <Text size="sm" fw={600}>
          Step {state.step + 1} of {STEPS.length}: {STEPS[state.step]}
        </Text>
        <Progress value={((state.step + 1) / STEPS.length) * 100} size="sm" aria-hidden />
      </Stack>
      {needsBasis && price && (
        <Paper withBorder radius="md" p="sm" hiddenFrom="lg">
          <PriceSummary price={price} repeat />
        </Paper>
      )}
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: needsBasis && price ? 5 : 8 }}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="md">
              {content}
              {problems.length > 0 && state.step !== 2 && (
                <Alert color="warning" variant="light">
                  {problems.join(' ')}
                </Alert>
              )}
              {save.isError && (
                <Alert color="negative" variant="light" role="alert">
                  {describeError(save.error)}
                </Alert>
              )}
            </Stack>
          </Paper>
          <StickyActionBar>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              disabled={state.step === 0}
              onClick={() => go(state.step - 1)}
            >
              Back
            </Button>
            {state.step < LAST_STEP ? (
              <Button
                rightSection={<IconArrowRight size={16} />}
                disabled={!canNext}
                onClick={() => go(state.step + 1)}
              >
                Next
              </Button>
            ) : (
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                loading={save.isPending}
                disabled={!basis.data || problems.length > 0}
                onClick={saveDraft}
              >
                {state.solutionId ? 'Save changes' : 'Save draft'}
              </Button>
            )}
          </StickyActionBar>
        </Grid.Col>
        {needsBasis && price && (
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <LivePrice price={price} problems={problems} />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
