import { Badge, type BadgeProps } from '@mantine/core';
import type { DftSeverity } from '@studio/api';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { SEVERITY_COLORS, SEVERITY_LABELS } from './report-format';

const ICONS = { fail: IconCircleX, warning: IconAlertTriangle, pass: IconCircleCheck };

/** Pass / Warning / Fail as a coloured badge with an icon (colour is never the only cue). */
export function SeverityBadge({
  severity,
  label,
  ...props
}: { severity: DftSeverity; label?: string } & Omit<BadgeProps, 'color' | 'children'>) {
  const Icon = ICONS[severity];
  return (
    <Badge
      color={SEVERITY_COLORS[severity]}
      variant="light"
      leftSection={<Icon size={12} aria-hidden />}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      {...props}
    >
      {label ?? SEVERITY_LABELS[severity]}
    </Badge>
  );
}
