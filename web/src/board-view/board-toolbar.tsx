import { ActionIcon, Button, Divider, Group, Popover, SegmentedControl, Stack, Tooltip } from '@mantine/core';
import type { Side } from '@studio/core';
import { IconAdjustmentsHorizontal, IconMaximize, IconRuler2, IconStack2 } from '@tabler/icons-react';
import type { LayerVisibility, SearchMatch, Tool } from '../viewer';
import { sideLabel } from '../viewer';
import { BoardSearch } from './board-search';
import { LayerOptions } from './layer-options';

export interface BoardToolbarProps {
  side: Side;
  onSide(side: Side): void;
  layers: LayerVisibility;
  onLayers(change: Partial<LayerVisibility>): void;
  tool: Tool;
  onTool(tool: Tool): void;
  onFit(): void;
  onSearch(query: string): SearchMatch[];
  onPick(match: SearchMatch): void;
  onClearSearch(): void;
  /** Narrow screens: layers, measure and fit collapse into one "View options" menu. */
  narrow: boolean;
}

function SideToggle({
  side,
  onSide,
  fullWidth,
}: {
  side: Side;
  onSide(side: Side): void;
  fullWidth?: boolean;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label="Board side"
      value={side}
      onChange={(value) => onSide(value as Side)}
      fullWidth={fullWidth}
      data={[
        { value: 'top', label: sideLabel('top') },
        { value: 'bottom', label: sideLabel('bottom') },
      ]}
    />
  );
}

function MeasureButton({
  tool,
  onTool,
  fullWidth,
}: Pick<BoardToolbarProps, 'tool' | 'onTool'> & { fullWidth?: boolean }) {
  const on = tool === 'measure';
  return (
    <Tooltip label="Click two points to measure; snaps to pad centres. Esc ends measuring." openDelay={300}>
      <Button
        size="xs"
        variant={on ? 'filled' : 'default'}
        leftSection={<IconRuler2 size={14} />}
        aria-pressed={on}
        fullWidth={fullWidth}
        justify={fullWidth ? 'flex-start' : undefined}
        onClick={() => onTool(on ? 'select' : 'measure')}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && on) onTool('select');
        }}
      >
        Measure
      </Button>
    </Tooltip>
  );
}

function FitButton({ onFit, fullWidth }: { onFit(): void; fullWidth?: boolean }) {
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconMaximize size={14} />}
      onClick={onFit}
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
    >
      Fit
    </Button>
  );
}

/** The board view's controls: side, search, layers, measure, fit. */
export function BoardToolbar(props: BoardToolbarProps) {
  const { side, onSide, layers, onLayers, onFit, onSearch, onPick, onClearSearch, narrow } = props;
  if (narrow) {
    return (
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <SideToggle side={side} onSide={onSide} fullWidth />
          </div>
          <Popover position="bottom-end" shadow="md" withinPortal>
            <Popover.Target>
              <ActionIcon size="lg" variant="default" aria-label="View options">
                <IconAdjustmentsHorizontal size={16} />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown aria-label="View options">
              <Stack gap="sm" w={220}>
                <LayerOptions layers={layers} onChange={onLayers} />
                <Divider />
                <MeasureButton tool={props.tool} onTool={props.onTool} fullWidth />
                <FitButton onFit={onFit} fullWidth />
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
        <BoardSearch onSearch={onSearch} onPick={onPick} onClear={onClearSearch} />
      </Stack>
    );
  }
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <SideToggle side={side} onSide={onSide} />
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        <BoardSearch onSearch={onSearch} onPick={onPick} onClear={onClearSearch} />
      </div>
      <Popover position="bottom-end" shadow="md" withinPortal>
        <Popover.Target>
          <Button size="xs" variant="default" leftSection={<IconStack2 size={14} />}>
            Layers
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label="Layers">
          <LayerOptions layers={layers} onChange={onLayers} />
        </Popover.Dropdown>
      </Popover>
      <MeasureButton tool={props.tool} onTool={props.onTool} />
      <FitButton onFit={onFit} />
    </Group>
  );
}
