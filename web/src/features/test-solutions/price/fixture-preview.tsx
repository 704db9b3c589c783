import { Group, Stack, Text } from '@mantine/core';
import type { SolutionDesign } from '@studio/api';

const PAD = 0.06;

/**
 * The fixture seen from the probe side: board outline, probes and guide pins from the design (board
 * frame, mm, +Y up, drawn with Y flipped so the top of the board is up on screen).
 */
export function FixturePreview({ design, maxHeight = 320 }: { design: SolutionDesign; maxHeight?: number }) {
  const { box, outline, probes, guidePins } = design.preview;
  const w = Math.max(box.maxX - box.minX, 1);
  const h = Math.max(box.maxY - box.minY, 1);
  const m = Math.max(w, h) * PAD;
  const r = Math.max(w, h) / 120;
  const y = (v: number) => box.maxY - v + box.minY;
  const path = outline
    .map((ring) => ring.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${px} ${y(py)}`).join(' ') + ' Z')
    .join(' ');
  return (
    <Stack gap={6}>
      <svg
        role="img"
        aria-label={`Fixture preview: ${probes.length} probes, ${guidePins.length} guide pins`}
        viewBox={`${box.minX - m} ${box.minY - m} ${w + 2 * m} ${h + 2 * m}`}
        style={{ width: '100%', maxHeight, display: 'block' }}
      >
        <path
          d={path}
          fill="var(--mantine-color-default-hover)"
          stroke="var(--mantine-color-dimmed)"
          strokeWidth={r / 2}
          fillRule="evenodd"
        />
        {probes.map(([px, py]) => (
          <circle key={`p${px},${py}`} cx={px} cy={y(py)} r={r} fill="var(--mantine-color-accent-filled)" />
        ))}
        {guidePins.map(([px, py]) => (
          <circle
            key={`g${px},${py}`}
            cx={px}
            cy={y(py)}
            r={r * 1.8}
            fill="none"
            stroke="var(--mantine-color-warning-filled)"
            strokeWidth={r / 1.5}
          />
        ))}
      </svg>
      <Group gap="md">
        <Text size="xs" c="dimmed">
          {design.work.probes} probes · {guidePins.length} guide pins · {design.work.holes} holes · probed
          from the {design.probeSide}
        </Text>
      </Group>
    </Stack>
  );
}
