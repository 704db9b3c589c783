import { ActionIcon, Badge, Button, Collapse, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { DutFile, StepModelInfo } from '@studio/api';
import { IconChevronDown, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatBytes, formatUpdated } from '../../../lib/format';
import { downloadUrl } from '../dut-queries';
import { FileStatusBadge } from '../dut-status-badge';
import { countDiagnostics, SEVERITY_LOOK, worstSeverity } from '../import/diagnostics';
import { DiagnosticsList } from '../import/diagnostics-list';
import { STEP_STATUS, stepState } from '../step-status';
import { formatLabel } from '../upload/file-kinds';

/**
 * One file of the package: what it is, its status, its diagnostics (expandable) and a download. A
 * file that is (or holds) the board's STEP model also says how its reading went, instead of
 * "Supporting" for a STEP file on its own.
 */
export function DutFileRow({ dutId, file, step }: { dutId: string; file: DutFile; step?: StepModelInfo }) {
  const stepLook = step && step.status !== 'absent' ? STEP_STATUS[stepState(step)] : null;
  const summary = countDiagnostics(file.diagnostics);
  const worst = worstSeverity(file.diagnostics);
  // A failed file opens on its errors: that is what the engineer came for.
  const [open, setOpen] = useState(file.status === 'failed');
  const panelId = `diagnostics-${file.id}`;
  return (
    <Paper withBorder radius="sm" px="sm" py={8} role="listitem" aria-label={file.name}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
          <Group gap={6}>
            {!(stepLook && file.status === 'supporting') && <FileStatusBadge status={file.status} />}
            {stepLook && (
              <Tooltip
                label={step?.error ?? 'The reading of its 3D model: see 3D model (STEP).'}
                openDelay={400}
                multiline
                maw={320}
              >
                <Badge size="sm" variant="light" color={stepLook.color} data-step-status={stepState(step!)}>
                  3D model: {stepLook.label}
                </Badge>
              </Tooltip>
            )}
            <Badge size="sm" variant="outline" color="gray">
              {formatLabel(file.format, file.name)}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatBytes(file.sizeBytes)} · {formatUpdated(file.uploadedAt)}
            </Text>
          </Group>
          {file.supersededBy && (
            <Text size="xs" c="dimmed">
              A newer file of this name replaces it in the import.
            </Text>
          )}
        </Stack>
        <Tooltip label="Download">
          <ActionIcon
            component="a"
            href={downloadUrl(dutId, file.id)}
            download
            variant="subtle"
            aria-label={`Download ${file.name}`}
          >
            <IconDownload size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {summary && worst && (
        <>
          <Button
            variant="subtle"
            size="compact-xs"
            color={SEVERITY_LOOK[worst].color}
            mt={4}
            leftSection={open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {summary}
          </Button>
          <Collapse expanded={open} id={panelId}>
            <div style={{ paddingTop: 8 }}>
              <DiagnosticsList diagnostics={file.diagnostics} />
            </div>
          </Collapse>
        </>
      )}
    </Paper>
  );
}
