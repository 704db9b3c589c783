import {
  Alert,
  Button,
  Checkbox,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { findLocatingCandidates, proposeLocating, type TestConfig } from '@studio/core';
import { IconWand } from '@tabler/icons-react';
import { useMemo } from 'react';
import { formatLength, formatPoint } from '../../../viewer';
import type { TabProps } from './tab-props';

/** Words for the registration score (0–100; decision 0006): what an engineer should make of it. */
export function registrationWord(score: number): { label: string; color: string } {
  if (score >= 80) return { label: 'good', color: 'positive' };
  if (score >= 50) return { label: 'fair', color: 'warning' };
  return { label: 'poor', color: 'negative' };
}

function toggleHole(config: TestConfig, id: string): TestConfig {
  const holes = config.locating?.method === 'guide-pins' ? config.locating.holes : [];
  const next = holes.includes(id as never)
    ? holes.filter((h) => h !== id)
    : [...holes, id as (typeof holes)[number]];
  return { ...config, locating: { method: 'guide-pins', holes: next } };
}

/** The Locating tab: guide pins in tooling holes (auto-selected or by hand), or a cradle. */
export function LocatingTab({ board, config, report, edit, readOnly, units, focus }: TabProps) {
  const candidates = useMemo(() => findLocatingCandidates(board), [board]);
  const method = config.locating?.method ?? null;
  const chosen = new Set<string>(config.locating?.method === 'guide-pins' ? config.locating.holes : []);
  const score = report?.facts.locating.registrationScore ?? null;
  const autoSelect = () => edit((c) => ({ ...c, locating: proposeLocating(board).locating }));

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Locating method"
          size="xs"
          disabled={readOnly}
          value={method ?? ''}
          onChange={(m) =>
            edit((c) => ({
              ...c,
              locating:
                m === 'cradle'
                  ? { method: 'cradle' }
                  : { method: 'guide-pins', holes: [...chosen] as never[] },
            }))
          }
          data={[
            { value: 'guide-pins', label: 'Guide pins' },
            { value: 'cradle', label: 'Cradle' },
          ]}
        />
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconWand size={14} />}
          disabled={readOnly}
          onClick={autoSelect}
        >
          Auto-select best
        </Button>
      </Group>
      {method === null && (
        <Alert color="negative" variant="light">
          Not located yet: choose guide pins or a cradle (the DFT check fails without one).
        </Alert>
      )}
      {method === 'cradle' && (
        <Text size="sm" c="dimmed">
          The board rests in a pocket that follows its outline. Registration is only as good as the outline’s
          tolerance; guide pins in tooling holes locate more precisely.
        </Text>
      )}
      {method === 'guide-pins' && (
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              Registration quality
            </Text>
            {score === null ? (
              <Text size="sm" c="dimmed">
                —
              </Text>
            ) : (
              <Text size="sm" fw={600} data-testid="registration-score">
                {score} / 100 · {registrationWord(score).label}
              </Text>
            )}
          </Group>
          <Progress
            value={score ?? 0}
            color={score === null ? 'gray' : registrationWord(score).color}
            aria-label="Registration quality"
          />
          <Text size="xs" c="dimmed">
            Spread across the board, a triangle rather than a line, a pattern that cannot be loaded turned or
            flipped, and non-plated holes score higher.
          </Text>
        </Stack>
      )}
      {candidates.length === 0 ? (
        <Text size="sm" c="dimmed">
          No candidate holes: no round hole of 1.0–6.5 mm inside the outline. Locate the board with a cradle.
        </Text>
      ) : (
        <Table verticalSpacing={4} fz="xs" highlightOnHover aria-label="Locating hole candidates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={28} />
              <Table.Th>Hole</Table.Th>
              <Table.Th visibleFrom="sm">Position</Table.Th>
              <Table.Th>Diameter</Table.Th>
              <Table.Th>Plating</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {candidates.map((h) => (
              <Table.Tr key={h.id} onClick={() => focus(h.id)} style={{ cursor: 'pointer' }}>
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Checkbox
                    size="xs"
                    aria-label={`Guide pin in ${h.ref ?? h.id}`}
                    checked={chosen.has(h.id)}
                    disabled={readOnly}
                    onChange={() => edit((c) => toggleHole(c, h.id))}
                  />
                </Table.Td>
                <Table.Td>{h.ref ?? h.id}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }} visibleFrom="sm">
                  {formatPoint(h, units)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLength(h.diameterMm, units)}</Table.Td>
                <Table.Td>
                  <Text
                    size="xs"
                    fw={500}
                    style={{ whiteSpace: 'nowrap' }}
                    c={h.plated ? 'var(--mantine-color-warning-text)' : 'var(--mantine-color-positive-text)'}
                  >
                    {h.plated ? 'plated (flagged)' : 'non-plated'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
