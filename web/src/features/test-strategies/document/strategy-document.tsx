import { Alert, List, Stack, Text } from '@mantine/core';
import { reviewStrategy, type TestStrategy } from '@studio/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Section } from '../../../components/section';
import { BoardReading } from './board-reading';
import { ComponentCoverageTable } from './component-coverage-table';
import { CoverageHeatMap } from './coverage-heat-map';
import { EquipmentTable } from './equipment-table';
import { IctSection } from './ict/ict-section';
import { StepCard } from './step-card';
import { StrategyFactsGrid } from './strategy-facts-grid';

/** What to know before reading the steps: the plan's own warnings and what the draft could not tell. */
function Remarks({ strategy }: { strategy: TestStrategy }) {
  const issues = useMemo(() => reviewStrategy(strategy), [strategy]);
  const ordering = issues.filter(
    (i) => i.severity === 'error' || !i.message.endsWith('has no limit or check'),
  );
  return (
    <>
      {ordering.length > 0 && (
        <Alert
          color="warning"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="Check the order and limits"
        >
          <List size="sm" spacing={2}>
            {ordering.map((i) => (
              <List.Item key={`${i.stepId}-${i.message}`}>{i.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {strategy.fixture === null && (
        <Alert color="info" variant="light" icon={<IconInfoCircle size={18} />} title="Not tied to a fixture">
          <Text size="sm">
            This plan was drafted from the board’s own test points, so its steps name no probes or tester
            channels, and its pytest export fails every measurement until they have one. Draft it from a saved
            test-config version to tie it to that fixture.
          </Text>
        </Alert>
      )}
      {strategy.fixture !== null && strategy.fixture.findings.length > 0 && (
        <Alert
          color="warning"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="The fixture’s wiring"
        >
          <List size="sm" spacing={2}>
            {strategy.fixture.findings.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {strategy.notes.length > 0 && (
        <Alert color="info" variant="light" icon={<IconInfoCircle size={18} />} title="About this draft">
          <List size="sm" spacing={2}>
            {strategy.notes.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}

/**
 * A strategy version as a readable document: the plan at a glance, its steps in order (nets, test
 * points, limits, equipment, why), the coverage matrix as a heat map, the equipment list, the
 * components' coverage, and what was read from the board.
 */
export function StrategyDocument({ strategy }: { strategy: TestStrategy }) {
  const equipment = useMemo(() => new Map(strategy.equipment.map((e) => [e.id, e])), [strategy]);
  return (
    <Stack gap="md">
      <StrategyFactsGrid strategy={strategy} />
      <Remarks strategy={strategy} />
      <Section
        id="steps"
        title="Steps"
        description="In test order: shorts and opens before any power, then power-up, rails, current, programming, buses, clocks, LEDs and buttons."
      >
        {strategy.steps.length === 0 ? (
          <Text size="sm" c="dimmed">
            No steps yet.
          </Text>
        ) : (
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {strategy.steps.map((s, i) => (
              <StepCard
                key={s.id}
                step={s}
                index={i + 1}
                equipment={equipment}
                tied={strategy.fixture !== null}
              />
            ))}
          </Stack>
        )}
      </Section>
      <Section
        id="coverage"
        title="Coverage matrix"
        description="Which nets each step touches (steps by their number), and the nets no step touches."
      >
        <CoverageHeatMap strategy={strategy} />
      </Section>
      <Section id="equipment" title="Equipment">
        <EquipmentTable strategy={strategy} />
      </Section>
      <Section
        id="components"
        title="Component coverage"
        description="Presence, orientation and live coverage per part: a part counts as covered when a functional step would fail without it."
      >
        <ComponentCoverageTable strategy={strategy} />
      </Section>
      <Section
        id="ict"
        title="In-circuit test"
        description="Unpowered tests on the fixture's probes: shorts, opens, and each resistor, capacitor, inductor, diode and transistor against its value, with guards where parts sit in parallel."
      >
        <IctSection plan={strategy.ict} />
      </Section>
      <Section
        id="board-reading"
        title="Read from the board"
        description="What the draft was built from. Everything read from names and part values is a guess and says why."
      >
        <BoardReading strategy={strategy} />
      </Section>
    </Stack>
  );
}
