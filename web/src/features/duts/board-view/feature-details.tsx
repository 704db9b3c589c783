import { displayNetName } from '@studio/core';
import { Button, CloseButton, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import type { FeatureInfo, MeasureEvent } from '../../../viewer';
import { featureRows, featureTitle } from './feature-rows';

export interface FeatureDetailsProps {
  /** The clicked feature; wins over the hovered one. */
  selected: FeatureInfo | null;
  hovered: FeatureInfo | null;
  net: string | null;
  netSize: number | null;
  measure: MeasureEvent | null;
  measuring: boolean;
  onHighlightNet(net: string | null): void;
  onClearSelection(): void;
}

function NetLine({ net, size, onClear }: { net: string; size: number | null; onClear(): void }) {
  return (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} role="status">
        Highlighted net: <b>{displayNetName(net)}</b>
        {size !== null && (
          <Text span size="xs" c="dimmed">
            {` · ${size} pads/vias`}
          </Text>
        )}
      </Text>
      <CloseButton size="sm" aria-label="Clear net highlight" onClick={onClear} />
    </Group>
  );
}

/** What is under the pointer or selected, the highlighted net, and the measurement. */
export function FeatureDetails(props: FeatureDetailsProps) {
  const { selected, hovered, net, measure, measuring } = props;
  const feature = selected ?? hovered;
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Feature details" component="aside">
      <Stack gap="sm">
        {net && <NetLine net={net} size={props.netSize} onClear={() => props.onHighlightNet(null)} />}
        {measuring && (
          <Text size="sm" role="status">
            {measure ? (
              <>
                Distance: <b>{measure.label}</b>
              </>
            ) : (
              'Click two points on the board to measure.'
            )}
          </Text>
        )}
        {feature ? (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm">
                {featureTitle(feature)}
                {selected && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (selected)
                  </Text>
                )}
              </Text>
              {selected && (
                <CloseButton size="sm" aria-label="Clear selection" onClick={props.onClearSelection} />
              )}
            </Group>
            <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
              <Table.Tbody>
                {featureRows(feature).map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Th fw={400} c="dimmed" w={96}>
                      {row.label}
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {feature.net && feature.net !== net && (
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconBolt size={12} />}
                onClick={() => props.onHighlightNet(feature.net)}
              >
                Highlight net {displayNetName(feature.net)}
              </Button>
            )}
          </Stack>
        ) : (
          !net &&
          !measuring && (
            <Text size="sm" c="dimmed">
              Point at a pad, via or component for its details; click to keep them. Drag to pan, scroll or
              pinch to zoom.
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}
