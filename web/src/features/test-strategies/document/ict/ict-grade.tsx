import { Text } from '@mantine/core';
import type { IctGrade } from '@studio/core';

const MARK: Record<IctGrade, string> = { full: '●', partial: '◐', none: '○', 'n/a': '–' };
const WORD: Record<IctGrade, string> = {
  full: 'full',
  partial: 'partial',
  none: 'none',
  'n/a': 'does not apply',
};
const COLOR: Record<IctGrade, string> = {
  full: 'positive-text',
  partial: 'warning-text',
  none: 'negative',
  'n/a': 'dimmed',
};

/** One PCOLA / SOQ grade as a mark, its word for screen readers and on hover. */
export function IctGradeMark({ value, what }: { value: IctGrade; what: string }) {
  const label = `${what}: ${WORD[value]}`;
  return (
    <Text span size="sm" fw={700} c={COLOR[value]} aria-label={label} title={label}>
      {MARK[value]}
    </Text>
  );
}

/** The legend under the coverage table. */
export const ICT_GRADE_LEGEND = '● full · ◐ partial · ○ none · – does not apply';
