import { Badge, Box, Group, Stack, Table, Text } from '@mantine/core';
import type { SolutionPriceBody } from '@studio/api';
import { formatAmounts, formatMoney } from '@studio/core';
import { Fragment } from 'react';

type Line = SolutionPriceBody['lines'][number];

const SUPPLY: Record<Line['supply'], { label: string; color: string }> = {
  'in-stock': { label: 'In stock', color: 'positive' },
  short: { label: 'Short', color: 'warning' },
  'to-order': { label: 'To order', color: 'gray' },
  service: { label: 'Work', color: 'accent' },
  unknown: { label: 'Not in catalog', color: 'negative' },
};

const cents = (l: Line): string =>
  l.extendedCents === null || l.currency === null ? '—' : formatMoney(l.extendedCents, l.currency);
/** The catalog's unit price as it is (up to 4 decimals), grouped like the amounts. */
const unit = (l: Line): string =>
  l.unitPrice === null || l.currency === null
    ? '—'
    : `${l.currency} ${l.unitPrice.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;

function SupplyBadge({ line }: { line: Line }) {
  return (
    <Badge
      size="sm"
      variant="light"
      color={SUPPLY[line.supply].color}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {SUPPLY[line.supply].label}
      {line.daysToSupply ? ` · ${line.daysToSupply} d` : ''}
    </Badge>
  );
}

/** Phones: each group with its subtotal, each line as two short rows (no sideways scrolling). */
function PriceList({ price }: { price: SolutionPriceBody }) {
  return (
    <Stack gap="sm" aria-label="Price by line">
      {price.groups.map((g) => (
        <Stack key={g.group} gap={4}>
          <Group
            justify="space-between"
            gap="xs"
            wrap="nowrap"
            bg="var(--mantine-color-default-hover)"
            px={6}
            py={2}
          >
            <Text size="sm" fw={600}>
              {g.label}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatAmounts(g.subtotals)}
            </Text>
          </Group>
          {price.lines
            .filter((l) => l.group === g.group)
            .map((l) => (
              <Stack key={`${l.source}/${l.partNumber}`} gap={0} px={6}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {l.partNumber}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {cents(l)}
                  </Text>
                </Group>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="xs" c="dimmed">
                    {l.quantity} × {unit(l)} · {l.description || l.note}
                  </Text>
                  <SupplyBadge line={l} />
                </Group>
              </Stack>
            ))}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * Every line of a solution's price, by group with its subtotal, the total per currency and the lead
 * time: the same numbers as the quote PDF and the API (core's `priceSolution`).
 */
export function PriceTable({ price }: { price: SolutionPriceBody }) {
  return (
    <Stack gap="sm">
      <Box hiddenFrom="sm">
        <PriceList price={price} />
      </Box>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={4} fz="sm" aria-label="Price by line">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Part</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Unit price</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Supply</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {price.groups.map((g) => (
                <Fragment key={g.group}>
                  <Table.Tr bg="var(--mantine-color-default-hover)">
                    <Table.Th colSpan={3} scope="rowgroup">
                      {g.label}
                    </Table.Th>
                    <Table.Th ta="right" data-testid={`subtotal-${g.group}`}>
                      {formatAmounts(g.subtotals)}
                    </Table.Th>
                    <Table.Th />
                  </Table.Tr>
                  {price.lines
                    .filter((l) => l.group === g.group)
                    .map((l) => (
                      <Table.Tr key={`${l.source}/${l.partNumber}`}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {l.partNumber}
                          </Text>
                          <Text size="xs" c="dimmed" lineClamp={2}>
                            {[l.description, l.note].filter(Boolean).join(' · ')}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{l.quantity}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {unit(l)}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {cents(l)}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <SupplyBadge line={l} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <PriceSummary price={price} />
    </Stack>
  );
}

/**
 * The total per currency, the quantity and the lead time, with what sets it. `repeat`: a second copy
 * on the same page (the phone's summary above the configurator's step), without the test ids.
 */
export function PriceSummary({ price, repeat = false }: { price: SolutionPriceBody; repeat?: boolean }) {
  const { leadTime } = price;
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fw={600}>
          Total for {price.quantity} {price.quantity === 1 ? 'fixture' : 'fixtures'}
        </Text>
        <Text fw={700} size="lg" data-testid={repeat ? undefined : 'solution-total'}>
          {formatAmounts(price.totals)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" data-testid={repeat ? undefined : 'solution-lead-time'}>
        Lead time {leadTime.days} working days:{' '}
        {leadTime.limitingPart
          ? `${leadTime.partsDays} for parts (${leadTime.limitingPart} is the longest to arrive)`
          : 'every part from stock'}{' '}
        + {leadTime.buildDays} to build.
      </Text>
      {price.problems.map((p) => (
        <Text key={p} size="sm" c="negative">
          {p}
        </Text>
      ))}
    </Stack>
  );
}
