import { SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { displayNetName, type IctGrade, type IctPartCoverage } from '@studio/core';
import { useState } from 'react';
import { ICT_GRADE_LEGEND, IctGradeMark } from './ict-grade';
import { ShowMore } from './show-more';

const CAP = 60;
const COLUMNS: [keyof IctPartCoverage, string, string][] = [
  ['presence', 'P', 'Presence'],
  ['correctness', 'C', 'Correctness'],
  ['orientation', 'O', 'Orientation'],
  ['live', 'L', 'Live'],
  ['alignment', 'A', 'Alignment'],
  ['shorts', 'S', 'Shorts'],
  ['opens', 'O', 'Opens'],
  ['quality', 'Q', 'Quality'],
];

type Filter = 'all' | 'untested' | 'tested' | 'dnp';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'untested', label: 'Not tested' },
  { value: 'tested', label: 'Tested' },
  { value: 'dnp', label: 'DNP' },
  { value: 'all', label: 'All' },
];

const untested = (c: IctPartCoverage) => !c.dnp && c.tests.filter((t) => t !== 'shorts').length === 0;
const matches: Record<Filter, (c: IctPartCoverage) => boolean> = {
  all: () => true,
  dnp: (c) => c.dnp,
  untested,
  tested: (c) => !c.dnp && !untested(c),
};

/**
 * Each part's coverage in PCOLA / SOQ terms (presence, correctness, orientation, live, alignment;
 * shorts, opens, quality), what it was read as, its tests, and why it lacks any (the nets to probe).
 */
export function IctCoverageTable({ coverage }: { coverage: IctPartCoverage[] }) {
  const [filter, setFilter] = useState<Filter>(coverage.some(untested) ? 'untested' : 'all');
  const [all, setAll] = useState(false);
  const rows = coverage.filter(matches[filter]);
  const shown = all ? rows : rows.slice(0, CAP);
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        data={FILTERS.map((f) => ({
          value: f.value,
          label: `${f.label} (${coverage.filter(matches[f.value]).length})`,
        }))}
        aria-label="Which parts"
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No part here.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={820} type="native">
          <Table verticalSpacing={4} fz="sm" aria-label="In-circuit coverage per part">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Part</Table.Th>
                <Table.Th>Read as</Table.Th>
                {COLUMNS.map(([key, short, long]) => (
                  <Table.Th key={`${key}`} ta="center" title={long} aria-label={long}>
                    {short}
                  </Table.Th>
                ))}
                <Table.Th>Tests</Table.Th>
                <Table.Th>Why</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((c) => (
                <Table.Tr key={c.ref} data-part={c.ref}>
                  <Table.Td fw={500}>
                    {c.ref}
                    <Text size="xs" c="dimmed">
                      {c.kind}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={140}>
                    <Text size="sm">{c.read}</Text>
                    {c.value && c.value !== c.read && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        “{c.value}”
                      </Text>
                    )}
                  </Table.Td>
                  {COLUMNS.map(([key, , long]) => (
                    <Table.Td key={`${key}`} ta="center">
                      <IctGradeMark value={c[key] as IctGrade} what={long} />
                    </Table.Td>
                  ))}
                  <Table.Td ff="monospace" fz="xs">
                    {c.tests.join(' ') || '—'}
                  </Table.Td>
                  <Table.Td miw={240}>
                    <Text size="xs" c={c.missing.length > 0 ? undefined : 'dimmed'}>
                      {c.missing.length > 0 && (
                        <Text span fw={600} size="xs" c="warning-text">
                          Probe {c.missing.map(displayNetName).join(', ')}.{' '}
                        </Text>
                      )}
                      {c.reason}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed">
        {ICT_GRADE_LEGEND}. P presence, C correctness, O orientation, L live, A alignment; S shorts, O opens,
        Q quality.
      </Text>
      <ShowMore total={rows.length} cap={CAP} all={all} what="parts" onToggle={() => setAll((v) => !v)} />
    </Stack>
  );
}
