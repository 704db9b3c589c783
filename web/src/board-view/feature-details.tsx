import { Anchor, Button, CloseButton, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { displayNetName } from '@studio/core';
import { IconBolt } from '@tabler/icons-react';
import type { ComponentPad, FeatureInfo, MeasureEvent } from '../viewer';
import type { CadFrame } from '../viewer/cad-frame';
import { featureRows, featureTitle } from './feature-rows';

export interface FeatureDetailsProps {
  /** The clicked feature; wins over the hovered one. */
  selected: FeatureInfo | null;
  hovered: FeatureInfo | null;
  net: string | null;
  netSize: number | null;
  measure: MeasureEvent | null;
  measuring: boolean;
  /** The CAD tool's frame positions are given in (Studio's board frame when absent). */
  frame?: CadFrame;
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

/** A component's pads with their nets; a net highlights on click. */
function PadNets({ pads, onNet }: { pads: ComponentPad[]; onNet(net: string): void }) {
  if (pads.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {pads.length} pad{pads.length === 1 ? '' : 's'} and their nets
      </Text>
      <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
        <Table
          withRowBorders={false}
          verticalSpacing={1}
          horizontalSpacing={0}
          fz="xs"
          aria-label="Pads and nets"
        >
          <Table.Tbody>
            {pads.map((p) => (
              <Table.Tr key={`${p.number}:${p.net ?? ''}`}>
                <Table.Th fw={400} c="dimmed" w={56}>
                  {p.number || '—'}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {p.net === null ? (
                    'no net'
                  ) : (
                    <Anchor component="button" type="button" fz="xs" onClick={() => onNet(p.net!)}>
                      {displayNetName(p.net)}
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
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
                {featureRows(feature, props.frame).map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Th fw={400} c="dimmed" w={96}>
                      {row.label}
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {feature.pads && <PadNets pads={feature.pads} onNet={props.onHighlightNet} />}
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
