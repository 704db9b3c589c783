import type { DftRuleSummary } from '@studio/api';
import { Section } from '../../components/section';
import { RuleTable } from './rule-table';

/** Every rule's verdict: the worst measured value against its threshold. */
export function RulesSection({ rules }: { rules: DftRuleSummary[] }) {
  return (
    <Section
      id="rules"
      title="Rule results"
      description="Below recommended is a warning, below minimum a fail; mm compared at 0.01 mm, equality passes. n/a: nothing to check."
    >
      <RuleTable rules={rules} />
    </Section>
  );
}
