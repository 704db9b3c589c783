import { Anchor, Box, Collapse, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { LegendItem, SwatchShape } from './legend-items';

const SWATCH: Record<SwatchShape, (color: string) => React.CSSProperties> = {
  fill: (color) => ({ background: color, borderRadius: 2 }),
  outline: (color) => ({ border: `2px solid ${color}`, borderRadius: 2 }),
  ring: (color) => ({ border: `2px solid ${color}`, borderRadius: '50%' }),
  dot: (color) => ({ background: color, borderRadius: '50%' }),
};

/**
 * What the colours on the board mean, in wrapping lines under it. `collapsed` (phones) starts folded
 * behind a "What the colours mean" link, so the board and its details stay close together.
 */
export function BoardLegend({
  items,
  collapsed = false,
  label = 'Board legend',
}: {
  items: readonly LegendItem[];
  collapsed?: boolean;
  /** The list's accessible name (two legends can share a screen). */
  label?: string;
}) {
  // Folded until asked for (whatever `collapsed` was on the first render: it may turn true after it).
  const [open, setOpen] = useState(false);
  if (!collapsed) return <LegendList items={items} label={label} />;
  return (
    <Box>
      <Anchor
        component="button"
        type="button"
        size="xs"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        {open ? 'Hide the colour legend' : 'What the colours mean'}
      </Anchor>
      <Collapse expanded={open}>
        <Box pt={4}>
          <LegendList items={items} label={label} />
        </Box>
      </Collapse>
    </Box>
  );
}

function LegendList({ items, label }: { items: readonly LegendItem[]; label: string }) {
  return (
    <Group gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ rowGap: 4 }}>
      {items.map((item) => (
        <Group key={item.label} gap={5} wrap="nowrap" component="li" style={{ listStyle: 'none' }}>
          <Box w={10} h={10} style={{ flex: 'none', ...SWATCH[item.shape](item.color) }} />
          <Text size="xs" c="dimmed" lh={1.3}>
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
