import { Checkbox, Stack } from '@mantine/core';
import type { LayerVisibility } from '../viewer';

const LAYERS: { key: keyof LayerVisibility; label: string }[] = [
  { key: 'outline', label: 'Board outline' },
  { key: 'padsTop', label: 'Top copper pads' },
  { key: 'padsBottom', label: 'Bottom copper pads' },
  { key: 'vias', label: 'Vias' },
  { key: 'holes', label: 'Non-plated holes' },
  { key: 'components', label: 'Component outlines' },
  { key: 'testPoints', label: 'Test-point candidates' },
];

/** One checkbox per drawing layer of the viewer. */
export function LayerOptions({
  layers,
  onChange,
}: {
  layers: LayerVisibility;
  onChange(change: Partial<LayerVisibility>): void;
}) {
  return (
    <Stack gap={8} role="group" aria-label="Layers">
      {LAYERS.map(({ key, label }) => (
        <Checkbox
          key={key}
          size="sm"
          label={label}
          checked={layers[key]}
          onChange={(event) => onChange({ [key]: event.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}
